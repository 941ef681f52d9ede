// Build failures as the dev server shows them, in the terminal and in the browser overlay: each
// error with its file, line and column, message, hint and a code frame of the offending lines.
// Diagnostics carry their position; a user error carries it in its message (`file:line:col  …`,
// `… in file:line: …`); an internal error (a theme or page component that throws) has it in its
// stack, at the first frame outside the dependencies and ssg itself.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPosition, UserError, type Diagnostic } from '../report/diagnostics.js';
import type { LiveDiagnostic } from './live-protocol.js';

/** Lines shown above and below the offending one. */
const CONTEXT_LINES = 2;
/** Longer lines are cut in the frame. */
const MAX_LINE = 160;
/** Larger files get no frame (a generated file, a binary). */
const MAX_FRAME_FILE_BYTES = 2 * 1024 * 1024;

/** The lines around `line` (1-based) with numbers, `>` on that line and a caret under `column`. */
export function codeFrame(text: string, line: number, column?: number): string {
  const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
  if (line < 1 || line > lines.length) return '';
  const first = Math.max(1, line - CONTEXT_LINES);
  const last = Math.min(lines.length, line + CONTEXT_LINES);
  const width = String(last).length;
  const out: string[] = [];
  for (let number = first; number <= last; number++) {
    const source = (lines[number - 1] ?? '').replace(/\t/g, '  ');
    const shown = source.length > MAX_LINE ? `${source.slice(0, MAX_LINE)}…` : source;
    out.push(`${number === line ? '>' : ' '} ${String(number).padStart(width)} | ${shown}`.trimEnd());
    if (number === line && column !== undefined && column >= 1 && column <= MAX_LINE + 1) {
      const before = (lines[number - 1] ?? '').slice(0, column - 1).replace(/\t/g, '  ');
      out.push(`  ${' '.repeat(width)} | ${' '.repeat(before.length)}^`);
    }
  }
  return out.join('\n');
}

/** The file's code frame, or undefined when it cannot be read or the line is unknown. */
function frameOf(root: string, file: string | undefined, line: number | undefined, column: number | undefined): string | undefined {
  if (file === undefined || line === undefined) return undefined;
  const absolute = path.resolve(root, file);
  try {
    if (statSync(absolute).size > MAX_FRAME_FILE_BYTES) return undefined;
    return codeFrame(readFileSync(absolute, 'utf8'), line, column) || undefined;
  } catch {
    return undefined;
  }
}

/** `file` as shown: relative to the site folder, with `/`. */
function shown(root: string, file: string): string {
  return path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
}

function fromDiagnostic(root: string, diagnostic: Diagnostic): LiveDiagnostic {
  const { severity, file, line, column, message, hint } = diagnostic;
  const frame = frameOf(root, file, line, column);
  return {
    severity,
    ...(file ? { file: shown(root, file) } : {}),
    ...(line !== undefined ? { line } : {}),
    ...(column !== undefined ? { column } : {}),
    message,
    ...(hint ? { hint } : {}),
    ...(frame ? { frame } : {}),
  };
}

