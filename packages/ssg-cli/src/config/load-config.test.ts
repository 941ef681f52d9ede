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
});
