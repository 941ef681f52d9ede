// The live channel on a real server: the first message of each connection, messages to all,
// the cap on open connections, and connections dropped as soon as their page goes away.
import { createServer, get, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveChannel } from './live-channel.js';

const channel = createLiveChannel({ hello: () => ({ type: 'hello', buildId: 'b1', diagnostics: [] }), maxClients: 2 });
const server = createServer((req, res) => channel.connect(req, res));
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  channel.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Opens a connection; resolves with its status, what it received so far, and a way to close it. */
function connect(): Promise<{ status: number; text: () => string; close: () => void }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const req: ClientRequest = get(url, (res: IncomingMessage) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (res.statusCode === 200 && text.includes('\n\n')) resolve({ status: 200, text: () => text, close: () => req.destroy() });
      });
      if (res.statusCode !== 200) res.on('end', () => resolve({ status: res.statusCode ?? 0, text: () => text, close: () => undefined }));
    });
    req.on('error', reject);
  });
}

const until = async (condition: () => boolean): Promise<void> => {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('the live channel', () => {
  it('greets each page, sends to all, caps connections and drops closed ones', async () => {
    const first = await connect();
    const second = await connect();
    expect(first.text()).toBe('retry: 1000\ndata: {"type":"hello","buildId":"b1","diagnostics":[]}\n\n');
    expect(channel.size).toBe(2);

    const third = await connect();
    expect(third.status).toBe(503);
    expect(third.text()).toContain('Too many open pages (2)');

    channel.send({ type: 'update', buildId: 'b2', routes: ['/docs/a'], inPlace: true });
    await until(() => second.text().includes('update'));
    expect(second.text()).toContain('data: {"type":"update","buildId":"b2","routes":["/docs/a"],"inPlace":true}\n\n');

    first.close();
    await until(() => channel.size === 1);
    expect(channel.size).toBe(1);
    const fourth = await connect();
    expect(fourth.status).toBe(200);
    second.close();
    fourth.close();
    await until(() => channel.size === 0);
    expect(channel.size).toBe(0);
  });

  it('answers HEAD with the headers at once, taking no place of an open page', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5_000) });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream');
    }
    expect(channel.size).toBe(0);
    const page = await connect();
    expect(page.status).toBe(200);
    page.close();
    await until(() => channel.size === 0);
  });
});
