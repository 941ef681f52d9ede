// Starts a server listening, with clear errors: a busy port is reported with a hint (`--port`),
// or, when the user did not choose the port, the next free one is taken; no stack trace, no hang.
import { createServer, type Server } from 'node:http';
import { UserError } from '../report/diagnostics.js';

/** Ports tried after a busy default one. */
const MAX_PORT_TRIES = 20;

export interface Listening {
  port: number;
  /** The busy ports skipped on the way (the default port was taken). */
  skipped: number[];
}

function tryListen(server: Server, port: number, host: string): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      server.off('listening', onListening);
      resolve(error);
    };
    const onListening = (): void => {
      server.off('error', onError);
      resolve(undefined);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** The first of the next ports that is free on `host` now (a suggestion: it may be taken by the time it is used). */
async function freePortAfter(host: string, port: number): Promise<number | undefined> {
  for (let candidate = port + 1; candidate <= Math.min(port + MAX_PORT_TRIES, 65535); candidate++) {
    const probe = createServer();
    const error = await tryListen(probe, candidate, host);
    if (!error) {
      await new Promise((resolve) => probe.close(resolve));
      return candidate;
    }
  }
  return undefined;
}

/**
 * Listens on `host:port`. When `port` was chosen by the user, a busy port is an error; otherwise
 * the following ports are tried. `command` names the command in hints (`ssg serve`).
 */
export async function listen(server: Server, { host, port, portChosen, command }: { host: string; port: number; portChosen: boolean; command: string }): Promise<Listening> {
  const skipped: number[] = [];
  for (let candidate = port; ; candidate++) {
    const error = await tryListen(server, candidate, host);
    if (!error) {
      const address = server.address();
      return { port: typeof address === 'object' && address ? address.port : candidate, skipped };
    }
    if (error.code === 'EADDRINUSE') {
      if (!portChosen && candidate !== 0 && skipped.length < MAX_PORT_TRIES && candidate < 65535) {
        skipped.push(candidate);
        continue;
      }
      const range = skipped.length > 0 ? `Ports ${port} to ${candidate} are` : `Port ${candidate} is`;
      const free = await freePortAfter(host, candidate);
      throw new UserError(`${range} already in use on ${host}`, {
        hint: `Stop the program using it, or choose another port: ${command} --port ${free ?? 0}${free === undefined ? ' (any free port)' : ' (free now)'}`,
      });
    }
    if (error.code === 'EACCES') {
      throw new UserError(`No permission to listen on port ${candidate}`, { hint: `Ports below 1024 need special rights; use a higher one: ${command} --port 3000` });
    }
    if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN' || error.code === 'EAFNOSUPPORT') {
      throw new UserError(`Cannot listen on host "${host}": it is not an address of this machine (${error.code})`, {
        hint: `Use ${command} --host 127.0.0.1 (this machine only) or --host 0.0.0.0 (every network interface).`,
      });
    }
    throw error;
  }
}

/** `http://host:port/base/` with IPv6 addresses in brackets, and `localhost` for the wildcard addresses. */
export function serverUrl(host: string, port: number, baseUrl: string): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}${baseUrl}`;
}

/** Whether `host` makes the server reachable from other machines (not a loopback address or name). */
export function isExposed(host: string): boolean {
  return !/^(127\.\d+\.\d+\.\d+|::1|localhost|\[::1\])$/i.test(host);
}
