// A YAML parse error as the build reports it: where, what (the `yaml` package's words, without
// the position it repeats), and for the mistakes people make most, what to change.
import type { YAMLError } from 'yaml';

/** What to change, by the `yaml` package's error code. */
const HINTS: Record<string, string> = {
  BLOCK_AS_IMPLICIT_KEY: 'A value holding ": " reads as a nested mapping: put the value in quotes (title: "API: the basics").',
  MULTILINE_IMPLICIT_KEY: 'A key and the start of its value go on one line, indented like the keys beside it: check this line and the one before.',
  TAB_AS_INDENT: 'YAML is indented with spaces, never tabs: replace the tabs at the start of the line.',
  BAD_INDENT: 'Indent the items of one mapping or list alike, and close a [list] or {mapping} written inline.',
  MISSING_CHAR: 'A quoted value lacks its closing quote, or an inline [list] or {mapping} its closing bracket.',
};

export interface YamlProblem {
  line?: number;
  column?: number;
  reason: string;
  /** What to change, for the commonest mistakes. */
  hint?: string;
}

export function yamlProblem(error: YAMLError): YamlProblem {
  const at = error.linePos?.[0];
  const hint = Object.hasOwn(HINTS, error.code) ? HINTS[error.code] : undefined;
  return {
    ...(at ? { line: at.line, column: at.col } : {}),
    reason: (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, ''),
    ...(hint ? { hint } : {}),
  };
}
