// Diagnostics are data: every stage reports problems as records, the build gathers them and
// prints them together. A `UserError` stops the build with a message and a hint (exit code 1).
import { narrowText } from '@ssg/theme/contract';

export type Severity = 'error' | 'warning';

/** Where in a source file something was found; line and column are 1-based. */
export interface SourcePosition {
  file: string;
  line?: number;
  column?: number;
}

export interface Diagnostic extends SourcePosition {
  severity: Severity;
  /** The rule or stage that produced it, e.g. `onBrokenLinks`, `front-matter`. */
  rule: string;
  message: string;
  hint?: string;
  /**
   * Counted findings (`<script> element: 2`), reported once per rule and file: the sink adds up
   * the tallies of diagnostics alike and words the message as `label: 2 <script> elements, …`.
   */
  tally?: { label: string; counts: Record<string, number> };
}

/** `label: 2 × <script> element, 1 × onclick attribute`: a tally in words. */
export function tallyMessage({ label, counts }: NonNullable<Diagnostic['tally']>): string {
  return `${label}: ${Object.entries(counts).map(([what, count]) => `${count} × ${what}`).join(', ')}`;
}

/** A mistake in the user's input: printed without a stack trace, exit code 1. */
export class UserError extends Error {
  override name = 'UserError';
  readonly hint: string | undefined;
  readonly diagnostics: Diagnostic[];

  constructor(message: string, options: { hint?: string; cause?: unknown; diagnostics?: Diagnostic[] } = {}) {
    super(message, { cause: options.cause });
    this.hint = options.hint;
    this.diagnostics = options.diagnostics ?? [];
  }
}

/** Problems as indented lines, the first `max` of them and how many more there are. */
export function listProblems(problems: string[], max = 10): string {
  const shown = problems.slice(0, max).map((problem) => `  ${problem}`);
  if (problems.length > max) shown.push(`  … and ${problems.length - max} more`);
  return shown.join('\n');
}

/** Orders positions by file, then line, then column (an unknown line or column first). */
export function comparePositions(a: SourcePosition, b: SourcePosition): number {
  return (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

const CONTROLS = /[\u0000-\u001f\u007f]/g;

/** `name` on one line: its control characters written as escapes (`\n`). */
export function shownName(name: string): string {
  return name.replace(CONTROLS, (char) => (char === '\u007f' ? '\\u007f' : JSON.stringify(char).slice(1, -1)));
}

/** `file:line:col` for a position, leaving out what is unknown (a file name on one line). */
export function formatPosition(position: SourcePosition): string {
  let out = shownName(position.file);
  if (position.line !== undefined) out += `:${position.line}`;
  if (position.line !== undefined && position.column !== undefined) out += `:${position.column}`;
  return out;
}

/** One diagnostic as printed: `file:line:col  message`, then an indented hint line. */
export function formatDiagnostic(diagnostic: Diagnostic): string {
  const head = `${formatPosition(diagnostic)}  ${diagnostic.message}`;
  return diagnostic.hint ? `${head}\n  hint: ${diagnostic.hint}` : head;
}

/** Whether two diagnostics at one place report the same finding. */
const sameFinding = (a: Diagnostic, b: Diagnostic): boolean => a.severity === b.severity && a.rule === b.rule && a.message === b.message && a.hint === b.hint;

/** Collects diagnostics across a build. Owned by the caller and passed to each stage. */
export class DiagnosticSink {
  readonly items: Diagnostic[] = [];
  /**
   * What was reported already, by place: the same finding at the same place (a shared API
   * schema's link, on every page that shows it) is reported once. Keyed by the place alone, not by
   * the whole finding as text: a page of a hundred thousand broken links kept 40 MB of such keys.
   */
  readonly #seen = new Map<string, Diagnostic[]>();
  /** The tally reported first for each label, rule and file, which later ones of theirs are added to. */
  readonly #tallies = new Map<string, Diagnostic>();

  add(diagnostic: Diagnostic): void {
    const { tally } = diagnostic;
    if (tally) {
      const tallyKey = JSON.stringify([tally.label, diagnostic.rule, diagnostic.file]);
      const same = this.#tallies.get(tallyKey);
      if (same?.tally) {
        for (const [what, count] of Object.entries(tally.counts)) same.tally.counts[what] = (same.tally.counts[what] ?? 0) + count;
        same.message = tallyMessage(same.tally);
        return;
      }
      const first = { ...diagnostic, tally: { label: tally.label, counts: { ...tally.counts } }, message: tallyMessage(tally) };
      this.#tallies.set(tallyKey, first);
      this.items.push(first);
      return;
    }
    const place = JSON.stringify([diagnostic.file, diagnostic.line, diagnostic.column]);
    const there = this.#seen.get(place);
    if (there?.some((other) => sameFinding(other, diagnostic))) return;
    if (there) there.push(diagnostic);
    else this.#seen.set(place, [diagnostic]);
    // Kept to the end of the build: held flat and narrow, not as the chain of pieces a template
    // makes (a page of 132,000 broken anchors: 34 MB of pieces).
    diagnostic.message = narrowText(diagnostic.message);
    if (diagnostic.hint !== undefined) diagnostic.hint = narrowText(diagnostic.hint);
    this.items.push(diagnostic);
  }

  get errors(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'error');
  }

  get warnings(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'warning');
  }
}
