// The results of whole steps of a build (loading the config, reading a kind of source, loading the
// API reference, the pages, the blog), kept for the next build of the same site in one process and
// reused while the step's inputs are the very same values: the earlier steps' results (reused
// themselves, so identical) and the version of each kind of source, which a reported change of that
// kind bumps. A reused step's diagnostics are reported again.
import { DiagnosticSink, type Diagnostic } from '../report/diagnostics.js';

interface Entry {
  inputs: readonly unknown[];
  value: unknown;
  diagnostics: Diagnostic[];
}

export interface StageMemo {
  /** The last result of each step, by name. */
  readonly entries: Map<string, Entry>;
  /** Versions of the kinds of sources; see `bump`. */
  readonly versions: Map<string, number>;
}

export function createStageMemo(): StageMemo {
  return { entries: new Map(), versions: new Map() };
}

/** The current version of a kind of source (`docs-listing`, `styles`, …), an input of the steps that read it. */
export function sourceVersion(memo: StageMemo | undefined, kind: string): number {
  return memo?.versions.get(kind) ?? 0;
}

/** Marks a kind of source as changed: steps reading it run again. */
export function bump(memo: StageMemo, kind: string): void {
  memo.versions.set(kind, sourceVersion(memo, kind) + 1);
}

const same = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Runs `work` (which reports into the sink it is given), or returns its last result when `inputs`
 * are identical to that run's; either way its diagnostics go to `diagnostics`. Without a memo the
 * step simply runs. A step that fails is forgotten.
 */
export async function reuseStep<T>(
  memo: StageMemo | undefined,
  name: string,
  inputs: readonly unknown[],
  diagnostics: DiagnosticSink,
  work: (sink: DiagnosticSink) => Promise<T> | T,
): Promise<T> {
  const known = memo?.entries.get(name);
  if (known && same(known.inputs, inputs)) {
    for (const diagnostic of known.diagnostics) diagnostics.add(diagnostic);
    return known.value as T;
  }
  memo?.entries.delete(name);
  const sink = memo ? new DiagnosticSink() : diagnostics;
  const value = await work(sink);
  if (memo) {
    memo.entries.set(name, { inputs, value, diagnostics: sink.items });
    for (const diagnostic of sink.items) diagnostics.add(diagnostic);
  }
  return value;
}

/** `compute()`, or its last result while `inputs` are identical (a step without diagnostics). */
export function reuseValue<T>(memo: StageMemo | undefined, name: string, inputs: readonly unknown[], compute: () => T): T {
  const known = memo?.entries.get(name);
  if (known && same(known.inputs, inputs)) return known.value as T;
  const value = compute();
  memo?.entries.set(name, { inputs, value, diagnostics: [] });
  return value;
}

/** `value`, or the value kept last time while it is `equal` to it: the steps that take it see the very same object. */
export function keepEqual<T>(memo: StageMemo | undefined, name: string, value: T, equal: (kept: T, value: T) => boolean): T {
  const known = memo?.entries.get(name);
  if (known && equal(known.value as T, value)) return known.value as T;
  memo?.entries.set(name, { inputs: [], value, diagnostics: [] });
  return value;
}
