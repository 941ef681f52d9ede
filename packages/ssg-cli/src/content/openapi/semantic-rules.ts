// What the OpenAPI schemas cannot say: operation ids are unique, every `{name}` in a path has a
// required path parameter and every path parameter appears in the path, and no parameter is
// declared twice in one list. Each problem carries the JSON pointer of where it is.
import { childPointer, isObject, toPointer, type JsonObject } from './json-pointer.js';
import { deref } from './refs.js';
import type { ValidationProblem } from './types.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  pointer: string;
}

function parametersAt(document: JsonObject, list: unknown, pointer: string, problems: ValidationProblem[]): Parameter[] {
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const out: Parameter[] = [];
  list.forEach((entry, index) => {
    const parameter = deref(document, entry);
    if (!isObject(parameter) || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') return;
    const at = childPointer(pointer, index);
    const key = `${parameter.in}:${parameter.name}`;
    if (seen.has(key)) problems.push({ message: `the ${parameter.in} parameter "${parameter.name}" is declared twice in this list`, pointer: at });
    seen.add(key);
    out.push({ name: parameter.name, in: parameter.in, required: parameter.required === true, pointer: at });
  });
  return out;
}

/** The names of a path's templates (`/a/{id}` → `id`). */
const templates = (text: string): string[] => [...text.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');

/** Problems with operation ids and path parameters. */
export function checkSemantics(document: JsonObject): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  const operationIds = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const itemPointer = toPointer(['paths', path]);
    const shared = parametersAt(document, item.parameters, childPointer(itemPointer, 'parameters'), problems);
    // A query written into the path (`/uploads?convert={convert}`, as some descriptions do) holds
    // query parameters: only the templates before it must be path parameters.
    const inPath = templates(path.split('?')[0] ?? path);
    const anywhere = templates(path);
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const pointer = childPointer(itemPointer, method);
      if (typeof operation.operationId === 'string') {
        const first = operationIds.get(operation.operationId);
        if (first !== undefined) problems.push({ message: `the operationId "${operation.operationId}" is already used at ${first}`, pointer: childPointer(pointer, 'operationId') });
        else operationIds.set(operation.operationId, pointer);
      }
      const own = parametersAt(document, operation.parameters, childPointer(pointer, 'parameters'), problems);
      const effective = new Map<string, Parameter>();
      for (const parameter of [...shared, ...own]) effective.set(`${parameter.in}:${parameter.name}`, parameter);
      const pathParameters = [...effective.values()].filter((parameter) => parameter.in === 'path');
      for (const name of inPath) {
        if (!pathParameters.some((parameter) => parameter.name === name)) {
          problems.push({ message: `the path has {${name}} but the operation declares no path parameter "${name}"`, pointer });
        }
      }
      for (const parameter of pathParameters) {
        if (!anywhere.includes(parameter.name)) problems.push({ message: `the path parameter "${parameter.name}" does not appear in the path ${path}`, pointer: parameter.pointer });
        else if (!parameter.required) problems.push({ message: `the path parameter "${parameter.name}" must be required: true`, pointer: parameter.pointer });
      }
    }
  }
  return problems;
}
