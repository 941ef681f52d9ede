// Maps a line of `JSON.stringify(value, null, 2)` back to the JSON pointer of the value that
// starts on it. The validator reports problems as code frames over that printout, not as paths.
import { childPointer, isObject } from './json-pointer.js';

/** The pointer of the value starting on 1-based `line` (or closing there), if any. */
export function pointerAtPrintedLine(value: unknown, line: number): string | undefined {
  let current = 1;
  let found: string | undefined;
  const walk = (node: unknown, pointer: string): void => {
    if (found !== undefined || current > line) return;
    if (current === line) {
      found = pointer;
      return;
    }
    const entries = printedEntries(node);
    current += 1;
    if (entries.length === 0) return;
    for (const [key, child] of entries) {
      walk(child, childPointer(pointer, key));
      if (found !== undefined) return;
    }
    if (current === line) found = pointer;
    current += 1;
  };
  walk(value, '');
  return found;
}

/** The members JSON.stringify prints for a value: object entries minus undefined/functions. */
function printedEntries(node: unknown): Array<[string | number, unknown]> {
  if (Array.isArray(node)) return node.map((item, index) => [index, item]);
  if (!isObject(node)) return [];
  return Object.entries(node).filter(([, child]) => child !== undefined && typeof child !== 'function' && typeof child !== 'symbol');
}

/** The printout line a code frame marks with `>`, e.g. `> 11 |   "200": {` → 11. */
export function markedLine(codeFrame: string): number | undefined {
  const match = /^>\s*(\d+)\s*\|/m.exec(codeFrame);
  return match ? Number(match[1]) : undefined;
}