/** A `path:line:col` mention of an existing file in a message, the message without a leading one. */
function positionInMessage(root: string, message: string): { file?: string; line?: number; column?: number; message: string } {
  const firstLine = message.split('\n')[0] ?? '';
  const mention = /((?:\/|\.{1,2}\/)?(?:[\w.@~+-]+\/)*[\w.@~+-]+\.[A-Za-z0-9]+)(?::(\d+)(?::(\d+))?)?/g;
  for (const match of firstLine.matchAll(mention)) {
    // Messages name files relative to the site folder, or to the working folder (the config).
    const file = [path.resolve(root, match[1] ?? ''), path.resolve(match[1] ?? '')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (file === undefined) continue;
    const line = match[2] === undefined ? undefined : Number(match[2]);
    const column = match[3] === undefined ? undefined : Number(match[3]);
    // `file:line:col  message` (the diagnostic format): the position is shown on its own.
    const rest = match.index === 0 && /^\s{2}/.test(firstLine.slice(match[0].length)) ? message.slice(match[0].length).trimStart() : message;
    return { file, ...(line !== undefined ? { line } : {}), ...(column !== undefined ? { column } : {}), message: rest };
  }
  return { message };
}

/** The first stack frame in the site's or a theme's code (not in dependencies, Node or ssg). */
function stackPosition(stack: string, ownDir: string): { file: string; line: number; column: number } | undefined {
  for (const match of stack.matchAll(/^\s+at (?:.*? \()?((?:file:\/\/)?\/[^():]+):(\d+):(\d+)\)?$/gm)) {
    // Without a query (`theme.mjs?v=…`, a module imported again after an edit).
    const location = (match[1] ?? '').replace(/\?.*$/, '');
    const file = location.startsWith('file://') ? fileURLToPath(location) : location;
    // React pages are compiled into node_modules/.cache/ssg/: theirs are the user's frames.
    const dependency = file.includes(`${path.sep}node_modules${path.sep}`) && !file.includes(`${path.sep}node_modules${path.sep}.cache${path.sep}ssg${path.sep}`);
    if (dependency || file.startsWith(ownDir)) continue;
    return { file, line: Number(match[2]), column: Number(match[3]) };
  }
  return undefined;
}

/** The folder of this package (`packages/ssg-cli`), whose frames are ssg's, not the user's. */
const OWN_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What the overlay and terminal show for a failed build: its error diagnostics, or the error thrown. */
export function describeFailure({ root, error, diagnostics = [] }: { root: string; error?: unknown; diagnostics?: Diagnostic[] }): LiveDiagnostic[] {
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  if (errors.length > 0) return errors.map((diagnostic) => fromDiagnostic(root, diagnostic));
  if (error instanceof UserError) {
    if (error.diagnostics.length > 0) return error.diagnostics.map((diagnostic) => fromDiagnostic(root, { ...diagnostic, severity: 'error', ...(diagnostic.hint || !error.hint ? {} : { hint: error.hint }) }));
    const found = positionInMessage(root, error.message);
    const frame = frameOf(root, found.file, found.line, found.column);
    return [
      {
        severity: 'error',
        ...(found.file ? { file: shown(root, found.file) } : {}),
        ...(found.line !== undefined ? { line: found.line } : {}),
        ...(found.column !== undefined ? { column: found.column } : {}),
        message: found.message,
        ...(error.hint ? { hint: error.hint } : {}),
        ...(frame ? { frame } : {}),
      },
    ];
  }
  const failure = error instanceof Error ? error : new Error(String(error));
  const stack = failure.stack ?? failure.message;
  const at = stackPosition(stack, OWN_DIR);
  const frame = at ? frameOf(root, at.file, at.line, at.column) : undefined;
  return [
    {
      severity: 'error',
      ...(at ? { file: shown(root, at.file), line: at.line, column: at.column } : {}),
      message: `${failure.name === 'Error' ? '' : `${failure.name}: `}${failure.message}`,
      hint: at ? 'The error was thrown by this code while the site was built.' : 'This looks like a bug in ssg: please report it with the stack below.',
      ...(frame ? { frame } : {}),
      stack,
    },
  ];
}

/** A diagnostic as the terminal shows it: `file:line:col  message`, the hint, the code frame. */
export function formatLiveDiagnostic(diagnostic: LiveDiagnostic): string {
  const where = diagnostic.file ? `${formatPosition({ file: diagnostic.file, ...(diagnostic.line !== undefined ? { line: diagnostic.line } : {}), ...(diagnostic.column !== undefined ? { column: diagnostic.column } : {}) })}  ` : '';
  const lines = [`${diagnostic.severity === 'error' ? '✖' : '⚠'} ${where}${diagnostic.message}`];
  if (diagnostic.hint) lines.push(`  hint: ${diagnostic.hint}`);
  if (diagnostic.frame) lines.push('', ...diagnostic.frame.split('\n').map((line) => `  ${line}`), '');
  if (diagnostic.stack && !diagnostic.frame) lines.push(diagnostic.stack);
  return lines.join('\n');
}
