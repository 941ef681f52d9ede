// The remote stage: fetch every declared source (a few at a time), else fall back to the cached
// copy, else to the snapshot committed in the site, with one warning per source that could not
// be fetched (none offline: the copies are then exactly what was asked for). A source with
// nothing to fall back on fails the build, naming it and saying why. Diagnostics follow the order
// of the sources, whatever order the fetches finish in.
import fs from 'node:fs';
import path from 'node:path';
import type { DiagnosticSink } from '../report/diagnostics.js';
import { UserError } from '../report/diagnostics.js';
import type { Diagnostic } from '../report/diagnostics.js';
import { cacheFilePath, createCacheUpdates, readValidCache, type CacheUpdates } from './cache.js';
import { FetchFailure } from './fetch-failure.js';
import { createLimiter } from '../pipeline/concurrency.js';
import { createDispatcher } from './get-with-retry.js';
import type { FetchContext } from './get-with-retry.js';
import { readLockFile } from './lock-file.js';
import { decodeText, describeRemote, displayPath, refreshResource } from './refresh-resource.js';
import { resolveRemoteOptions } from './resolve-options.js';
import type { FetchedSource, RemoteEnv, RemoteOptions, RemoteSource } from './types.js';

/** Fetches (or falls back for) every source; the map keeps the order of `sources`. */
export async function fetchSources({
  root,
  sources,
  options,
  diagnostics,
  env = {},
  updates = createCacheUpdates({ deferred: false }),
}: {
  root: string;
  sources: RemoteSource[];
  options: RemoteOptions;
  diagnostics: DiagnosticSink;
  env?: RemoteEnv;
  /** Where fetched files go; by default into the cache at once. */
  updates?: CacheUpdates;
}): Promise<Map<string, FetchedSource>> {
  const resolved = resolveRemoteOptions({ root, options, env });
  checkIds(sources);
  readLockFile(resolved.lockFile);
  const dispatcher = createDispatcher(resolved);
  const context: FetchContext = { options: resolved, dispatcher, unreachable: new Map(), updates };
  const outcomes = new Map<string, Outcome>();
  try {
    const run = createLimiter(resolved.concurrency);
    await Promise.all(sources.map((source) => run(async () => outcomes.set(source.id, await fetchOne({ root, source, context })))));
  } finally {
    await dispatcher.close();
  }
  const fetched = new Map<string, FetchedSource>();
  const missing: Diagnostic[] = [];
  for (const source of sources) {
    const { fetched: result, diagnostic } = outcomes.get(source.id)!;
    if (result) fetched.set(source.id, result);
    if (diagnostic?.severity === 'error') missing.push(diagnostic);
    else if (diagnostic) diagnostics.add(diagnostic);
  }
  if (missing.length > 0) {
    throw new UserError(missing.map((d) => d.message).join('\n'), {
      hint: missing.map((d) => d.hint).join('; '),
      diagnostics: missing,
    });
  }
  return fetched;
}

/** Default snapshot path of a source, relative to the site root. */
export function snapshotPathOf(source: RemoteSource): string {
  if (source.snapshot) return source.snapshot;
  if (source.kind === 'openapi') return 'remote/openapi.json';
  return source.kind === 'doc' ? `remote/${source.id}.md` : `remote/${source.id}`;
}

/** A source's text with at most one warning, or the error saying why there is none. */
type Outcome = { fetched: FetchedSource; diagnostic?: Diagnostic } | { fetched?: undefined; diagnostic: Diagnostic };

async function fetchOne({ root, source, context }: { root: string; source: RemoteSource; context: FetchContext }): Promise<Outcome> {
  const { id, url } = source;
  const { options } = context;
  let reason = 'offline build (--offline)';
  if (!options.offline) {
    try {
      const { bytes, origin } = await refreshResource({ id, url, kind: source.kind, context });
      return { fetched: { id, url, text: decodeText(bytes), origin, trust: 'remote' } };
    } catch (error) {
      if (!(error instanceof FetchFailure)) throw error;
      reason = error.message;
    }
  }
  const label = `Remote source ${describeRemote({ id, url, options })}`;
  const cached = readValidCache({ cacheDir: options.cacheDir, id, url });
  if (cached) {
    const file = displayPath(root, cacheFilePath(options.cacheDir, id));
    return {
      fetched: { id, url, text: decodeText(cached.bytes), origin: 'cache', trust: 'remote' },
      ...fallbackWarning(file, `${label}: ${reason}; using the cached copy fetched at ${cached.entry.fetchedAt}`, options.offline),
    };
  }
  const snapshot = snapshotPathOf(source);
  const snapshotText = readIfExists(path.resolve(root, snapshot));
  if (snapshotText !== undefined) {
    return {
      fetched: { id, url, text: snapshotText, origin: 'snapshot', trust: 'remote' },
      ...fallbackWarning(snapshot, `${label}: ${reason}; using the committed snapshot ${snapshot}`, options.offline),
    };
  }
  const diagnostic: Diagnostic = {
    severity: 'error',
    rule: 'remote',
    file: snapshot,
    message: `${label} could not be fetched: ${reason}; there is no cached copy and no snapshot`,
    hint: `run ssg fetch with network, or add a snapshot at ${path.posix.join(path.basename(root), snapshot)}`,
  };
  return { diagnostic };
}

/** The warning for a fallback, when the fetch was attempted: offline, the fallback was the plan. */
function fallbackWarning(file: string, message: string, offline: boolean): { diagnostic?: Diagnostic } {
  if (offline) return {};
  return { diagnostic: { severity: 'warning', rule: 'remote', file, message, hint: 'check the URL and the network, then run ssg fetch' } };
}

function readIfExists(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function checkIds(sources: RemoteSource[]): void {
  const seen = new Set<string>();
  for (const { id } of sources) {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(id)) {
      throw new UserError(`Remote source id "${id}" is not valid`, { hint: 'use letters, digits, "-" and "_"' });
    }
    if (seen.has(id)) throw new UserError(`Two remote sources have the id "${id}"`, { hint: 'give each source its own id' });
    seen.add(id);
  }
}
