// `--open`: opens a URL in the user's browser with the platform's opener (xdg-open, open, start),
// or the program named by `BROWSER` (`BROWSER=none` opens nothing). Never waits for the browser;
// a missing opener is reported, not thrown.
import { spawn } from 'node:child_process';

/** The command that opens `url` on `platform`, honouring `BROWSER`; undefined for `BROWSER=none`. */
export function openCommand(url: string, platform: NodeJS.Platform, env: NodeJS.ProcessEnv): { command: string; args: string[] } | undefined {
  const browser = env.BROWSER?.trim();
  if (browser?.toLowerCase() === 'none') return undefined;
  if (browser) return { command: browser, args: [url] };
  if (platform === 'darwin') return { command: 'open', args: [url] };
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""', url.replace(/&/g, '^&')] };
  return { command: 'xdg-open', args: [url] };
}

/** Opens `url`; resolves with a warning to print when that failed, else undefined. */
export function openBrowser(url: string, env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): Promise<string | undefined> {
  const opener = openCommand(url, platform, env);
  if (!opener) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const child = spawn(opener.command, opener.args, { stdio: 'ignore', detached: true, windowsHide: true });
    child.once('error', (error: NodeJS.ErrnoException) => resolve(`Could not open a browser (${opener.command}: ${error.code ?? error.message}); open ${url} yourself.`));
    child.once('spawn', () => {
      child.unref();
      resolve(undefined);
    });
  });
}
