// Turns schema issues into one friendly line each: `navbar.items[2].to: expected a string, got 42`.
import type { z } from 'zod';
import { didYouMean } from '../report/closest.js';

/** `navbar.items[2].to` for `['navbar', 'items', 2, 'to']`. */
export function formatKeyPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(config root)' : out;
}

const ARTICLE: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
};

/** Describes a received value briefly: `42`, `"text"`, `an array`, `undefined`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
  return String(value);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${ARTICLE[issue.expected] ?? issue.expected}, got ${describeValue(input)}`;
    case 'unrecognized_keys':
      return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describeValue(input)}`;
    case 'invalid_format':
      // A pattern's message, or a URL schema's own (zod's is "Invalid URL"), says what is expected.
      if (issue.format === 'regex' || (issue.format === 'url' && issue.message !== 'Invalid URL')) return `${issue.message}, got ${describeValue(input)}`;
      return `expected ${issue.format === 'url' ? 'an absolute URL' : `a ${issue.format}`}, got ${describeValue(input)}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `expected a non-empty string`
        : `expected a value ${issue.inclusive === false ? '>' : '>='} ${String(issue.minimum)}, got ${describeValue(input)}`;
    case 'too_big':
      return `expected a value ${issue.inclusive === false ? '<' : '<='} ${String(issue.maximum)}, got ${describeValue(input)}`;
    case 'invalid_union':
      // zod's own message is "Invalid input"; a schema's own one says what is expected.
      return `${issue.message === 'Invalid input' ? 'expected one of the allowed shapes' : issue.message}, got ${describeValue(input)}`;
    case 'custom':
      return `${issue.message}, got ${describeValue(input)}`;
    default:
      return issue.message;
  }
}

/**
 * For a union such as `blog: {…} | false`, the branch whose problems lie inside the value is
 * the one the author meant; its issues say more than "none of the shapes matched".
 */
function closestBranch(issue: z.core.$ZodIssueInvalidUnion): z.core.$ZodIssue[] | undefined {
  const inside = issue.errors.find((branch) => branch.length > 0 && branch.every((i) => i.path.length > 0));
  if (inside) return inside;
  // Else the only branch whose type matched (`"docs/x"` for `route | route[]`).
  const typed = issue.errors.filter((branch) => branch.length > 0 && branch.every((i) => i.code !== 'invalid_type'));
  return typed.length === 1 ? typed[0] : undefined;
}

/** One problem of a config: where (the key path, and the unknown key), and what, in words. */
export interface ConfigProblem {
  path: PropertyKey[];
  /** For an unknown key: its name (the path is the object holding it). */
  unknownKey?: string;
  text: string;
}

/** Every issue as a problem `key.path: what was expected, what was found`; unknown keys one each, with "did you mean". */
export function configProblems(issues: ReadonlyArray<z.core.$ZodIssue>, schema: z.ZodType, prefix: PropertyKey[] = []): ConfigProblem[] {
  return issues.flatMap((issue): ConfigProblem[] => {
    const path = [...prefix, ...issue.path];
    const branch = issue.code === 'invalid_union' ? closestBranch(issue) : undefined;
    if (branch) return configProblems(branch, schema, path);
    if (issue.code === 'unrecognized_keys') {
      const known = keysAt(schema, path);
      return issue.keys.map((key) => ({ path, unknownKey: key, text: `${formatKeyPath(path)}: unknown key "${key}"${didYouMean(key, known)}` }));
    }
    return [{ path, text: `${formatKeyPath(path)}: ${describeIssue(issue)}` }];
  });
}

interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The schemas `schema` can be at `path`, wrappers (optional, default, …) removed and unions spread. */
function schemasAt(schema: z.ZodType, path: PropertyKey[]): z.ZodType[] {
  let current = [schema];
  const open = (list: z.ZodType[]): z.ZodType[] =>
    list.flatMap((item) => {
      const def = defOf(item);
      if (def.innerType) return open([def.innerType]);
      if (def.type === 'union' && def.options) return open(def.options);
      return [item];
    });
  for (const key of path) {
    current = open(current).flatMap((item) => {
      const def = defOf(item);
      if (def.type === 'object' && def.shape && typeof key === 'string' && def.shape[key]) return [def.shape[key]!];
      if (def.type === 'array' && def.element && typeof key === 'number') return [def.element];
      return [];
    });
  }
  return open(current);
}

/** The keys an object may have at `path` of the schema. */
export function keysAt(schema: z.ZodType, path: PropertyKey[]): string[] {
  return [...new Set(schemasAt(schema, path).flatMap((item) => Object.keys(defOf(item).shape ?? {})))];
}
