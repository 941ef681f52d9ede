// `ssg serve` as a user runs it: the built CLI, whose Markdown workers (and the pages they
// render) are kept across rebuilds. An edit must show, and what did not change must stay right;
// the site folder is given as [dir] and the port as -p; `--open` runs the browser opener, `r` +
// Enter rebuilds everything, Ctrl+C stops it with exit code 0 and frees the port, and a busy port
// is an error with a hint, not a stack trace.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, copyFixture, runCli, stackLines, type SiteCopy } from './helpers/cli.js';

let copy: SiteCopy;
let server: ChildProcessWithoutNullStreams;
let output = '';
let origin: string;
let opened: string;

/** Resolves once the server's output holds `count` lines matching `pattern`. */
function waitForLines(pattern: RegExp, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = (): void => {
      if ((output.match(new RegExp(pattern.source, 'gm')) ?? []).length >= count) {
        server.stderr.off('data', check);
        resolve();
      }
    };
    server.stderr.on('data', check);
    server.once('exit', (code) => reject(new Error(`ssg serve exited (${code}):\n${output}`)));
    check();
  });
}

const page = async (pathname: string): Promise<string> => (await fetch(`${origin}${pathname}`)).text();
/** A page without the dev server's script tag, which names the build it came from. */
const content = (html: string): string => html.replace(/<script type="module" src="\/__ssg\/client\.js"[^>]*><\/script>/, '');

/** Saves a file of the site the way editors do, in one step (a plain write can be seen half done). */
function save(file: string, text: string): void {
  const temporary = path.join(copy.dir, 'saving.tmp');
  writeFileSync(temporary, text);
  renameSync(temporary, path.join(copy.root, file));
}

/** The page once it contains `text` (the rebuild an edit causes may take a moment to start). */
async function pageWith(pathname: string, text: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const html = await page(pathname);
    if (html.includes(text)) return html;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${pathname} never showed "${text}":\n${output}`);
}

beforeAll(async () => {
  copy = copyFixture('dev-server');
  // A stand-in browser: records the URL it was asked to open, in one step (the test polls for the file).
  opened = path.join(copy.dir, 'opened.txt');
  const browser = path.join(copy.dir, 'browser.sh');
  writeFileSync(browser, `#!/bin/sh\necho "$1" > "${opened}.tmp" && mv "${opened}.tmp" "${opened}"\n`);
  chmodSync(browser, 0o755);
  server = spawn(process.execPath, [BIN, 'serve', copy.root, '-p', '0', '--offline', '--open'], { env: { ...process.env, CI: 'true', NO_COLOR: '1', BROWSER: browser } });
  server.stderr.setEncoding('utf8');
  server.stderr.on('data', (chunk: string) => {
    output += chunk;
  });
  await waitForLines(/^Serving http:\/\/127\.0\.0\.1:\d+\//, 1);
  origin = /Serving (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1] ?? '';
});

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  copy?.remove();
});

describe('ssg serve (the built CLI)', () => {
  it('opens the browser with --open', async () => {
    for (let attempt = 0; attempt < 200 && !existsSync(opened); attempt++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readFileSync(opened, 'utf8').trim()).toBe(`${origin}/`);
  });

  it('serves the site, rebuilds an edited page and keeps the others', async () => {
    expect(await page('/docs/a')).toContain('First version of page A.');
    const pageB = await page('/docs/b');
    expect(pageB).toContain('href="/docs/a"');

    save('docs/a.md', '---\nsidebar_position: 1\n---\n\n# Page A\n\nSecond version of page A.\n\n```python\nprint("a")\n```\n');
    const pageA = await pageWith('/docs/a', 'Second version of page A.');
    expect(pageA).toContain('class="shiki ssg-code-theme"');
    expect(content(await page('/docs/b'))).toBe(content(pageB));

    save('docs/a.md', '---\nsidebar_position: 1\n---\n\n# Page A renamed\n\nThird version.\n');
    await pageWith('/docs/a', 'Third version.');
    // The sidebar of every page follows the new title.
    expect(await page('/docs/b')).toContain('Page A renamed');
    expect(output).toMatch(/^✔ Built \d+ pages in \d+ ms/m);
    expect(output).toMatch(/^✔ docs\/a\.md → \d+ pages? in \d+ ms$/m);
    expect(output).not.toMatch(/✖/);
  });

  it('rebuilds everything on r + Enter', async () => {
    server.stdin.write('r\n');
    await waitForLines(/^✔ full rebuild → \d+ pages? in \d+ ms$/, 1);
  });

  it('shows an error the config throws in a timer at its line, and keeps serving', async () => {
    const config = readFileSync(path.join(copy.root, 'ssg.config.ts'), 'utf8');
    save('ssg.config.ts', `setTimeout(() => {\n  throw new Error('too late');\n}, 0);\n${config}`);
    await waitForLines(/^✖ ssg\.config\.ts:2:9 {2}The site's code failed after it had run: too late$/, 1);
    expect(await page('/docs/a')).toContain('Third version.');
    save('ssg.config.ts', config);
    await waitForLines(/^✔ ssg\.config\.ts → \d+ pages? in \d+ ms$/, 2);
    expect(stackLines(output)).toEqual([]);
  });

  it('stops on Ctrl+C with exit code 0 and frees its port', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGINT');
    expect(await exited).toBe(0);
    const port = Number(new URL(origin).port);
    const probe = createServer();
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => probe.close(resolve));
  });
});

describe('ssg serve on a busy port', () => {
  it('says the port is in use and suggests --port, exit 1, no stack trace', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as import('node:net').AddressInfo).port;
    try {
      const result = await runCli(['serve', '--root', copy?.root ?? '.', '--port', String(port), '--offline']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`✖ Port ${port} is already in use on 127.0.0.1`);
      expect(result.stderr).toMatch(/hint: Stop the program using it, or choose another port: ssg serve --port \d+ \(free now\)/);
      expect(stackLines(result.stderr)).toEqual([]);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});
