import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { UserError } from '../report/diagnostics.js';
import { buildAssets } from './build-assets.js';

let dir: string;
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('buildAssets', () => {
  it('reports a comment a stylesheet leaves open at its line in that stylesheet, not in the join', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ssg-assets-'));
    const theme = path.join(dir, 'theme.css');
    const site = path.join(dir, 'src', 'custom.css');
    const after = path.join(dir, 'after.css');
    await writeFile(theme, 'a {\n  color: red;\n}\n');
    await mkdir(path.dirname(site));
    await writeFile(site, '.b { color: blue; }\n  /* unclosed\n');
    await writeFile(after, '.c { color: green; }\n');
    const error = (await buildAssets({ root: dir, stylesheets: [theme, site, after] }).catch((e: unknown) => e)) as UserError;
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toBe('src/custom.css:2:3  Invalid CSS: Expected "*/" to terminate multi-line comment');
  });
});
