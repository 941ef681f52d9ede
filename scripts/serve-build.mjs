// A static server for a built site on 127.0.0.1, as a host would serve it: gzip for text, long
// caching for the hashed assets, `404.html` with status 404 for unknown paths. Used by the
// Lighthouse benchmark and the screenshot script.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.xml': 'application/xml' };

/** Serves `dir`; resolves `{ server, origin }` once listening. */
export function serveBuild(dir) {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = path.join(dir, pathname);
    try {
      if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
    } catch {
      file = path.join(dir, pathname, 'index.html');
    }
    let body;
    let status = 200;
    try {
      body = readFileSync(file);
    } catch {
      body = readFileSync(path.join(dir, '404.html'));
      file = '404.html';
      status = 404;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = { 'content-type': type, 'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache' };
    if (/text|javascript|json|svg|xml/.test(type)) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(status, headers);
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${server.address().port}` })));
}
