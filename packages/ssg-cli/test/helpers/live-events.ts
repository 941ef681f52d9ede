// A client of the dev server's live channel for tests: collects the typed messages it receives.
import { get, type IncomingMessage } from 'node:http';
import type { LiveMessage } from '../../src/serve/live-protocol.js';

export interface LiveEvents {
  messages: LiveMessage[];
  /** Resolves with the first message (from now on, or already received) that `match` accepts. */
  next<T extends LiveMessage['type']>(type: T, match?: (message: Extract<LiveMessage, { type: T }>) => boolean): Promise<Extract<LiveMessage, { type: T }>>;
  close(): void;
}

/** Connects to `url` and resolves once the `hello` message has arrived. */
export function openLiveEvents(url: string): Promise<LiveEvents> {
  return new Promise((resolve, reject) => {
    const messages: LiveMessage[] = [];
    const listeners = new Set<() => void>();
    let buffer = '';
    const req = get(url, (res: IncomingMessage) => {
      if (res.statusCode !== 200 || res.headers['content-type'] !== 'text/event-stream') {
        reject(new Error(`live channel answered ${res.statusCode} ${res.headers['content-type']}`));
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event.split('\n').find((line) => line.startsWith('data: '));
          if (data) messages.push(JSON.parse(data.slice('data: '.length)) as LiveMessage);
        }
        for (const listener of listeners) listener();
        if (messages[0]?.type === 'hello') resolve(events);
      });
    });
    req.on('error', reject);
    const events: LiveEvents = {
      messages,
      next(type, match = () => true) {
        type Wanted = Extract<LiveMessage, { type: typeof type }>;
        const start = messages.length;
        return new Promise((done, fail) => {
          const timer = setTimeout(() => fail(new Error(`no "${type}" message; got ${JSON.stringify(messages.slice(start))}`)), 15_000);
          const check = (): void => {
            const found = messages.slice(start).find((message): message is Wanted => message.type === type && match(message as Wanted));
            if (found) {
              clearTimeout(timer);
              listeners.delete(check);
              done(found);
            }
          };
          listeners.add(check);
          check();
        });
      },
      close: () => req.destroy(),
    };
  });
}
