// Docusaurus's line-highlighting comments in code blocks: a comment line `highlight-next-line`
// marks the line after it, `highlight-start` … `highlight-end` the lines between; the comment
// lines themselves are removed. Any comment syntax a code block may use is accepted (`//`, `#`,
// `--`, `%`, `;`, `/* */`, `{/* */}`, `<!-- -->`), since the comment must stay valid code in its
// language for editors and formatters.

export interface MagicCommentResult {
  /** The code without the comment lines. */
  code: string;
  /** 1-based lines of the returned code to highlight. */
  lines: Set<number>;
}

/** Matched against a line without its trailing white space (a second `\s*` at the end made long runs of spaces quadratic). */
const DIRECTIVE = /^\s*(?:\/\/|#|--|%|;+|\/\*|\{\s*\/\*|<!--)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\s*\}?|-->)?$/;

/** Removes highlight comments and returns the lines they mark. */
export function takeMagicComments(code: string): MagicCommentResult {
  const lines = new Set<number>();
  if (!code.includes('highlight-')) return { code, lines };
  const kept: string[] = [];
  let nextLine = false;
  let open = 0;
  for (const line of code.split('\n')) {
    const directive = DIRECTIVE.exec(line.trimEnd())?.[1];
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') open += 1;
    else if (directive === 'highlight-end') open = Math.max(0, open - 1);
    else {
      kept.push(line);
      if (nextLine || open > 0) lines.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), lines };
}
