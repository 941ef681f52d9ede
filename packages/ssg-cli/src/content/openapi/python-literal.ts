// JSON values written as Python literals (`True`, `False`, `None`, dicts and lists), indented
// with four spaces so they read naturally inside a `requests` call.
import { isObject } from './json-pointer.js';

const PAD = '    ';

/** `value` as Python source; `depth` is the indentation level of the line it starts on. */
export function toPythonLiteral(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  // JSON.stringify escapes (\n, \", \u0007, …) mean the same in a Python string literal.
  if (typeof value === 'string') return JSON.stringify(value);
  const inner = PAD.repeat(depth + 1);
  const outer = PAD.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${toPythonLiteral(item, depth + 1)},`).join('\n')}\n${outer}]`;
  }
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${toPythonLiteral(item, depth + 1)},`).join('\n')}\n${outer}}`;
  }
  return JSON.stringify(String(value));
}
