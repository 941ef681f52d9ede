// Walks `paths` in document order and lists every operation with what applies to it: its path-
// and operation-level parameters (the operation's win), its tag group and its server URL.
import type { HttpMethod, ParameterLocation } from '@ssg/theme/contract';
import { childPointer, isObject, type JsonObject } from './json-pointer.js';
import { deref } from './refs.js';

export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
export const LOCATIONS: readonly ParameterLocation[] = ['path', 'query', 'header', 'cookie'];
export const UNTAGGED = 'untagged';

export interface OperationRecord {
  method: HttpMethod;
  path: string;
  /** JSON pointer of the operation object, for messages. */
  pointer: string;
  operation: JsonObject;
  operationId?: string;
  /** First tag, or `untagged`. */
  tag: string;
  parameters: JsonObject[];
  serverUrl: string;
}

/** Every operation of the document, in the order of `paths` and of methods within a path. */
export function collectOperations(document: JsonObject): OperationRecord[] {
  const out: OperationRecord[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const pathItem = deref(document, rawItem);
    if (!pathItem) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const tags = Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => typeof tag === 'string') : [];
      out.push({
        method,
        path,
        pointer: childPointer(childPointer('/paths', path), method),
        operation,
        ...(typeof operation.operationId === 'string' ? { operationId: operation.operationId } : {}),
        tag: tags[0] ?? UNTAGGED,
        parameters: mergeParameters(document, pathItem.parameters, operation.parameters),
        serverUrl: serverUrl(operation.servers ?? pathItem.servers ?? document.servers),
      });
    }
  }
  return out;
}

/** Path-level parameters overridden by operation-level ones with the same name and location. */
export function mergeParameters(document: JsonObject, pathLevel: unknown, operationLevel: unknown): JsonObject[] {
  const byKey = new Map<string, JsonObject>();
  for (const list of [pathLevel, operationLevel]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const parameter = deref(document, raw);
      if (!parameter || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') continue;
      byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    }
  }
  return [...byKey.values()];
}

/** The first server's URL with its variables set to their defaults, without a trailing `/`. */
export function serverUrl(servers: unknown): string {
  const first = Array.isArray(servers) ? servers.find(isObject) : undefined;
  if (!first || typeof first.url !== 'string') return '';
  const variables = isObject(first.variables) ? first.variables : {};
  const url = first.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = variables[name];
    return isObject(variable) && variable.default !== undefined ? String(variable.default) : whole;
  });
  return url.replace(/\/+$/, '');
}

/** Tag groups in order: the document's `tags` list first, then first use; `untagged` last. */
export function groupByTag(operations: OperationRecord[], declared: unknown): Array<{ name: string; operations: OperationRecord[] }> {
  const order: string[] = [];
  if (Array.isArray(declared)) {
    for (const tag of declared) if (isObject(tag) && typeof tag.name === 'string') order.push(tag.name);
  }
  for (const operation of operations) if (!order.includes(operation.tag)) order.push(operation.tag);
  const groups = order
    .filter((name) => name !== UNTAGGED)
    .concat(order.includes(UNTAGGED) ? [UNTAGGED] : [])
    .map((name) => ({ name, operations: operations.filter((operation) => operation.tag === name) }));
  return groups.filter((group) => group.operations.length > 0);
}

/** The description of a tag from the document's `tags` list. */
export function tagDescription(declared: unknown, name: string): string | undefined {
  if (!Array.isArray(declared)) return undefined;
  const tag = declared.find((item) => isObject(item) && item.name === name);
  return isObject(tag) && typeof tag.description === 'string' ? tag.description : undefined;
}
