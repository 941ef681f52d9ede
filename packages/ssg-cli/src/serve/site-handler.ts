// The HTTP side shared by `ssg serve` and `ssg preview`: serves a site's output files (from memory
// or disk) under its base URL the way a good static host does. In order: only GET and HEAD (405);
// the `Host` check against DNS rebinding (403); the request target checked as written (400, see
// request-target.ts); the base URL (outside it: 404 with a hint); the plain-path rules of the
// output's `_redirects` (the site's redirects, applied before files as Cloudflare Pages does, so a
// redirect answers 301 rather than its fallback document); `.html` and `/index.html` paths
// redirected to the clean path (301); then the file, with its content type, an ETag and 304,
// brotli or gzip as negotiated, byte ranges and HEAD; anything else gets the site's not-found page
// with 404. Files are found by their path in the output's index, never by joining a request path
// onto a folder, so nothing outside the output can be named.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { keepQuery, parseRedirectsFile, REDIRECTS_FILE, type RedirectLine } from '../output/redirects-file.js';
import { readOutputText, type OutputFile } from '../output/types.js';
import { compress, MIN_COMPRESS_BYTES, negotiateEncoding, type Encoding } from './content-encoding.js';
import { isHostAllowed } from './host-check.js';
import { contentType, isCompressible } from './mime-types.js';
import { parseRequestTarget, pathOf } from './request-target.js';

/** One state of the site being served; the dev server swaps in a new one after each build. */
export interface SiteSnapshot {
  /** The output, by path relative to the output folder (`docs/a/index.html`). */
  files: ReadonlyMap<string, OutputFile>;
  /** The base URL (`/`, `/flux0/`). */
  baseUrl: string;
  /** What answers a path that names no file: default the site's `404.html` with status 404. */
  notFound?: { path: string; status: number };
  /** The dev server's build number, which its client compares. */
  buildId?: string;
}

export interface SiteHandlerOptions {
  mode: 'dev' | 'preview';
  /** The snapshot to answer from (it may still be building). */
  current(): SiteSnapshot | Promise<SiteSnapshot>;
  /** Host names answered besides IP addresses and localhost: the bound host, `--allowed-hosts`. */
  allowedHosts: readonly string[];
  /** Rewrites each HTML document before it is sent (the dev server adds its client script). */
  transformHtml?(html: string, served: { path: string; status: number; snapshot: SiteSnapshot }): string;
  /** Answers requests under `<base>__ssg/` (the dev server's client and event stream). */
  internal?(rest: string[], req: IncomingMessage, res: ServerResponse): void;
  /** Told of each HTML document a browser navigated to (its output path): a tab opened or reloaded, not a fetch. */
  onNavigation?(path: string): void;
}

/** A request handler for node:http. */
export type SiteHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Text files above this size are streamed from disk as they are, never held in memory or compressed. */
const STREAM_ABOVE_BYTES = 4 * 1024 * 1024;
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const RECHECK_FILE_MS = 1000;

/** A content-hashed asset (`assets/css/styles.80efbeef39.css`, an esbuild chunk `chunk-5XJ2KQWE.js`). */
export function isHashedAsset(file: string): boolean {
  return /^assets\//.test(file) && /[.-]([0-9a-f]{8,}|[0-9A-Z]{8})\.[A-Za-z0-9]+$/.test(file);
}

/** A response body as served: its bytes (or the file to stream), validator and compressed forms. */
interface Resource {
  type: string;
  size: number;
  /** The entity tag's opaque part, without quotes. */
  tag: string;
  weak: boolean;
  body?: Buffer;
  /** Large files are streamed from here. */
  stream?: string;
  compressed: Map<Encoding, Promise<Buffer | undefined>>;
  /** For files on disk: size, mtime and inode when read, to notice a change. */
  version?: string;
  /** For files on disk: when the version was last checked (`performance.now()`). */
  checkedAt?: number;
}

/** `"tag"`, `W/"tag-br"`, … → `tag`: entity tags compared weakly, across encodings. */
function opaqueTag(value: string): string {
  return value.trim().replace(/^W\//, '').replace(/^"|"$/g, '').replace(/-(br|gzip)$/, '');
}

function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => part.trim() === '*' || opaqueTag(part) === tag);
}

