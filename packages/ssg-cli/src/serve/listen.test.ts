// Listening on a busy port: an error with a hint when the user chose the port, the next free
// port otherwise.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { UserError } from '../report/diagnostics.js';
import { isExposed, listen, serverUrl } from './listen.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server holding a free port. */
async function occupy(): Promise<number> {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('listen', () => {
  it('refuses a busy port the user chose, naming it and suggesting one that is free, not merely the next', async () => {
    const port = await occupy();
    // The next port taken too (by this test, or already by another program).
    const next = createServer();
    servers.push(next);
    await new Promise<void>((resolve) => next.once('error', () => resolve()).listen(port + 1, '127.0.0.1', resolve));
    const server = createServer();
    servers.push(server);
    const error = await listen(server, { host: '127.0.0.1', port, portChosen: true, command: 'ssg serve' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toBe(`Port ${port} is already in use on 127.0.0.1`);
    const suggested = Number(/^Stop the program using it, or choose another port: ssg serve --port (\d+) \(free now\)$/.exec((error as UserError).hint ?? '')?.[1]);
    expect(suggested).toBeGreaterThan(port + 1);
    expect(server.listening).toBe(false);
    await new Promise<void>((resolve) => server.listen(suggested, '127.0.0.1', resolve));
  });

  it('takes the next free port when the user did not choose one', async () => {
    const port = await occupy();
    const server = createServer();
    servers.push(server);
    const listening = await listen(server, { host: '127.0.0.1', port, portChosen: false, command: 'ssg serve' });
    expect(listening.skipped[0]).toBe(port);
    expect(listening.port).toBeGreaterThan(port);
    expect((server.address() as AddressInfo).port).toBe(listening.port);
  });

  it('says when the host is not an address of this machine', async () => {
    const server = createServer();
    servers.push(server);
    await expect(listen(server, { host: '203.0.113.7', port: 0, portChosen: true, command: 'ssg serve' })).rejects.toThrow(/Cannot listen on host "203\.0\.113\.7"/);
  });

  it('prints URLs and tells exposed hosts', () => {
    expect(serverUrl('127.0.0.1', 3000, '/flux0/')).toBe('http://127.0.0.1:3000/flux0/');
    expect(serverUrl('::1', 3000, '/')).toBe('http://[::1]:3000/');
    expect(serverUrl('0.0.0.0', 3000, '/')).toBe('http://localhost:3000/');
    expect(['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::', '192.168.1.2'].map(isExposed)).toEqual([false, false, false, true, true, true]);
  });
});
