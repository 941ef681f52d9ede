// The link rules end to end: each fixture site breaks one rule; the CLI is run at each level
// (throw | warn | ignore) and must print the exact report, exit with the right code, and either
// write the new output or leave the previous one untouched without leaving temp folders behind.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OUTPUT_MARKER } from '../src/output/check-output-dir.js';
import { configModule, copyFixture, fixtureConfig, reportLines, runCli, type CliResult, type SiteCopy } from './helpers/cli.js';

const copies: SiteCopy[] = [];
afterAll(() => {
  for (const copy of copies) copy.remove();
});

const FAILED_HINT = '  hint: Fix them, or lower the rule level in the `links` section of the site config.';
const MARKER = 'previous build\n';

interface Built extends CliResult {
  copy: SiteCopy;
  report: string[];
  /** Reads a file of the output folder. */
  output(file: string): string;
  /** Names in the copy's temp folder: only `out` and `site` when nothing is left behind. */
  siblings(): string[];
}

/**
 * Builds a copy of a fixture into `<tmp>/out`, which first holds a previous build (its marker file
 * and a file of ours).
 * With `config`, the fixture's config is replaced by the minimal one plus `config`.
 */
async function buildFixture(name: string, config?: Record<string, unknown>): Promise<Built> {
  const copy = copyFixture(name, config ? { 'ssg.config.ts': configModule(fixtureConfig(config)) } : {});
  copies.push(copy);
  const out = path.join(copy.dir, 'out');
  mkdirSync(out);
  writeFileSync(path.join(out, 'marker.txt'), MARKER);
  writeFileSync(path.join(out, OUTPUT_MARKER), '');
  const result = await runCli(['build', '--root', 'site', '--out-dir', 'out'], { cwd: copy.dir });
  return {
    ...result,
    copy,
    report: reportLines(result.stderr),
    output: (file) => readFileSync(path.join(out, file), 'utf8'),
    siblings: () => readdirSync(copy.dir).sort(),
  };
}

function expectUntouched(built: Built): void {
  expect(readdirSync(path.join(built.copy.dir, 'out')).sort()).toEqual([OUTPUT_MARKER, 'marker.txt']);
  expect(built.output('marker.txt')).toBe(MARKER);
  expect(built.siblings()).toEqual(['out', 'site']);
}

function expectWritten(built: Built): void {
  expect(existsSync(path.join(built.copy.dir, 'out', 'marker.txt'))).toBe(false);
  expect(built.output('index.html')).toContain('Fixture home');
  expect(built.siblings()).toEqual(['out', 'site']);
}

describe.concurrent('broken links', () => {
  const line = 'docs/quickstart/installation.md:42:7  broken link /docs/quickstart/first-agnt  (did you mean /docs/quickstart/first-agent?)';

  it('fail the build at level throw with the exact report, leaving the previous output untouched', async () => {
    const built = await buildFixture('broken-link-throw');
    expect(built.code).toBe(1);
    expect(built.report).toEqual([`✖ ${line}`, '✖ Build failed with 1 error (listed above); nothing was written', FAILED_HINT]);
    expect(built.stdout).toBe('');
    expectUntouched(built);
  });

  it('build at level warn, listing the warning the same way', async () => {
    const built = await buildFixture('broken-link-warn');
    expect(built.code).toBe(0);
    expect(built.report).toEqual([`⚠ ${line}`, '✔ Built 4 pages in X s, 1 warning → out']);
    expectWritten(built);
    expect(built.output('docs/quickstart/installation/index.html')).toContain('href="/docs/quickstart/first-agnt"');
  });

  it('are not reported at level ignore', async () => {
    const built = await buildFixture('broken-link-throw', { links: { onBrokenLinks: 'ignore' } });
    expect(built.code).toBe(0);
    expect(built.report).toEqual(['✔ Built 4 pages in X s, 0 warnings → out']);
    expectWritten(built);
  });
});

describe.concurrent('broken anchors', () => {
  const reports = (mark: string) => [
    `${mark} docs/guide.md:5:5  broken anchor /docs/reference#options-list`,
    '  hint: /docs/reference has no heading or element with id "options-list".',
    `${mark} docs/guide.md:5:67  broken anchor #install-via-pip  (did you mean #install-via-pypi?)`,
    '  hint: /docs/guide has no heading or element with id "install-via-pip".',
  ];

  it('warn by default and the site is built', async () => {
    const built = await buildFixture('broken-anchor');
    expect(built.code).toBe(0);
    expect(built.report).toEqual([...reports('⚠'), '✔ Built 4 pages in X s, 2 warnings → out']);
    expectWritten(built);
  });

  it('fail the build at level throw', async () => {
    const built = await buildFixture('broken-anchor', { links: { onBrokenAnchors: 'throw' } });
    expect(built.code).toBe(1);
    expect(built.report).toEqual([...reports('✖'), '✖ Build failed with 2 errors (listed above); nothing was written', FAILED_HINT]);
    expectUntouched(built);
  });

  it('are not reported at level ignore', async () => {
    const built = await buildFixture('broken-anchor', { links: { onBrokenAnchors: 'ignore' } });
    expect(built.code).toBe(0);
    expect(built.report).toEqual(['✔ Built 4 pages in X s, 0 warnings → out']);
  });
});

