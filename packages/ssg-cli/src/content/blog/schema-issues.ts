// Turns schema validation issues into diagnostics that name the key path and its line.
import type { z } from 'zod';
import type { Diagnostic } from '../../report/diagnostics.js';
import type { YamlPath } from './yaml-source.js';

export interface IssueContext {
  file: string;
  rule: string;
  /** Path of the validated value inside the YAML document (e.g. `['authors']`). */
  basePath?: YamlPath;
  lineOf(path: YamlPath): number | undefined;
  hint?: string;
}

/** One error diagnostic per issue, in file order: "`socials.x`: expected string, received number". */
export function issuesToDiagnostics(issues: readonly z.core.$ZodIssue[], context: IssueContext): Diagnostic[] {
  const diagnostics = issues.map((issue) => {
    const path = [...(context.basePath ?? []), ...issue.path.filter((p): p is string | number => typeof p !== 'symbol')];
    const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
    const line = lineOfNearest(unknownKey === undefined ? path : [...path, unknownKey], context.lineOf);
    const key = path.length > 0 ? `\`${path.join('.')}\`: ` : '';
    const diagnostic: Diagnostic = {
      severity: 'error',
      rule: context.rule,
      file: context.file,
      message: `${key}${issue.message.replace(/^Invalid input: /, '')}`,
    };
    if (line !== undefined) diagnostic.line = line;
    if (context.hint) diagnostic.hint = context.hint;
    return diagnostic;
  });
  // In file order, whatever order the schema checked the keys in.
  return diagnostics.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
}

/** Line of the value at `path`, or of its closest parent that exists (a missing key). */
function lineOfNearest(path: YamlPath, lineOf: IssueContext['lineOf']): number | undefined {
  for (let end = path.length; end >= 0; end--) {
    const line = lineOf(path.slice(0, end));
    if (line !== undefined) return line;
  }
  return undefined;
}
