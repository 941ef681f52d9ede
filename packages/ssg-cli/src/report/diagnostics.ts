// Diagnostics are data: every stage reports problems as records, the build gathers them and
// prints them together. A `UserError` stops the build with a message and a hint (exit code 1).

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

/** `file:line:col` for a position, leaving out what is unknown. */
export function formatPosition(position: SourcePosition): string {
  let out = position.file;
  if (position.line !== undefined) out += `:${position.line}`;
  if (position.line !== undefined && position.column !== undefined) out += `:${position.column}`;
  return out;
}

/** One diagnostic as printed: `file:line:col  message`, then an indented hint line. */
export function formatDiagnostic(diagnostic: Diagnostic): string {
  const head = `${formatPosition(diagnostic)}  ${diagnostic.message}`;
  return diagnostic.hint ? `${head}\n  hint: ${diagnostic.hint}` : head;
}

/** Collects diagnostics across a build. Owned by the caller and passed to each stage. */
export class DiagnosticSink {
  readonly items: Diagnostic[] = [];

  add(diagnostic: Diagnostic): void {
    this.items.push(diagnostic);
  }

  get errors(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'error');
  }

  get warnings(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'warning');
  }
}
