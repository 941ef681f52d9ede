// `ssg serve` as a user runs it: the built CLI, whose Markdown workers (and the pages they
// render) are kept across rebuilds. An edit must show, and what did not change must stay right.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { writeFileSync } from 'node:fs';
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

    writeFileSync(path.join(copy.root, 'docs/a.md'), '---\nsidebar_position: 1\n---\n\n# Page A\n\nSecond version of page A.\n\n```python\nprint("a")\n```\n');
    await waitForLines(/^✔ Built \d+ pages in \d+ ms/, 2);
    const pageA = await page('/docs/a');
    expect(pageA).toContain('Second version of page A.');
    expect(pageA).toContain('class="shiki ssg-code-theme"');
    expect(await page('/docs/b')).toBe(pageB);

    writeFileSync(path.join(copy.root, 'docs/a.md'), '---\nsidebar_position: 1\n---\n\n# Page A renamed\n\nThird version.\n');
    await waitForLines(/^✔ Built \d+ pages in \d+ ms/, 3);
    expect(await page('/docs/a')).toContain('Third version.');
    // The sidebar of every page follows the new title.
    expect(await page('/docs/b')).toContain('Page A renamed');
    expect(output).not.toMatch(/✖/);
  });
});
