// JSON written by hand (an OpenAPI document, a sidebars.json): parsed, or a user error naming the
// line and column where the parser stopped.
import { UserError } from '../report/diagnostics.js';

/** 1-based line and column of a character offset. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

const statedOffset = (error: unknown): number | undefined => {
  const match = /position (\d+)/.exec((error as Error).message);
  return match ? Number(match[1]) : undefined;
};

/**
 * Where JSON.parse stopped. Node 20 does not say for an unexpected token (`Unexpected token ']', …`):
 * then the offending character ends the shortest prefix of the text that no longer reads as the
 * start of a JSON document (a prefix cut short only fails at its end), found by bisection.
 */
function errorOffset(text: string, error: unknown): number {
  const stated = statedOffset(error);
  if (stated !== undefined) return stated;
  const broken = (end: number): boolean => {
    try {
      JSON.parse(text.slice(0, end));
      return false;
    } catch (prefixError) {
      const at = statedOffset(prefixError);
      return !(prefixError as Error).message.includes('end of JSON input') && (at === undefined || at < end);
    }
  };
  let [low, high] = [1, text.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (broken(middle)) high = middle;
    else low = middle + 1;
  }
  return low - 1;
}

/** Parses `text`; a syntax error becomes `<file>:<line>:<column>  <what> is not valid JSON: …`. */
export function parseJson(text: string, file: string, what: string, hint: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const where = lineColumn(text, errorOffset(text, error));
    throw new UserError(`${file}:${where.line}:${where.column}  ${what} is not valid JSON: ${(error as Error).message}`, { hint, cause: error });
  }
}
