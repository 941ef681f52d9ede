// Validates an OpenAPI document against the official OpenAPI 3.0 or 3.1 JSON Schema with Ajv,
// plus the rules a schema cannot express (semantic-rules.ts). Compiling those schemas takes Ajv
// about a third of a second, so the package build compiles them once to code
// (scripts/build-openapi-validators.mjs → `@ssg/cli/openapi-validators/v30`, `…/v31`); running from sources,
// they are compiled here instead. Every problem carries the JSON pointer of the offending value.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { escapeToken, type JsonObject } from './json-pointer.js';
import { importModule } from '../../runtime/import-module.js';
import { checkSemantics } from './semantic-rules.js';
import type { ValidationProblem } from './types.js';

export interface ValidationOutcome {
  valid: boolean;
  problems: ValidationProblem[];
}

/** A CommonJS module imported as ESM whose class is `default` on `module.exports`. */
type CommonJsClass<T> = { default: { default: T } };

/** The shipped precompiled validator of `version`, else one compiled now (only that version's). */
async function loadValidator(version: '3.0' | '3.1'): Promise<ValidateFunction> {
  try {
    if (version === '3.0') return ((await importModule('@ssg/cli/openapi-validators/v30')) as { validateOpenApi30: ValidateFunction }).validateOpenApi30;
    return ((await importModule('@ssg/cli/openapi-validators/v31')) as { validateOpenApi31: ValidateFunction }).validateOpenApi31;
  } catch {
    // The schemas (200 KB of JSON) are only needed here. Both Ajv classes are CommonJS modules
    // whose `default` export is also on the class itself.
    const { AJV_OPTIONS, openApi30Schema, openApi31Schema } = await import('./openapi-schemas.js');
    if (version === '3.0') {
      const draft4 = (await importModule('ajv-draft-04')) as CommonJsClass<typeof import('ajv-draft-04').default>;
      return new draft4.default.default(AJV_OPTIONS).compile(openApi30Schema());
    }
    const draft2020 = (await importModule('ajv/dist/2020.js')) as CommonJsClass<typeof import('ajv/dist/2020.js').default>;
    return new draft2020.default.default(AJV_OPTIONS).compile(openApi31Schema());
  }
}

/** Error kinds that only say "one of the alternatives failed": the alternatives' errors say more. */
const COMBINATORS = new Set(['oneOf', 'anyOf', 'allOf', 'not', 'if', '$ref']);

/**
 * One problem per place: the most specific error at each pointer. A summary error ("must match a
 * schema in anyOf") is dropped when an error inside the same value explains it.
 */
export function reduceSchemaErrors(errors: readonly ErrorObject[]): ValidationProblem[] {
  const byPointer = new Map<string, ErrorObject>();
  for (const error of errors) {
    // A name that breaks `propertyNames` (a component named "Bad Name") is a problem at that name's value.
    const pointer = error.propertyName === undefined ? error.instancePath : `${error.instancePath}/${escapeToken(error.propertyName)}`;
    const known = byPointer.get(pointer);
    if (!known || (COMBINATORS.has(known.keyword) && !COMBINATORS.has(error.keyword))) byPointer.set(pointer, error);
  }
  const pointers = [...byPointer.keys()];
  // "must have required property '$ref'" only says that the value is not a Reference Object
  // either (the other branch of a oneOf); a problem inside the value says what is wrong.
  const summary = (error: ErrorObject): boolean =>
    COMBINATORS.has(error.keyword) || error.keyword === 'propertyNames' || (error.keyword === 'required' && (error.params as { missingProperty?: unknown }).missingProperty === '$ref');
  return pointers
    .filter((pointer) => !(summary(byPointer.get(pointer)!) && pointers.some((other) => other.startsWith(`${pointer}/`))))
    .map((pointer) => {
      const error = byPointer.get(pointer)!;
      return { message: describe(error), pointer, keyword: error.keyword };
    });
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.propertyName !== undefined) return `the name "${error.propertyName}" ${describe({ ...error, propertyName: undefined })}`;
  if (error.keyword === 'additionalProperties') return `must not have the property "${String(params.additionalProperty)}"`;
  if (error.keyword === 'unevaluatedProperties') return `must not have the property "${String(params.unevaluatedProperty)}"`;
  if (error.keyword === 'enum') return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  return error.message ?? `fails the "${error.keyword}" rule`;
}

/** Validates `document`; resolves with every problem found. */
export async function startValidation(document: JsonObject): Promise<ValidationOutcome> {
  const version = typeof document.openapi === 'string' ? document.openapi : '';
  const validate = await loadValidator(version.startsWith('3.0') ? '3.0' : '3.1');
  const problems = validate(document) ? [] : reduceSchemaErrors(validate.errors ?? []);
  problems.push(...checkSemantics(document));
  return { valid: problems.length === 0, problems };
}
