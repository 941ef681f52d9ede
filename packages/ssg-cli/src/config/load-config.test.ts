import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { UserError } from '../report/diagnostics.js';
import { loadConfig } from './load-config.js';

let dir: string;
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function site(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), 'ssg-config-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

describe('loadConfig', () => {
  it('places an error the config throws while evaluated at its line, in a module it imports too', async () => {
    const root = await site({
      'ssg.config.ts': "import { navbar } from './navbar';\n\nconst env: Record<string, string | undefined> = {};\nconst url = env.SITE_URL!.trim();\nexport default { title: 'x', url, navbar };\n",
      'navbar.ts': 'export const navbar = { items: [] };\n',
    });
    const error = (await loadConfig({ root }).catch((e: unknown) => e)) as UserError;
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toMatch(/^ssg\.config\.ts:4:\d+ {2}Could not load the site config \S*ssg\.config\.ts: Cannot read properties of undefined \(reading 'trim'\)$/);
    const imported = await site({
      'ssg.config.ts': "import { navbar } from './navbar';\nexport default { title: 'x', url: 'https://example.com', navbar };\n",
      'navbar.ts': "const items = JSON.parse('{');\nexport const navbar = { items };\n",
    });
    expect(((await loadConfig({ root: imported }).catch((e: unknown) => e)) as UserError).message).toMatch(/^navbar\.ts:1:\d+ {2}Could not load the site config/);
  });

  it('places an error a getter of the config throws while the config is checked, at its line', async () => {
    const root = await site({
      'ssg.config.ts': "export default {\n  url: 'https://example.com',\n  get title(): string {\n    throw new Error('no title yet');\n  },\n};\n",
    });
    const error = (await loadConfig({ root }).catch((e: unknown) => e)) as UserError;
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toMatch(/^ssg\.config\.ts:4:\d+ {2}Could not load the site config \S*ssg\.config\.ts: no title yet$/);
    expect(error.hint).toContain('getters too');
  });

  it('compiles and imports a TypeScript config', async () => {
    const root = await site({
      'ssg.config.ts': "const title: string = 'Typed';\nexport default { title, url: 'https://example.com', baseUrl: '/x/' };\n",
    });
    const { config } = await loadConfig({ root });
    expect(config.title).toBe('Typed');
    expect(config.baseUrl).toBe('/x/');
  });

  it('fails with a hint when there is no config', async () => {
    const root = await site({});
    await expect(loadConfig({ root })).rejects.toThrow(/No site config found/);
    await expect(loadConfig({ root })).rejects.toMatchObject({ hint: expect.stringContaining('--root') });
  });

  it('reports a syntax error with its line', async () => {
    const root = await site({ 'ssg.config.ts': "export default {\n  title: 'x',,\n};\n" });
    const error = await loadConfig({ root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toMatch(/ssg\.config\.ts:2:\d+/);
  });

  it('requires a default export', async () => {
    const root = await site({ 'ssg.config.ts': 'export const config = {};\n' });
    await expect(loadConfig({ root })).rejects.toThrow(/has no default export/);
  });

  it('places each problem at its line and column in the config, unknown keys with "did you mean"', async () => {
    const source = [
      "import { defineConfig } from '@ssg/cli';",
      'const items = [{ label: "Guide", to: 42 }];',
      'export default defineConfig({',
      "  titel: 'Site',",
      "  url: 'https://example.com',",
      '  navbar: { items },',
      "  footer: { stlye: 'dark', links: [] },",
      '  remote: { sources: [helper()] },',
      '} as const);',
      'function helper() { return { id: 1, url: "x", kind: "doc" }; }',
    ].join('\n');
    const root = await site({ 'ssg.config.ts': source.replace("import { defineConfig } from '@ssg/cli';", 'const defineConfig = (config: unknown) => config;') });
    const error = (await loadConfig({ root }).catch((e: unknown) => e)) as UserError;
    expect(error).toBeInstanceOf(UserError);
    const file = path.relative(process.cwd(), path.join(root, 'ssg.config.ts'));
    expect(error.message.split('\n')).toEqual([
      `Invalid site config in ${file}:`,
      `  ${file}:3:29  title: expected a string, got nothing`,
      `  ${file}:2:38  navbar.items[0].to: expected a string, got 42`,
      `  ${file}:7:13  footer: unknown key "stlye" (did you mean "style"?)`,
      // A value made by a function call: the call is the closest place written out.
      `  ${file}:8:23  remote.sources[0].id: expected a string, got 1`,
      `  ${file}:8:23  remote.sources[0].url: expected an http:// or https:// URL, got "x"`,
      `  ${file}:4:3  (config root): unknown key "titel" (did you mean "title"?)`,
    ]);
  });

  it('refuses files and folders a build would read or write outside the site, and stylesheets that are not text', async () => {
    const root = await site({
      'ssg.config.ts': [
        'export default {',
        "  title: 'x', url: 'https://example.com',",
        "  staticDir: '../elsewhere',",
        "  customCss: ['/etc/passwd', 'css/missing.css', 'css', 'css/binary.css', 'css/ok.css'],",
        "  routesLockFile: '../../victim.json',",
        "  remote: { sources: [], cacheDir: '.' },",
        '};',
        '',
      ].join('\n'),
      'css/ok.css': 'a { color: red }',
      'css/binary.css': 'a\u0000b',
    });
    const error = (await loadConfig({ root }).catch((e: unknown) => e)) as UserError;
    expect(error).toBeInstanceOf(UserError);
    // Each at its line in the config.
    expect(error.message.split('\n').slice(1).map((line) => /ssg\.config\.ts:(\d+):\d+/.exec(line)?.[1])).toEqual(['3', '4', '4', '4', '4', '5', '6']);
    expect(error.message.split('\n').slice(1).map((line) => line.replace(/^\s*\S*ssg\.config\.ts:\d+:\d+\s+/, ''))).toEqual([
      'staticDir: "../elsewhere" must be a folder inside the site folder (its files are published as they are)',
      'customCss.0: "/etc/passwd" is outside the site folder; a stylesheet must be inside it',
      'customCss.1: "css/missing.css" names no file in the site folder',
      'customCss.2: "css" is a folder, not a stylesheet',
      'customCss.3: "css/binary.css" is not text (it holds NUL bytes)',
      'routesLockFile: "../../victim.json" is outside the site folder; the routes lock must be inside it',
      'remote.cacheDir: "." is outside the site folder; a cache folder of its own must be inside it',
    ]);
    // Modules and a local specification: files of the site; a Windows path is told to use /.
    const modules = await site({
      'ssg.config.ts': [
        'export default {',
        "  title: 'x', url: 'https://example.com',",
        "  islands: { Counter: 'src\\\\Counter.tsx', Chart: '../chart.tsx' },",
        "  components: { Footer: 'src/Footer.tsx' },",
        "  openapi: { source: 'specs/api.yaml' },",
        '};',
        '',
      ].join('\n'),
    });
    const wrong = ((await loadConfig({ root: modules }).catch((e: unknown) => e)) as UserError).message.split('\n').slice(1);
    expect(wrong.map((line) => line.replace(/^\s*\S*ssg\.config\.ts:(\d+):\d+\s+/, '$1: '))).toEqual([
      '3: islands.Counter: "src\\\\Counter.tsx" names no file (write paths with /: \\ is a character of file names here)',
      '3: islands.Chart: "../chart.tsx" is outside the site folder; an island\'s module must be inside it',
      '4: components.Footer: "src/Footer.tsx" names no file in the site folder',
      '5: openapi.source: "specs/api.yaml" names no file in the site folder',
    ]);
    // A staticDir the config names must exist; the default may be missing.
    const missing = await site({ 'ssg.config.ts': "export default { title: 'x', url: 'https://example.com', staticDir: 'nope' };\n" });
    expect(((await loadConfig({ root: missing }).catch((e: unknown) => e)) as UserError).message).toContain('staticDir: there is no folder "nope" in the site folder');
  });

  it('wants the site\'s origin as url, and links with one target that does not run script', async () => {
    const root = await site({
      'ssg.config.ts': [
        'export default {',
        "  title: 'x', url: 'https://example.com/sub/?q=1',",
        "  navbar: { items: [{ label: 'A', href: 'javascript:alert(1)' }, { label: 'B', to: '/b', href: 'https://b.test' }] },",
        "  footer: { links: [{ label: 'C' }] },",
        '};',
        '',
      ].join('\n'),
    });
    const error = (await loadConfig({ root }).catch((e: unknown) => e)) as UserError;
    expect(error.message).toContain('expected the site\'s origin only, such as https://docs.example.com (a path goes in baseUrl; no query or #)');
    expect(error.message).toContain('expected a URL a link may open, not javascript:, data: or vbscript:');
    expect(error.message).toContain('expected "to" or "href", not both');
    expect(error.message).toContain('expected "to" (a route) or "href" (a URL)');
  });

  it('says which package a config imports that the site does not have', async () => {
    const root = await site({ 'ssg.config.ts': "import { defineConfig } from '@ssg/cli';\nexport default defineConfig({ title: 'x', url: 'https://example.com' });\n" });
    const error = (await loadConfig({ root }).catch((e: unknown) => e)) as UserError;
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toBe(`the site config ${path.relative(process.cwd(), path.join(root, 'ssg.config.ts'))} imports "@ssg/cli", which is not installed in the site`);
    expect(error.hint).toBe('Install it in the site folder (npm install @ssg/cli), or fix the import.');
    expect(error.message).not.toContain('.cache');
  });
});
