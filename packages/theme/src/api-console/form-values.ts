// The reader's text in the console's fields turned into the typed values the request serialises
// (lists comma-separated or JSON, objects as JSON), or a message in plain words saying what is
// wrong with it.
import type { ApiRequestParameter, ApiValueType } from '../contract/index.js';

export type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

function scalarOf(text: string, type: ApiValueType | undefined, what: string): Parsed {
  if (type === 'integer' || type === 'number') {
    const number = Number(text);
    if (text.trim() === '' || !Number.isFinite(number)) return { ok: false, message: `${what} must be a number, not "${text}".` };
    if (type === 'integer' && !Number.isInteger(number)) return { ok: false, message: `${what} must be a whole number, not ${text}.` };
    return { ok: true, value: number };
  }
  if (type === 'boolean') {
    if (text !== 'true' && text !== 'false') return { ok: false, message: `${what} must be true or false.` };
    return { ok: true, value: text === 'true' };
  }
  return { ok: true, value: text };
}

/** The JSON in `text`, or where and why it is not JSON. */
export function parseJson(text: string, what: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(reason);
    let where = '';
    if (position) {
      const before = text.slice(0, Number(position[1]));
      const line = before.split('\n').length;
      where = ` at line ${line}, column ${before.length - before.lastIndexOf('\n')}`;
    }
    return { ok: false, message: `${what} is not valid JSON${where}: ${reason.replace(/\s*\(line \d+ column \d+\)$/, '')}. Fix it, or clear it.` };
  }
}

/** The typed value of a parameter's input text; `undefined` (left out) when empty. */
export function parseParameter(parameter: ApiRequestParameter, text: string): Parsed {
  const what = `The ${parameter.in} parameter ${parameter.name}`;
  if (text === '') return parameter.required ? { ok: false, message: `${what} is required: fill it in.` } : { ok: true, value: undefined };
  if (parameter.mediaType !== undefined || parameter.type === 'object') return parseJson(text, what);
  if (parameter.type === 'array') {
    if (text.trimStart().startsWith('[')) return parseJson(text, what);
    const items = text.split(',').map((item) => item.trim()).filter((item) => item !== '');
    const values: unknown[] = [];
    for (const item of items) {
      const parsed = scalarOf(item, parameter.items?.type, `Each item of ${what.charAt(0).toLowerCase()}${what.slice(1)}`);
      if (!parsed.ok) return parsed;
      values.push(parsed.value);
    }
    return { ok: true, value: values };
  }
  return scalarOf(text, parameter.type, what);
}
