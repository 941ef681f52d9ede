// A tiny static file server on 127.0.0.1 for the end-to-end tests, behaving like a plain host:
// it serves a build folder under one path prefix only, maps `/x`, `/x/`, `/x.html` and
// `/x/index.html` to `x/index.html` WITHOUT redirecting (so the browser's own script has to
// clean the address), answers anything else with `404.html` and status 404, and logs requests.
// It can also hold back a page's body, to look at the page as it is before the body arrives.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
};

export interface StaticServerOptions {
  /** The build folder. */
  dir: string;
  /** Only paths under this prefix are served (`/flux0/`); default `/`. */
  prefix?: string;
  /** The `cache-control` header of every response; default `no-store` (a host that lets browsers cache: `max-age=600`). */
  cacheControl?: string;
}

export interface StaticServer {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  origin: string;
  /** Every request path with its query, in order. */
  requests: string[];
  /**
   * HTML responses for this exact path send only the part before `<body>` and hold the rest
   * until `release()` (to look at a page before its body arrives).
   */
  holdBodyOf: string | undefined;
  /** Sends the rest of held responses. */
  release(): void;
  close(): Promise<void>;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((s) => s.isFile(), () => false);
}

/** The file a request path maps to inside `dir`, if any. */
async function resolveFile(dir: string, inside: string): Promise<string | undefined> {
  const clean = path.posix.normalize(`/${inside}`).replace(/^\/+/, '');
  const candidates = clean === '' || clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}/index.html`];
  if (clean.endsWith('.html') && !clean.endsWith('/index.html')) candidates.push(`${clean.slice(0, -'.html'.length)}/index.html`);
  for (const candidate of candidates) {
    const file = path.join(dir, candidate);
    if (file.startsWith(dir) && (await isFile(file))) return file;
  }
  return undefined;
}

/** Starts the server on a free port. */
export async function startStaticServer({ dir, prefix = '/', cacheControl = 'no-store' }: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(dir);
  const requests: string[] = [];
  const held: (() => void)[] = [];

  async function send(res: ServerResponse, status: number, file: string, pathname: string): Promise<void> {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const body = await readFile(file);
    res.writeHead(status, { 'content-type': type, 'cache-control': cacheControl });
    const text = type.startsWith('text/html') ? body.toString('utf8') : undefined;
    const cut = text?.indexOf('<body') ?? -1;
    if (text !== undefined && cut !== -1 && pathname === control.holdBodyOf) {
      res.write(text.slice(0, cut));
      held.push(() => res.end(text.slice(cut)));
      return;
    }
    res.end(body);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname + url.search);
    const run = async (): Promise<void> => {
      let pathname = url.pathname;
      try {
        pathname = decodeURIComponent(pathname);
      } catch {
        // A malformed path is looked up as written, and not found.
      }
      const underPrefix = pathname.startsWith(prefix) || `${pathname}/` === prefix;
      const file = underPrefix ? await resolveFile(root, pathname.slice(prefix.length - 1)) : undefined;
      if (file) return send(res, 200, file, pathname);
      const notFound = path.join(root, '404.html');
      if (await isFile(notFound)) return send(res, 404, notFound, pathname);
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    };
    run().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const control: StaticServer = {
    origin: `http://127.0.0.1:${port}`,
    requests,
    holdBodyOf: undefined,
    release: () => {
      for (const finish of held.splice(0)) finish();
    },
    close: () =>
      new Promise((resolve) => {
        for (const finish of held.splice(0)) finish();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return control;
}