describe.concurrent('Markdown links to missing files', () => {
  const line = 'docs/guide.md:3:48  broken Markdown link ./deploy.md (no such file)';
  const hint = '  hint: Link to an existing .md file, relative to this file (./other.md) or to the docs folder (/guide/x.md).';

  it('warn once by default; resolvable .md links become routes with their anchor', async () => {
    const built = await buildFixture('missing-md-link');
    expect(built.code).toBe(0);
    expect(built.report).toEqual([`⚠ ${line}`, hint, '✔ Built 4 pages in X s, 1 warning → out']);
    const html = built.output('docs/guide/index.html');
    expect(html).toContain('href="/docs/setup#ports"');
    expect(html).toContain('href="./deploy.md"');
  });

  it('fail the build at level throw', async () => {
    const built = await buildFixture('missing-md-link', { links: { onBrokenMarkdownLinks: 'throw' } });
    expect(built.code).toBe(1);
    expect(built.report).toEqual([`✖ ${line}`, hint, '✖ Build failed with 1 error (listed above); nothing was written', FAILED_HINT]);
    expectUntouched(built);
  });

  it('are not reported at level ignore', async () => {
    const built = await buildFixture('missing-md-link', { links: { onBrokenMarkdownLinks: 'ignore' } });
    expect(built.code).toBe(0);
    expect(built.report).toEqual(['✔ Built 4 pages in X s, 0 warnings → out']);
  });
});

describe.concurrent('duplicate routes', () => {
  const reports = (mark: string) => [
    `${mark} docs/handbook.md  duplicate route /docs/guide: claimed by docs/guide.md and docs/handbook.md; the first one is kept`,
    '  hint: Give one of them another slug, id or file name.',
  ];

  it('warn by default, and the first source is the page written', async () => {
    const built = await buildFixture('duplicate-route');
    expect(built.code).toBe(0);
    expect(built.report).toEqual([...reports('⚠'), '✔ Built 3 pages in X s, 1 warning → out']);
    const html = built.output('docs/guide/index.html');
    expect(html).toContain('The original guide.');
    expect(html).not.toContain('The handbook');
  });

  it('fail the build at level throw', async () => {
    const built = await buildFixture('duplicate-route', { links: { onDuplicateRoutes: 'throw' } });
    expect(built.code).toBe(1);
    expect(built.report).toEqual([...reports('✖'), '✖ Build failed with 1 error (listed above); nothing was written', FAILED_HINT]);
    expectUntouched(built);
  });

  it('are not reported at level ignore', async () => {
    const built = await buildFixture('duplicate-route', { links: { onDuplicateRoutes: 'ignore' } });
    expect(built.code).toBe(0);
    expect(built.report).toEqual(['✔ Built 3 pages in X s, 0 warnings → out']);
  });
});

describe.concurrent('a broken link in the navbar', () => {
  const layout = 'ssg.config.ts  broken link /blog  (appears on all 4 pages — check the navbar/footer config)';
  const content = 'docs/setup.md:3:27  broken link /blog';

  it('is reported once for the whole site, besides the same link written in a page', async () => {
    const built = await buildFixture('broken-navbar-link');
    expect(built.code).toBe(1);
    expect(built.report).toEqual([`✖ ${content}`, `✖ ${layout}`, '✖ Build failed with 2 errors (listed above); nothing was written', FAILED_HINT]);
    expectUntouched(built);
  });

  it('only warns at level warn', async () => {
    const navbar = { items: [{ label: 'Guide', to: '/docs/guide' }, { label: 'Blog', to: '/blog' }] };
    const built = await buildFixture('broken-navbar-link', { navbar, links: { onBrokenLinks: 'warn' } });
    expect(built.code).toBe(0);
    expect(built.report).toEqual([`⚠ ${content}`, `⚠ ${layout}`, '✔ Built 4 pages in X s, 2 warnings → out']);
    expectWritten(built);
  });
});
