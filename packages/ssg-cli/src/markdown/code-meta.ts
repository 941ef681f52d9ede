// Parses the meta string of a fenced code block: ```python title="agent.py" {4-5} reference
// gives { title: 'agent.py', highlightLines: {4, 5}, flags: {'reference'} }; `showLineNumbers`
// (or `showLineNumbers=10`, numbering from 10) gives `lineNumbersFrom`. Other tools' ways are read
// too: VitePress's title in brackets (`[server.js]`), MkDocs' `hl_lines="2 4-5"` and `linenums="10"`.

export interface CodeMeta {
  title: string | undefined;
  /** 1-based line numbers from `{4-5}` / `{1,3-4}`. */
  highlightLines: Set<number>;
  /** Bare words such as `reference`. */
  flags: Set<string>;
  /** With `showLineNumbers`: the number of the first line. */
  lineNumbersFrom: number | undefined;
}

const TOKEN = /(\w[\w-]*)=(?:"([^"]*)"|'([^']*)'|(\S+))|\{([\d\s,-]*)\}|\[([^\]]*)\]|(\S+)/g;

/** Reads title, highlighted lines and flags from a code fence's meta string. */
export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const result: CodeMeta = { title: undefined, highlightLines: new Set(), flags: new Set(), lineNumbersFrom: undefined };
  if (!meta) return result;
  for (const match of meta.matchAll(TOKEN)) {
    const [, key, doubleQuoted, singleQuoted, bare, ranges, bracketed, word] = match;
    const value = doubleQuoted ?? singleQuoted ?? bare;
    if (key === 'title') result.title = value;
    else if (key === 'showLineNumbers' || key === 'linenums') result.lineNumbersFrom = lineNumber(value);
    else if (key === 'hl_lines') addRanges(result.highlightLines, (value ?? '').trim().replace(/\s+/g, ','));
    else if (ranges !== undefined) addRanges(result.highlightLines, ranges);
    else if (bracketed !== undefined) result.title ??= bracketed;
    else if (word === 'showLineNumbers') result.lineNumbersFrom = 1;
    else if (word !== undefined) result.flags.add(word);
  }
  return result;
}

function addRanges(lines: Set<number>, ranges: string): void {
  for (const part of ranges.split(',')) {
    const [from, to] = part.trim().split('-').map((n) => Number.parseInt(n, 10));
    if (from === undefined || Number.isNaN(from)) continue;
    const last = to === undefined || Number.isNaN(to) ? from : to;
    // A typo such as {1-1000000} must not stall the build: no block is that long.
    for (let line = from; line <= Math.min(last, from + 10_000); line++) lines.add(line);
  }
}

/** `showLineNumbers=12` → 12; anything else numbers from 1. */
function lineNumber(value: string | undefined): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : 1;
}
