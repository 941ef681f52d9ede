// What `ssg serve` and `ssg preview` share on the terminal: the port option, the lines printed at
// start (the URL, a busy default port skipped, a warning when other machines can connect), `--open`,
// and running until Ctrl+C (or `q` + Enter), with key commands read from standard input.
import { createInterface } from 'node:readline';
import { networkInterfaces } from 'node:os';
import { UserError } from '../report/diagnostics.js';
import type { Reporter } from '../report/reporter.js';
import { isExposed } from '../serve/listen.js';
import { openBrowser } from '../serve/open-browser.js';

export const DEFAULT_PORT = 3000;

/** `--port` as a number, and whether the user gave it. */
export function parsePort(value: string | undefined, command: string): { port: number; portChosen: boolean } {
  if (value === undefined) return { port: DEFAULT_PORT, portChosen: false };
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UserError(`--port: expected a port number from 0 to 65535, got "${value}"`, { hint: `For example: ${command} --port 3000` });
  }
  return { port, portChosen: true };
}

/** `--allowed-hosts a,b` as a list. */
export function parseHosts(value: string | undefined): string[] {
  return (value ?? '').split(',').map((host) => host.trim()).filter((host) => host !== '');
}

/** The IPv4 addresses of this machine's other interfaces, for a server bound to every interface. */
function networkAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((address) => address !== undefined && address.family === 'IPv4' && !address.internal)
    .map((address) => address?.address ?? '');
}

/** Prints where the server is and how to stop it; opens the browser with `--open`. */
export async function announce(
  reporter: Reporter,
  { url, host, port, skippedPorts, open, keys }: { url: string; host: string; port: number; skippedPorts: number[]; open: boolean; keys: string },
): Promise<void> {
  if (skippedPorts.length > 0) reporter.line(`Port ${skippedPorts.join(', ')} ${skippedPorts.length === 1 ? 'is' : 'are'} in use: using port ${port} instead (choose one with --port).`);
  if (isExposed(host)) {
    reporter.line(`⚠ Listening on ${host}: other machines on your network can open this site. Use --host 127.0.0.1 to keep it to this one.`);
    if (host === '0.0.0.0' || host === '::') for (const address of networkAddresses()) reporter.line(`  Network: ${url.replace('//localhost:', `//${address}:`)}`);
  }
  reporter.line(`Serving ${url} (Ctrl+C to stop)`);
  reporter.line(`  ${keys}`);
  if (open) {
    const warning = await openBrowser(url);
    if (warning) reporter.line(`⚠ ${warning}`);
  }
}

/**
 * Resolves when the user stops the server: Ctrl+C (SIGINT), SIGTERM, or `q` + Enter. Other lines
 * typed go to `onKey` (`r` for a rebuild). Standard input is let go of afterwards.
 */
export function untilStopped(onKey: (key: string) => void): Promise<void> {
  return new Promise((resolve) => {
    const lines = process.stdin.readable ? createInterface({ input: process.stdin, terminal: false }) : undefined;
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      lines?.close();
      process.stdin.pause();
      process.stdin.unref?.();
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    lines?.on('line', (line) => {
      const key = line.trim().toLowerCase();
      if (key === 'q') stop();
      else if (key !== '') onKey(key);
    });
  });
}
