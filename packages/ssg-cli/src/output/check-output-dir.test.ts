import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutputDir, OUTPUT_MARKER } from './check-output-dir.js';

let dir: string;
let repo: string;
let root: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ssg-outdir-'));
  repo = path.join(dir, 'repo');
  root = path.join(repo, 'site');
  await mkdir(path.join(repo, '.git'), { recursive: true });
  await mkdir(path.join(root, 'static'), { recursive: true });
  await writeFile(path.join(root, 'ssg.config.ts'), 'export default {}');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The message of the error `checkOutputDir` throws, or undefined when it accepts the folder. */
async function refusal(outDir: string, options: { force?: boolean; sourceDirs?: string[] } = {}): Promise<string | undefined> {
  return checkOutputDir({ outDir, root, ...options }).then(
    () => undefined,
    (error: Error) => error.message,
  );
}

/** A folder under the temp dir with `files` in it. */
async function folder(name: string, files: Record<string, string>): Promise<string> {
  const target = path.join(dir, name);
  await mkdir(target, { recursive: true });
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(target, file), text);
  return target;
}

describe('checkOutputDir', () => {
  it('refuses the site folder, its parents and the repository', async () => {
    expect(await refusal(root)).toMatch(/^Refusing to write the site into .*: it is the site folder$/);
    expect(await refusal(repo)).toBe(`Refusing to write the site into ${repo}: it is the repository ${repo}`);
    expect(await refusal(dir)).toBe(`Refusing to write the site into ${dir}: it contains the repository ${repo}`);
    expect(await refusal('/')).toMatch(/it contains the repository/);
  });

  it('refuses a link to the site and a folder inside a source folder', async () => {
    const link = path.join(dir, 'link-to-site');
    await symlink(root, link);
    expect(await refusal(link)).toMatch(/it is the site folder$/);
    const inside = path.join(root, 'static', 'out');
    expect(await refusal(inside, { sourceDirs: [path.join(root, 'static')] })).toMatch(/it is inside the source folder .*static, which the next build would read$/);
  });

  it('refuses a file and a non-empty folder no build wrote, unless forced', async () => {
    const file = path.join(dir, 'notes.txt');
    await writeFile(file, 'keep me');
    expect(await refusal(file)).toMatch(/: it is a file, not a folder$/);
    // A file where one of the folders above it would be.
    expect(await refusal(path.join(file, 'out', 'site'))).toMatch(/notes\.txt is a file, not a folder$/);
    const work = await folder('work', { 'a.txt': '', 'b.txt': '', 'c.txt': '', 'd.txt': '' });
    expect(await refusal(work)).toBe(
      `Refusing to write the site into ${work}: the folder is not empty and was not written by ssg (it has no ${OUTPUT_MARKER} file); building would delete a.txt, b.txt, c.txt and 1 more`,
    );
    expect(await refusal(work, { force: true })).toBeUndefined();
  });

  it('accepts a new, an empty, a marked folder and an earlier output', async () => {
    expect(await refusal(path.join(dir, 'new', 'out'))).toBeUndefined();
    expect(await refusal(await folder('empty', {}))).toBeUndefined();
    expect(await refusal(await folder('marked', { [OUTPUT_MARKER]: '', 'index.html': '' }))).toBeUndefined();
    const earlier = await folder('earlier', { 'index.html': '', '404.html': '<html><head><meta name="ssg-build-id" content="x"/>' });
    expect(await refusal(earlier)).toBeUndefined();
    expect(await refusal(path.join(root, 'build'))).toBeUndefined();
  });
});
