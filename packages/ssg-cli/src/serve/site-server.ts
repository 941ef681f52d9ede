// The dev server's HTTP side: serves a build from memory under its base URL, redirects
// `.html` paths to clean ones, answers unknown paths with the 404 page and status 404, and
// streams reload events to open pages.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { OutputFile } from '../output/types.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'text/xsl; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export const RELOAD_PATH = '/__ssg/events';

/** A script added to every served HTML page: reloads it when a rebuild finishes. */
export const RELOAD_SCRIPT = `<script type="module">new EventSource(${JSON.stringify(RELOAD_PATH)}).addEventListener('reload',()=>location.reload())</script>`;

export interface SiteServer {
  server: Server;
  /** Swaps in a new build; open pages reload. */
  update(files: OutputFile[], baseUrl: string): void;
  /** Ends the reload streams and stops listening. */
  close(): Promise<void>;
}

/** Where a request path may be found: the file itself, or the page folder's index.html. */
export function candidates(pathname: string): string[] {
  const clean = pathname.replace(/^\/+/, '');
  if (clean === '' || clean.endsWith('/')) return [`${clean}index.html`];
  return [clean, `${clean}/index.html`];
}

/**
 * The clean path for `/x/index.html` and `/x.html` (`/x`, as routes have no trailing slash), or
 * undefined when the path is clean. The home page of `baseUrl` keeps its slash (`/flux0/`).
 */
export function cleanPath(pathname: string, baseUrl = '/'): string | undefined {
  let clean: string;
  if (pathname.endsWith('/index.html')) clean = pathname.slice(0, -'/index.html'.length);
  else if (pathname.endsWith('.html')) clean = pathname.slice(0, -'.html'.length);
  else return undefined;
  return clean === '' || `${clean}/` === baseUrl ? `${clean}/` : clean;
}

/** Creates the server (not yet listening). */
export function createSiteServer(): SiteServer {
  let files = new Map<string, OutputFile>();
  let baseUrl = '/';
  const clients = new Set<ServerResponse>();

  async function body(file: OutputFile): Promise<string | Uint8Array> {
    return 'copyFrom' in file ? readFile(file.copyFrom) : file.contents;
  }

  async function send(res: ServerResponse, status: number, file: OutputFile): Promise<void> {
    const type = TYPES[path.extname(file.path)] ?? 'application/octet-stream';
    let contents = await body(file);
    if (type.startsWith('text/html')) {
      const text = typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');
      contents = text.replace('</body>', `${RELOAD_SCRIPT}</body>`);
    }
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(contents);
  }

  /** The file for a request path under the base URL, if any. */
  function lookup(pathname: string): OutputFile | undefined {
    if (!pathname.startsWith(baseUrl) && `${pathname}/` !== baseUrl) return undefined;
    let inside: string;
    try {
      inside = decodeURIComponent(pathname.slice(baseUrl.length - 1) || '/');
    } catch {
      return undefined;
    }
    for (const candidate of candidates(inside)) {
      const file = files.get(candidate);
      if (file) return file;
    }
    return undefined;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === RELOAD_PATH) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    // `.html` paths of pages redirect to the clean path; other `.html` files (the 404 page, a
    // verification file from static/) are served as they are.
    const clean = cleanPath(url.pathname, baseUrl);
    if (clean !== undefined && lookup(clean)) {
      res.writeHead(301, { location: `${clean}${url.search}` });
      res.end();
      return;
    }
    const file = lookup(url.pathname);
    if (file) return send(res, 200, file);
    const notFound = files.get('404.html');
    if (notFound) return send(res, 404, notFound);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Internal error: ${(error as Error).message}`);
    });
  });

  return {
    server,
    update(next, nextBaseUrl) {
      files = new Map(next.map((file) => [file.path, file]));
      baseUrl = nextBaseUrl;
      for (const client of clients) client.write('event: reload\ndata: {}\n\n');
    },
    close() {
      for (const client of clients) client.end();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
