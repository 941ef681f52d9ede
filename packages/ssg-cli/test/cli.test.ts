// The `ssg` command line end to end: help, version, usage mistakes, user errors (message + hint,
// exit 1, never a stack trace), the summary line, and plain progress lines in CI.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, PACKAGE_DIR, copyFixture, reportLines, runCli, stackLines, type SiteCopy } from './helpers/cli.js';

const copies: SiteCopy[] = [];
afterAll(() => {
  for (const copy of copies) copy.remove();
});

const { version } = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string };

describe.concurrent('ssg without a build', () => {
  it('--help lists the commands and exits 0', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: ssg \[options\] \[command\]\n/);
    for (const command of ['build', 'serve', 'fetch']) expect(result.stdout).toMatch(new RegExp(`^  ${command} \\[options\\] \\[dir\\]  `, 'm'));
    expect(result.stderr).toBe('');
  });

  it('build --help lists the build options', async () => {
    const result = await runCli(['build', '--help']);
    expect(result.code).toBe(0);
    for (const option of ['--root <dir>', '--out-dir <dir>', '--base-url <path>', '--offline']) expect(result.stdout).toContain(option);
  });

  it('--version and -v print the package version', async () => {
    for (const flag of ['--version', '-v']) {
      const result = await runCli([flag]);
      expect(result.code).toBe(0);
      expect(result.stdout).toBe(`${version}\n`);
    }
  });

  it('an unknown command exits 1 with a usage hint', async () => {
    const result = await runCli(['biuld']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe("error: unknown command 'biuld'\n(Did you mean build?)\n(run ssg --help for usage)\n");
  });

  it('an unknown option exits 1 with a usage hint', async () => {
    const result = await runCli(['build', '--out']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("error: unknown option '--out'");
    expect(result.stderr).toContain('(run ssg --help for usage)');
  });
});

/** Builds a copy of the fixture from inside its temp folder and returns what was printed. */
async function buildCopy(name: string, env: Record<string, string> = {}) {
  const copy = copyFixture(name);
  copies.push(copy);
  const result = await runCli(['build', '--root', 'site', '--out-dir', 'out'], { cwd: copy.dir, env });
  return { ...result, copy, report: reportLines(result.stderr) };
}

describe.concurrent('user errors: exit 1, message and hint, no stack trace', () => {
  const cases: { fixture: string; report: string[] }[] = [
    {
      fixture: 'bad-front-matter',
      report: [
        '✖ docs/setup.md:3  invalid YAML in front matter: Nested mappings are not allowed in compact mappings',
        '  hint: A value holding ": " reads as a nested mapping: put the value in quotes (title: "API: the basics").',
      ],
    },
    {
      fixture: 'bad-category-json',
      report: [
        '✖ Invalid docs/guides/_category_.json: not valid JSON (Expected double-quoted property name in JSON at position 40)',
        '  hint: A _category_.json looks like { "label": "Guides", "position": 2, "link": { "type": "generated-index", "description": "…" } }.',
      ],
    },
    {
      fixture: 'wrong-front-matter-type',
      report: [
        '✖ Invalid front matter in docs/setup.md:',
        '  docs/setup.md:3  sidebar_position: expected a number, got "second"',
        '  hint: Fix the keys listed above in the block between the `---` lines at the top of the file.',
      ],
    },
    {
      fixture: 'invalid-config',
      report: [
        '✖ Invalid site config in site/ssg.config.ts:',
        '  site/ssg.config.ts:6:43  navbar.items[0].to: expected a string, got 42',
        '  hint: Fix the keys listed above; `defineConfig` in your editor shows every key and its type.',
      ],
    },
  ];

  for (const { fixture, report } of cases) {
    it(fixture, async () => {
      const built = await buildCopy(fixture);
      expect(built.code).toBe(1);
      expect(built.report).toEqual(report);
      expect(stackLines(built.stderr)).toEqual([]);
      expect(built.stderr).not.toContain('Internal error');
      expect(built.stdout).toBe('');
      expect(readdirSync(built.copy.dir)).toEqual(['site']);
    });
  }

  it('missing-config', async () => {
    const built = await buildCopy('missing-config');
    const root = path.join(built.copy.dir, 'site');
    expect(built.code).toBe(1);
    expect(built.report).toEqual([
      `✖ No site config found in ${root}`,
      `  hint: Create ${path.join(root, 'ssg.config.ts')} exporting defineConfig({ title, url, … }), or pass --root <dir>.`,
    ]);
    expect(stackLines(built.stderr)).toEqual([]);
  });

  it('a --root that does not exist', async () => {
    const result = await runCli(['build', '--root', 'no-such-site'], { cwd: PACKAGE_DIR });
    expect(result.code).toBe(1);
    expect(reportLines(result.stderr)[0]).toBe(`✖ No site config found in ${path.join(PACKAGE_DIR, 'no-such-site')}`);
    expect(stackLines(result.stderr)).toEqual([]);
    expect(existsSync(path.join(PACKAGE_DIR, 'no-such-site'))).toBe(false);
  });
});

