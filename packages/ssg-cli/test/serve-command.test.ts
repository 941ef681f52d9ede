// `ssg serve` as a user runs it: the built CLI, whose Markdown workers (and the pages they
// render) are kept across rebuilds. An edit must show, and what did not change must stay right.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, copyFixture, type SiteCopy } from './helpers/cli.js';

let copy: SiteCopy;
let server: ChildProcessWithoutNullStreams;
let output = '';
let origin: string;

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
  server = spawn(process.execPath, [BIN, 'serve', '--root', copy.root, '--port', '0', '--offline'], { env: { ...process.env, CI: 'true', NO_COLOR: '1' } });
  server.stderr.setEncoding('utf8');
  server.stderr.on('data', (chunk: string) => {
    output += chunk;
  });
  await waitForLines(/^Serving http:\/\/127\.0\.0\.1:\d+\//, 1);
  origin = /Serving (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1] ?? '';
});

afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGINT');
    await exited;
  }
  copy?.remove();
});

describe('ssg serve (the built CLI)', () => {
  it('serves the site, rebuilds an edited page and keeps the others', async () => {
    expect(await page('/docs/a')).toContain('First version of page A.');
    const pageB = await page('/docs/b');
    expect(pageB).toContain('href="/docs/a"');

    save('docs/a.md', '---\nsidebar_position: 1\n---\n\n# Page A\n\nSecond version of page A.\n\n```python\nprint("a")\n```\n');
    const pageA = await pageWith('/docs/a', 'Second version of page A.');
    expect(pageA).toContain('class="shiki ssg-code-theme"');
    expect(await page('/docs/b')).toBe(pageB);

    save('docs/a.md', '---\nsidebar_position: 1\n---\n\n# Page A renamed\n\nThird version.\n');
    await pageWith('/docs/a', 'Third version.');
    // The sidebar of every page follows the new title.
    expect(await page('/docs/b')).toContain('Page A renamed');
    expect(output).toMatch(/^✔ Built \d+ pages in \d+ ms/m);
    expect(output).not.toMatch(/✖/);
  });
});
