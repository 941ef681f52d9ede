// How a failed command is shown: user errors as message + hint (exit 1), anything else as an
// internal error with its stack and cause chain (exit 2).
import type { Writable } from 'node:stream';
import { formatDiagnostic, UserError } from '../report/diagnostics.js';

/** Prints `error` to `stream` and returns the exit code. */
export function reportFailure(error: unknown, stream: Writable): number {
  if (error instanceof UserError) {
    for (const diagnostic of error.diagnostics) stream.write(`${formatDiagnostic(diagnostic)}\n`);
    stream.write(`\n✖ ${error.message}\n`);
    if (error.hint) stream.write(`  hint: ${error.hint}\n`);
    return 1;
  }
  stream.write('\n✖ Internal error: ssg failed unexpectedly. Please report this with the output below.\n');
  let current: unknown = error;
  let depth = 0;
  while (current !== undefined && depth < 5) {
    const prefix = depth === 0 ? '' : 'Caused by: ';
    stream.write(`${prefix}${current instanceof Error ? (current.stack ?? current.message) : String(current)}\n`);
    current = current instanceof Error ? current.cause : undefined;
    depth += 1;
  }
  return 2;
}
