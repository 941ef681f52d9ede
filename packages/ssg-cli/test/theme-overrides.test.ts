// Component overrides and local TypeScript themes, through the built CLI on a copy of a fixture.
import { cpSync, readFileSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFixture, PACKAGE_DIR, runCli, stackLines, type SiteCopy } from './helpers/cli.js';

let site: SiteCopy | undefined;
afterEach(() => {
  site?.remove();
  site = undefined;
});

/** A fixture copy with React installed, as a real site has it (the overrides' JSX imports it). */
function siteWithReact(files: Record<string, string> = {}): SiteCopy {
  return copyFixture('component-overrides', files, { react: true });
}

/** Builds the React fixture with `files`, which must fail as a user error without a stack; returns what it printed. */
async function failedBuild(files: Record<string, string>): Promise<string> {
  site?.remove();
  site = siteWithReact(files);
  const result = await runCli(['build', '--root', site.root]);
  expect(result.code).toBe(1);
  expect(result.stderr).not.toContain('Internal error');
  expect(stackLines(result.stderr)).toEqual([]);
  return result.stderr;
}

const page = (root: string, route: string): string => readFileSync(path.join(root, 'build', route, 'index.html'), 'utf8');

describe('component overrides', () => {
  it('swaps single components; an override can wrap the original and import local modules', async () => {
    site = siteWithReact();
    const result = await runCli(['build', '--root', site.root]);
    expect(result.stderr).toMatch(/✔ Built/);
    expect(result.code).toBe(0);
    const html = page(site.root, 'docs/intro');
    expect(html).toContain('<div class="site-footer-note">Built for <!-- -->Overrides<!-- --> <span class="site-badge">local import</span></div>');
    // The original footer, rendered by the wrapper.
    expect(html).toMatch(/<footer class="ssg-footer ssg-footer--dark">[\s\S]*Copyright Overrides/);
    // A named export replaces the breadcrumbs everywhere the theme uses them.
    expect(html).toContain('<nav class="site-breadcrumbs" aria-label="Breadcrumbs">Home</nav>');
    expect(html).not.toContain('class="ssg-breadcrumbs"');
    // One component of a module that exports two: the other stays the theme's.
    expect(html).toContain('<nav class="site-toc" aria-label="On this page">1<!-- --> sections</nav>');
    expect(html).not.toContain('class="ssg-toc"');
    expect(html).toContain('class="ssg-toc-collapsible"');
    // The theme's CSS is still found from its sources.
    const css = readdirSync(path.join(site.root, 'build', 'assets', 'css'));
    expect(readFileSync(path.join(site.root, 'build', 'assets', 'css', css[0] ?? ''), 'utf8')).toContain('.ssg-footer');
  });

  it('names an unknown component at its line in the config and lists the ones that exist', async () => {
    site = copyFixture('component-overrides');
    const config = readFileSync(path.join(site.root, 'ssg.config.ts'), 'utf8').replace("Footer: './src/Footer.tsx'", "Futer: './src/Footer.tsx'");
    writeFileSync(path.join(site.root, 'ssg.config.ts'), config);
    const result = await runCli(['build', '--root', site.root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('✖ ssg.config.ts:7:5  components: the theme "@ssg/theme" has no component "Futer"');
    expect(result.stderr).toMatch(/hint: Components that can be overridden: .*\bFooter\b.*\bNavbar\b.*\bPostMeta\b.*\bTocNav\b/);
    expect(stackLines(result.stderr)).toEqual([]);
  });

  it('names a misspelt component as unknown, also when its module has only a named export', async () => {
    site = copyFixture('component-overrides', { 'src/NamedFooter.tsx': 'export function Footer() {\n  return <footer>Named</footer>;\n}\n' });
    const config = readFileSync(path.join(site.root, 'ssg.config.ts'), 'utf8').replace("Footer: './src/Footer.tsx'", "Footr: './src/NamedFooter.tsx'");
    writeFileSync(path.join(site.root, 'ssg.config.ts'), config);
    const result = await runCli(['build', '--root', site.root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('components: the theme "@ssg/theme" has no component "Footr"');
    expect(result.stderr).not.toContain('exports neither');
    // A name the theme has, and a module that exports it under no name ssg can find.
    writeFileSync(path.join(site.root, 'ssg.config.ts'), config.replace('Footr:', 'Footer:'));
    writeFileSync(path.join(site.root, 'src/NamedFooter.tsx'), 'export function Foot() {\n  return <footer>Named</footer>;\n}\n');
    const named = await runCli(['build', '--root', site.root]);
    expect(named.code).toBe(1);
    expect(named.stderr).toContain('The component override src/NamedFooter.tsx exports neither a default component nor "Footer"');
    expect(stackLines(named.stderr)).toEqual([]);
  });

  it('points at a compile error in an override with its line', async () => {
    site = copyFixture('component-overrides', { 'src/Breadcrumbs.tsx': 'export function Breadcrumbs() {\n  return <nav>;\n}\n' });
    const result = await runCli(['build', '--root', site.root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/✖ Could not compile the component override src\/Breadcrumbs\.tsx:3:1: /);
    expect(stackLines(result.stderr)).toEqual([]);
  });

  it('points at the line of an override that throws while a page renders (window at build time), without a stack', async () => {
    const stderr = await failedBuild({ 'src/Breadcrumbs.tsx': 'export function Breadcrumbs() {\n  const here = window.location.pathname;\n  return <nav>{here}</nav>;\n}\n' });
    expect(stderr).toMatch(/✖ src\/Breadcrumbs\.tsx:2:16 {2}A component override threw while rendering \/\S*: window is not defined\n {2}hint: Fix the component/);
  });

  it('says an override threw a value that is not an Error, which names no place, without a stack', async () => {
    const stderr = await failedBuild({ 'src/Breadcrumbs.tsx': 'export function Breadcrumbs() {\n  throw 5;\n}\n' });
    expect(stderr).toMatch(/✖ A component threw 5 while rendering \/\S*: a value that is not an Error, so its place is not known\n {2}hint: Find that throw in the site's components/);
  });

  it('stops at a React page or an override that never returns, at the time limit, naming it (it hung the build)', async () => {
    const page = await failedBuild({ 'pages/loop.tsx': 'export default function Loop() {\n  for (;;) {}\n}\n' });
    expect(page).toContain('✖ pages/loop.tsx  The page did not finish rendering within 10 s\n  hint: A component of the page loops without end: fix it.');
    const override = await failedBuild({ 'src/Breadcrumbs.tsx': 'export function Breadcrumbs() {\n  while (true) {}\n}\n' });
    expect(override).toMatch(/✖ Rendering \/\S* did not finish within 10 s\n {2}hint: A component of the site loops without end/);
  }, 60_000);

  it('compiles a whole local theme written in TypeScript', async () => {
    site = copyFixture('component-overrides');
    const config = readFileSync(path.join(site.root, 'ssg.config.ts'), 'utf8').replace(/components: \{[^}]*\},/, "theme: './local-theme/index.tsx',");
    writeFileSync(path.join(site.root, 'ssg.config.ts'), config);
    const result = await runCli(['build', '--root', site.root]);
    expect(result.stderr).toMatch(/✔ Built/);
    expect(result.code).toBe(0);
    expect(page(site.root, 'docs/intro')).toContain('<title>Introduction · local theme | Overrides</title>');
    const css = readdirSync(path.join(site.root, 'build', 'assets', 'css'));
    expect(readFileSync(path.join(site.root, 'build', 'assets', 'css', css[0] ?? ''), 'utf8')).toContain('.local-theme-marker');
  });
});

describe('a theme package that is not installed as it should be', () => {
  const config = (theme: string): string => `export default { title: 'Themes', url: 'https://example.com', blog: false, theme: '${theme}' };\n`;

  it('names the package the theme imports that is missing, without a stack', async () => {
    site = siteWithReact({
      'ssg.config.ts': config('broken-theme'),
      'node_modules/broken-theme/package.json': JSON.stringify({ name: 'broken-theme', type: 'module', main: 'index.js' }),
      'node_modules/broken-theme/index.js': "import 'theme-helper-not-installed';\nexport function renderPage() {}\nexport const themeStylesheets = [];\n",
    });
    const result = await runCli(['build', '--root', site.root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('✖ the theme "broken-theme" imports "theme-helper-not-installed", which is not installed in the site');
    expect(stackLines(result.stderr)).toEqual([]);
  });

  it('says when the theme renders with its own copy of React (a linked theme), without a stack', async () => {
    site = siteWithReact({
      'ssg.config.ts': config('linked-theme'),
      'node_modules/linked-theme/package.json': JSON.stringify({ name: 'linked-theme', type: 'module', main: 'index.js' }),
      'node_modules/linked-theme/index.js': [
        "import { createElement, useState } from 'react';",
        'function Page({ title }) {',
        '  const [shown] = useState(title);',
        "  return createElement('html', null, createElement('body', null, shown));",
        '}',
        "export function renderPage(data) { return createElement(Page, { title: String(data.title ?? '') }); }",
        'export const themeStylesheets = [];',
        '',
      ].join('\n'),
    });
    // The theme's own React: a second copy of the package, as `npm link` leaves a theme's node_modules.
    cpSync(realpathSync(path.join(site.root, 'node_modules', 'react')), path.join(site.root, 'node_modules', 'linked-theme', 'node_modules', 'react'), { recursive: true, dereference: true });
    const result = await runCli(['build', '--root', site.root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/✖ The theme's components use a different copy of React from the one ssg renders pages with \(.*useState.*\), rendering \//);
    expect(result.stderr).toContain('hint: Install React once');
    expect(stackLines(result.stderr)).toEqual([]);
  });
});

describe('the theme README', () => {
  it('lists every component a site can override', async () => {
    const { themeComponents } = await import('../src/render/theme-overrides.js');
    const themeDir = path.resolve(PACKAGE_DIR, '..', 'theme');
    const readme = readFileSync(path.join(themeDir, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Overriding components'), readme.indexOf('## Replacing the theme'));
    const missing = [...(await themeComponents(path.join(themeDir, 'src', 'components'))).keys()].filter((name) => !table.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
