// The contract of the remote stage: what the config declares, what the build gets back.

/** A remote file declared in the site config. */
export interface RemoteSource {
  /** Letters, digits, `-` and `_`; names the cache file, the lock entry and the default snapshot. */
  id: string;
  url: string;
  kind: 'doc' | 'openapi' | 'code';
  /** For docs: the virtual path inside the docs folder, e.g. `examples/static.md` → `/docs/examples/static`. */
  docPath?: string;
  sidebarLabel?: string;
  /** Markdown of the note shown above a remote doc. */
  note?: string;
  /** Where relative links of a remote doc point, e.g. `https://github.com/o/r/tree/main`. */
  linkBase?: string;
  /** Path relative to the site root; default `remote/<id>.md` (doc), `remote/openapi.json` (openapi), `remote/<id>` (code). */
  snapshot?: string;
}

/** Timeouts in milliseconds. */
export interface RemoteTimeouts {
  /** TCP/TLS connection established (DNS included). */
  connect: number;
  /** Response status and headers received once connected. */
  headers: number;
  /** The whole body received once the headers are in. */
  body: number;
}

/** How the remote stage fetches; paths are relative to the site root unless absolute. */
export interface RemoteOptions {
  /** URL prefix: `https://HOST/PATH` is fetched from `<mirror>/HOST/PATH`. `SSG_REMOTE_MIRROR` wins. */
  mirror?: string;
  cacheDir: string;
  lockFile: string;
  /** Never touch the network: use the cache, else the snapshot. */
  offline: boolean;
  /** Sources fetched at the same time (default 4). */
  concurrency?: number;
  timeouts?: Partial<RemoteTimeouts>;
  /** Largest accepted body in bytes (default 5 MiB). */
  maxBytes?: number;
  /** Retries after the first attempt on network errors, 5xx and 429 (default 3). */
  retries?: number;
  /** First backoff delay in ms, doubled per retry, with jitter (default 200). */
  backoffMs?: number;
  /** Largest backoff delay in ms (default 2000). */
  maxBackoffMs?: number;
  /** Largest wait honoured from a `Retry-After` header, in ms (default 10000). */
  maxRetryAfterMs?: number;
  /** Redirects followed before giving up (default 5). */
  maxRedirects?: number;
}

/** The environment variables the remote stage reads; the caller passes them in. */
export interface RemoteEnv {
  SSG_REMOTE_MIRROR?: string | undefined;
}

/** Where a source's text came from. */
export type RemoteOrigin = 'network' | 'not-modified' | 'cache' | 'snapshot';

export interface FetchedSource {
  id: string;
  url: string;
  text: string;
  origin: RemoteOrigin;
  /** Always `remote`: render with sanitising and link rewriting, never as trusted content. */
  trust: 'remote';
}

/** One entry of `remote.lock.json`. */
export interface LockEntry {
  url: string;
  /** Hex SHA-256 of the cached bytes. */
  sha256: string;
  size: number;
  etag?: string;
  lastModified?: string;
  /** ISO date of the fetch that produced these bytes. */
  fetchedAt: string;
}

export interface LockFile {
  version: 1;
  sources: Record<string, LockEntry>;
}

/** What the Markdown stage's code-reference hook receives. */
export type CodeReferenceResult = { code: string } | { error: string };

export type FetchCodeReference = (url: string) => Promise<CodeReferenceResult>;
