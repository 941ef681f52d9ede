// The remote stage's public surface: fetch declared sources, fetch code references, shape READMEs.
export { fetchSources, snapshotPathOf } from './fetch-sources.js';
export { codeSnapshotPath, createCodeReferenceFetcher, githubRawFile } from './code-reference.js';
export { createCacheUpdates, type CacheUpdates } from './cache.js';
export { lockDrift, writeLock } from './lock-sync.js';
export { remoteDocSource } from './remote-doc-source.js';
export { mirrorUrl, resolveRemoteOptions } from './resolve-options.js';
export { readLockFile } from './lock-file.js';
export type {
  CodeReferenceResult,
  FetchCodeReference,
  FetchedSource,
  LockEntry,
  LockFile,
  RemoteEnv,
  RemoteOptions,
  RemoteOrigin,
  RemoteSource,
  RemoteTimeouts,
} from './types.js';
