// A long page's run that is one long fenced code block (the splitter gives such a block a run of
// its own, segments.ts) is parsed without the block's lines, which are its code as written: the
// parser would make a few tokens of every line and hold them all until the tree is made (a block
// of 5 MB took 300 MB to parse). The block is parsed empty, and its code put back into the tree
// right after (`remarkHeldCode`, the first transform), with the block's real end.
import type { Code, Root } from 'mdast';
import { pageState } from './page-state.js';
import { closingFenceIn, openingFence } from './source-lines.js';

/** Code of a block at least this long is held (in runs of pages long enough to be cut, segments.ts). */
export const HELD_CODE_MIN = 64 * 1024;

/** The code of a block held out of a run's text. */
export interface HeldCode {
  /** The 0-based line of the block's opening fence in the run's text. */
  line: number;
  /** The code: the lines between the fences, as written. */
  code: string;
}

/** Characters the parser reads otherwise than as written, or lines otherwise than `\n` does: a block with any is not held. */
const NOT_AS_WRITTEN = /[\0\r\u2028\u2029]/;

/**
 * The run's text with its code block's lines taken out, when the text after its first
 * `prefixLines` lines (definitions put in front) is one fenced block opened at the line's start,
 * closed, followed by blank lines only, and holding at least `min` characters of code.
 */
export function holdCode(text: string, prefixLines: number, min = HELD_CODE_MIN): { text: string; held: HeldCode } | undefined {
  if (text.length < min) return undefined;
  let start = 0;
  for (let line = 0; line < prefixLines; line++) start = text.indexOf('\n', start) + 1;
  const opened = text.indexOf('\n', start);
  const fence = opened === -1 || text[start] === ' ' ? undefined : openingFence(text.slice(start, opened));
  if (fence === undefined) return undefined;
  const rest = text.slice(opened + 1);
  const close = closingFenceIn(rest, fence);
  if (!close || close.index === 0) return undefined;
  const code = rest.slice(0, close.index - 1);
  const after = rest.slice(close.index + close[0].length);
  if (code.length < min || NOT_AS_WRITTEN.test(code) || !/^[ \t\n]*$/.test(after)) return undefined;
  return { text: `${text.slice(0, opened + 1)}${close[0]}${after}`, held: { line: prefixLines, code } };
}

/** Puts the held code back into its block (see `holdCode`), and the block's end where it really is. */
export default function remarkHeldCode() {
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const held = pageState(file).heldCode;
    if (!held) return;
    const block = tree.children.find((node): node is Code => node.type === 'code' && node.position?.start.line === held.line + 1);
    if (!block?.position) throw new Error('The held code block is not in the parsed run');
    block.value = held.code;
    const { end } = block.position;
    block.position.end = { line: end.line + lineCount(held.code), column: end.column, offset: end.offset === undefined ? undefined : end.offset + held.code.length + 1 };
  };
}

function lineCount(text: string): number {
  let count = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  return count;
}