describe('a doc without a title', () => {
  it('is built under its file name, with a warning', async () => {
    const built = await buildCopy('doc-without-title');
    expect(built.code).toBe(0);
    expect(built.report.slice(0, 2)).toEqual(['⚠ docs/notes.md  No title; using "notes"', '  hint: Add `title: …` to its front matter or start the content with a `# Heading`.']);
    const html = readFileSync(path.join(built.copy.dir, 'out', 'docs', 'notes', 'index.html'), 'utf8');
    expect(html).toContain('<title>notes |');
  });

});

describe('--workers', () => {
  it('renders the same site in the build thread (0) as in worker threads (1, 2)', async () => {
    const copy = copyFixture('every-component');
    copies.push(copy);
    const outputs = [];
    for (const workers of ['0', '1', '2']) {
      const built = await runCli(['build', '--root', 'site', '--out-dir', `out-${workers}`, '--no-cache', '--workers', workers], { cwd: copy.dir, timeout: 60_000 });
      expect(built.code, built.stderr).toBe(0);
      const dir = path.join(copy.dir, `out-${workers}`);
      const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).sort();
      outputs.push(pages.map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
    }
    expect(outputs[0]!.length).toBeGreaterThan(3);
    expect(outputs[1]).toEqual(outputs[0]);
    expect(outputs[2]).toEqual(outputs[0]);
  });

  it('takes a number of threads: anything else exits 1 with a hint', async () => {
    const result = await runCli(['build', '--root', 'no-such-site', '--workers', 'many'], { cwd: PACKAGE_DIR });
    expect(result.code).toBe(1);
    expect(reportLines(result.stderr)).toEqual([
      '✖ --workers: expected a number of threads from 0 to 64, got "many"',
      "  hint: For example: ssg build --workers 2 (0 renders Markdown in the build's own thread)",
    ]);
    expect(stackLines(result.stderr)).toEqual([]);
  });
});

describe.concurrent('progress and summary', () => {
  let piped: Promise<Awaited<ReturnType<typeof buildCopy>>> | undefined;
  const pipedBuild = () => (piped ??= buildCopy('broken-link-warn'));

  it('ends a successful build with the one-line summary', async () => {
    const built = await pipedBuild();
    expect(built.code).toBe(0);
    expect(built.stderr.trimEnd().split('\n').at(-1)).toMatch(/^✔ Built 4 pages in \d+\.\d\d s, 1 warning → out$/);
    expect(built.stdout).toBe('');
  });

  it('prints one plain line per stage when piped', async () => {
    const built = await pipedBuild();
    expect(built.stderr.split('\n').filter((line) => line.startsWith('› '))).toEqual([
      '› Loading config',
      '› Reading sources',
      '› Rendering 2 docs',
      '› Rendering 4 pages',
      '› Checking links',
      '› Writing 37 files',
    ]);
    expect(built.stderr).not.toContain('\x1b[');
    expect(built.stderr).not.toContain('\r');
  });

  // On a terminal the progress is one line rewritten in place; with CI set it is plain lines.
  const onTerminal = (dir: string, env: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} build --root site --out-dir out --no-cache`;
      const base: NodeJS.ProcessEnv = { ...process.env };
      delete base.CI;
      execFile('script', ['-qec', command, '/dev/null'], { cwd: dir, env: { ...base, ...env }, timeout: 30_000 }, (error, stdout) =>
        error ? reject(error) : resolve(stdout.replace(/\r\n/g, '\n')),
      );
    });
  const hasScript = ['/usr/bin/script', '/bin/script'].some((file) => existsSync(file));

  it.skipIf(!hasScript)('rewrites one progress line on a terminal, and prints plain lines there with CI=true', async () => {
    const copy = copyFixture('broken-link-warn');
    copies.push(copy);
    const live = await onTerminal(copy.dir, {});
    expect(live).toContain('\r\x1b[2K');
    expect(live).not.toContain('› Loading config\n');
    const ci = await onTerminal(copy.dir, { CI: 'true' });
    expect(ci).not.toContain('\x1b[');
    expect(ci.split('\n').filter((line) => line.startsWith('› ')).length).toBe(6);
    expect(ci).toMatch(/\n✔ Built 4 pages in \d+\.\d\d s, 1 warning → out\n/);
  });
});