/** Creates the handler. */
export function createSiteHandler(options: SiteHandlerOptions): SiteHandler {
  const resources = new WeakMap<SiteSnapshot, Map<string, Resource>>();
  const redirectRules = new WeakMap<SiteSnapshot, Promise<Map<string, RedirectLine>>>();

  /** The snapshot's `_redirects` rules by URL path (read once per snapshot; a later rule for a path loses). */
  function redirectsOf(snapshot: SiteSnapshot): Promise<Map<string, RedirectLine>> {
    let rules = redirectRules.get(snapshot);
    if (!rules) {
      const file = snapshot.files.get(REDIRECTS_FILE);
      rules = (file ? readOutputText(file) : Promise.resolve('')).then((text) => {
        const byPath = new Map<string, RedirectLine>();
        for (const rule of parseRedirectsFile(text)) if (!byPath.has(pathOf(rule.segments))) byPath.set(pathOf(rule.segments), rule);
        return byPath;
      });
      redirectRules.set(snapshot, rules);
    }
    return rules;
  }

  async function resourceOf(snapshot: SiteSnapshot, file: OutputFile, status: number): Promise<Resource> {
    let cache = resources.get(snapshot);
    if (!cache) resources.set(snapshot, (cache = new Map()));
    const key = `${status} ${file.path}`;
    const type = contentType(file.path);
    const html = type.startsWith('text/html') && options.transformHtml !== undefined;
    if ('copyFrom' in file) {
      const recent = cache.get(key);
      // A file on disk is looked at again at most once a second (like a static host's file cache).
      if (recent?.checkedAt !== undefined && performance.now() - recent.checkedAt < RECHECK_FILE_MS) return recent;
      const info = await stat(file.copyFrom);
      if (!info.isFile()) throw Object.assign(new Error(`${file.copyFrom} is not a file`), { code: 'ENOENT' });
      const version = `${info.size}-${Math.trunc(info.mtimeMs)}-${info.ino}`;
      const known = cache.get(key);
      if (known?.version === version) {
        known.checkedAt = performance.now();
        return known;
      }
      const base = { type, version, compressed: new Map(), weak: true, tag: `${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}` };
      // Only text to compress (or rewrite) is read into memory; images, fonts, media stream from disk.
      const resource: Resource =
        !html && (info.size > STREAM_ABOVE_BYTES || !isCompressible(type) || info.size < MIN_COMPRESS_BYTES)
          ? { ...base, size: info.size, stream: file.copyFrom }
          : fromBytes(await readFile(file.copyFrom), { ...base, file, status, snapshot });
      resource.checkedAt = performance.now();
      cache.set(key, resource);
      return resource;
    }
    const known = cache.get(key);
    if (known) return known;
    const bytes = typeof file.contents === 'string' ? Buffer.from(file.contents) : Buffer.from(file.contents.buffer, file.contents.byteOffset, file.contents.byteLength);
    const resource = fromBytes(bytes, { type, compressed: new Map(), weak: false, tag: '', file, status, snapshot });
    cache.set(key, resource);
    return resource;
  }

  /** A resource for bytes in memory, after the HTML rewrite; in-memory bodies get a content hash. */
  function fromBytes(bytes: Buffer, partial: Omit<Resource, 'size'> & { file: OutputFile; status: number; snapshot: SiteSnapshot }): Resource {
    const { file, status, snapshot, ...rest } = partial;
    let body = bytes;
    if (options.transformHtml && rest.type.startsWith('text/html')) {
      body = Buffer.from(options.transformHtml(bytes.toString('utf8'), { path: file.path, status, snapshot }));
    }
    const tag = rest.weak && body === bytes ? rest.tag : createHash('sha1').update(body).digest('base64url').slice(0, 22);
    return { ...rest, weak: rest.weak && body === bytes, tag, body, size: body.byteLength };
  }

  function compressed(resource: Resource, encoding: Encoding): Promise<Buffer | undefined> {
    let pending = resource.compressed.get(encoding);
    if (!pending) {
      const body = resource.body as Buffer;
      // Kept only when it is smaller.
      pending = compress(body, encoding).then((out) => (out.byteLength < body.byteLength ? out : undefined));
      resource.compressed.set(encoding, pending);
    }
    return pending;
  }

  function cacheControl(path: string, status: number): string {
    if (options.mode === 'dev') return 'no-cache';
    if (status === 200 && isHashedAsset(path)) return `public, max-age=${YEAR_SECONDS}, immutable`;
    return 'public, max-age=0, must-revalidate';
  }

  async function sendFile(req: IncomingMessage, res: ServerResponse, snapshot: SiteSnapshot, file: OutputFile, status: number): Promise<void> {
    const resource = await resourceOf(snapshot, file, status);
    if (status === 200 && req.headers['sec-fetch-mode'] === 'navigate' && resource.type.startsWith('text/html')) options.onNavigation?.(file.path);
    const headers: Record<string, string | number> = {
      'content-type': resource.type,
      'cache-control': cacheControl(file.path, status),
      'x-content-type-options': 'nosniff',
    };
    const etag = (suffix = ''): string => `${resource.weak ? 'W/' : ''}"${resource.tag}${suffix}"`;
    const compressible = resource.body !== undefined && isCompressible(resource.type) && resource.size >= MIN_COMPRESS_BYTES;
    if (compressible) headers.vary = 'Accept-Encoding';
    if (status === 200 && matchesTag(req.headers['if-none-match'], resource.tag)) {
      const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
      const { 'content-type': _type, ...rest } = headers;
      res.writeHead(304, { ...rest, etag: etag(encoding ? `-${encoding}` : '') });
      res.end();
      return;
    }
    // A byte range of the identity body (media, large downloads); compressed bodies are sent whole.
    const range = status === 200 ? byteRange(req, resource, etag()) : undefined;
    if (range === 'unsatisfiable') {
      res.writeHead(416, { 'content-range': `bytes */${resource.size}`, 'cache-control': headers['cache-control'] as string });
      res.end();
      return;
    }
    if (range) {
      res.writeHead(206, { ...headers, etag: etag(), 'accept-ranges': 'bytes', 'content-range': `bytes ${range.start}-${range.end}/${resource.size}`, 'content-length': range.end - range.start + 1 });
      if (req.method === 'HEAD') res.end();
      else if (resource.stream) createReadStream(resource.stream, range).pipe(res);
      else res.end(resource.body?.subarray(range.start, range.end + 1));
      return;
    }
    const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
    const encoded = encoding ? await compressed(resource, encoding) : undefined;
    if (encoding && encoded) {
      res.writeHead(status, { ...headers, etag: etag(`-${encoding}`), 'content-encoding': encoding, 'content-length': encoded.byteLength });
      res.end(req.method === 'HEAD' ? undefined : encoded);
      return;
    }
    res.writeHead(status, { ...headers, etag: etag(), 'accept-ranges': 'bytes', 'content-length': resource.size });
    if (req.method === 'HEAD') res.end();
    else if (resource.stream) createReadStream(resource.stream).pipe(res);
    else res.end(resource.body);
  }

  function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
    const body = Buffer.from(`${text}\n`);
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': body.byteLength, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff', ...headers });
    res.end(res.req.method === 'HEAD' ? undefined : body);
  }

  /** The file a path inside the base URL names: the file itself, or its folder's `index.html`. */
  function lookup(files: ReadonlyMap<string, OutputFile>, inside: string[], trailingSlash: boolean): OutputFile | undefined {
    // Dot files (`.DS_Store`, a build marker) are not served; `.well-known/` is; nor are the host's rules.
    if (inside.some((segment) => segment.startsWith('.') && segment !== '.well-known')) return undefined;
    const joined = inside.join('/');
    if (joined === REDIRECTS_FILE) return undefined;
    if (joined === '') return files.get('index.html');
    return (trailingSlash ? undefined : files.get(joined)) ?? files.get(`${joined}/index.html`);
  }

  /** `[…, 'x', 'index.html']` and `[…, 'x.html']` → `[…, 'x']`; undefined for other paths. */
  function cleanSegments(inside: string[]): string[] | undefined {
    const last = inside.at(-1);
    if (last === 'index.html') return inside.slice(0, -1);
    if (last !== undefined && last.endsWith('.html') && last.length > '.html'.length) return [...inside.slice(0, -1), last.slice(0, -'.html'.length)];
    return undefined;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, `Method ${req.method ?? ''} is not allowed: this server only reads files (GET and HEAD).`, { allow: 'GET, HEAD' });
    }
    const target = parseRequestTarget(req.url ?? '/');
    const host = target.ok && target.authority !== undefined ? target.authority : req.headers.host;
    if (!isHostAllowed(host, options.allowedHosts)) {
      const command = options.mode === 'dev' ? 'ssg serve' : 'ssg preview';
      return sendText(
        res,
        403,
        `Blocked request: the host ${JSON.stringify(host)} is not allowed (protection against DNS rebinding).\n` +
          `${command} answers localhost, IP addresses and the host it listens on; to allow this one, run ${command} --allowed-hosts ${JSON.stringify(host?.replace(/:\d+$/, '') ?? '')}`,
      );
    }
    if (!target.ok) return sendText(res, 400, `Bad request: ${target.reason}.`);
    const snapshot = await options.current();
    const base = snapshot.baseUrl.split('/').filter((segment) => segment !== '');
    const { segments, search } = target;
    if (!base.every((segment, index) => segments[index] === segment)) return sendOutsideBase(res, snapshot, segments, search);
    const inside = segments.slice(base.length);
    if (base.length > 0 && inside.length === 0 && !target.trailingSlash) {
      res.writeHead(301, { location: `${snapshot.baseUrl}${search}`, 'cache-control': 'no-cache' });
      res.end();
      return;
    }
    if (inside[0] === '__ssg' && options.internal) return options.internal(inside.slice(1), req, res);
    const rule = (await redirectsOf(snapshot)).get(pathOf(segments));
    if (rule) {
      res.writeHead(rule.status, { location: keepQuery(rule.location, search), 'cache-control': 'no-cache' });
      res.end();
      return;
    }
    const clean = cleanSegments(inside);
    if (clean && lookup(snapshot.files, clean, false)) {
      const location = clean.length === 0 ? snapshot.baseUrl : `${snapshot.baseUrl}${pathOf(clean).slice(1)}`;
      res.writeHead(301, { location: `${location}${search}`, 'cache-control': 'no-cache' });
      res.end();
      return;
    }
    const file = lookup(snapshot.files, inside, target.trailingSlash);
    if (file) return sendFile(req, res, snapshot, file, 200);
    const notFound = snapshot.notFound ?? { path: '404.html', status: 404 };
    const page = snapshot.files.get(notFound.path);
    if (page) return sendFile(req, res, snapshot, page, notFound.status);
    return sendText(res, 404, 'Not found.');
  }

  /** 404 for a path outside the base URL, with a link to where it probably is. */
  function sendOutsideBase(res: ServerResponse, snapshot: SiteSnapshot, segments: string[], search: string): void {
    const guess = segments.length > 0 && lookup(snapshot.files, segments, false) ? `${snapshot.baseUrl}${pathOf(segments).slice(1)}` : snapshot.baseUrl;
    const escape = (text: string): string => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const html =
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title>` +
      `<body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">` +
      `<h1>Not found</h1><p>This site is served under the base URL <code>${escape(snapshot.baseUrl)}</code>, and ${escape(pathOf(segments))} is outside it.</p>` +
      `<p>Did you mean <a href="${escape(guess + search)}">${escape(guess)}</a>?</p></body></html>\n`;
    // The dev server's client too: a tab left here by a change of the base URL follows the next change.
    const body = Buffer.from(options.transformHtml ? options.transformHtml(html, { path: '', status: 404, snapshot }) : html);
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.byteLength, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
    res.end(res.req.method === 'HEAD' ? undefined : body);
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      sendText(res, missing ? 404 : 500, missing ? 'Not found.' : `Internal error: ${(error as Error).message}`);
    });
  };
}

/** The single byte range a GET asks for (`Range: bytes=…`), honouring `If-Range`; several ranges are answered whole. */
function byteRange(req: IncomingMessage, resource: Resource, etag: string): { start: number; end: number } | 'unsatisfiable' | undefined {
  const header = req.headers.range;
  if (!header || !/^bytes=/.test(header) || header.includes(',')) return undefined;
  const ifRange = req.headers['if-range'] as string | undefined;
  if (ifRange !== undefined && (resource.weak || ifRange.trim() !== etag)) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const size = resource.size;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (start >= size || start > end) return 'unsatisfiable';
  }
  return { start, end };
}
