// YAML parsing that remembers where each value came from, so that a problem found later
// (a wrong type, an unknown key) can be reported at its line in the source file.
import { LineCounter, parseDocument, type YAMLError } from 'yaml';
import { UserError } from '../../report/diagnostics.js';

export type YamlPath = ReadonlyArray<string | number>;

export interface YamlSource {
  value: unknown;
  /** 1-based line (in the whole file) of the value at `path`, if it exists. */
  lineOf(path: YamlPath): number | undefined;
}

/**
 * Parses YAML text that starts at line `firstLine` of `file`. A syntax error becomes a
 * `UserError` naming `file:line` and the parser's reason.
 */
export function parseYamlSource(text: string, file: string, firstLine = 1): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const [error] = doc.errors;
  if (error) throw yamlError(error, file, firstLine);
  return {
    value: doc.toJS(),
    lineOf(path) {
      const node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
      const offset = node?.range?.[0];
      if (offset === undefined) return undefined;
      return lineCounter.linePos(offset).line + firstLine - 1;
    },
  };
}

function yamlError(error: YAMLError, file: string, firstLine: number): UserError {
  const line = (error.linePos?.[0]?.line ?? 1) + firstLine - 1;
  const reason = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? error.message;
  return new UserError(`Could not parse YAML in ${file}:${line}: ${reason}`, {
    hint: 'Check the indentation, the quotes and the brackets on that line.',
    cause: error,
    diagnostics: [{ severity: 'error', rule: 'yaml', file, line, message: reason }],
  });
}
