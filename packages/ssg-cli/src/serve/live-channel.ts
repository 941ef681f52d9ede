// The dev server's live channel: server-sent events to every open page. Each connection first gets
// a `hello` with the current state; later messages go to all. Connections are capped (a page, or a
// stray script, cannot hold the server's sockets), closed ones are dropped at once, and a comment
// line every 15 s finds connections that died without a close.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveMessage } from './live-protocol.js';

/** Open pages at most; further connections get 503 (EventSource then stops retrying). */
export const MAX_LIVE_CLIENTS = 32;
const HEARTBEAT_MS = 15_000;

export interface LiveChannel {
  /** Answers a request for the event stream. */
  connect(req: IncomingMessage, res: ServerResponse): void;
  /** Sends a message to every open page. */
  send(message: LiveMessage): void;
  /** Open connections. */
  readonly size: number;
  /** Ends every stream. */
  close(): void;
}

const frame = (message: LiveMessage): string => `data: ${JSON.stringify(message)}\n\n`;

/** Creates the channel; `hello()` is the first message of each connection. */
export function createLiveChannel({ hello, maxClients = MAX_LIVE_CLIENTS }: { hello: () => LiveMessage; maxClients?: number }): LiveChannel {
  const clients = new Set<ServerResponse>();
  const drop = (res: ServerResponse): void => {
    clients.delete(res);
    if (clients.size === 0) clearInterval(heartbeat);
  };
  const write = (res: ServerResponse, text: string): void => {
    if (res.destroyed || res.writableEnded) drop(res);
    else res.write(text);
  };
  let heartbeat: NodeJS.Timeout | undefined;

  return {
    connect(req, res) {
      if (clients.size >= maxClients) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5' });
        res.end(`Too many open pages (${maxClients}): close some tabs of this site.\n`);
        return;
      }
      const headers = { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' };
      // A HEAD (a link checker, a probe) gets the headers and is done: it is not an open page.
      if (req.method === 'HEAD') {
        res.writeHead(200, headers).end();
        return;
      }
      res.writeHead(200, headers);
      res.write(`retry: 1000\n${frame(hello())}`);
      clients.add(res);
      req.socket.setKeepAlive(true);
      req.socket.setTimeout(0);
      res.on('close', () => drop(res));
      res.on('error', () => drop(res));
      if (clients.size === 1) {
        heartbeat = setInterval(() => {
          for (const client of clients) write(client, ': ping\n\n');
        }, HEARTBEAT_MS);
        heartbeat.unref();
      }
    },
    send(message) {
      const text = frame(message);
      for (const client of clients) write(client, text);
    },
    get size() {
      return clients.size;
    },
    close() {
      clearInterval(heartbeat);
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}
