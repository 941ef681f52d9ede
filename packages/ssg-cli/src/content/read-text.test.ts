import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UserError } from '../report/diagnostics.js';
import { decodeText, folderExists, listFolder, readTextFile } from './read-text.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ssg-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The message of the user error `run` rejects with. */
async function failure(run: () => Promise<unknown> | unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as Error).message;
  }
  throw new Error('expected a user error');
}

describe('readTextFile', () => {
  it('reads UTF-8 text and drops a byte-order mark', async () => {
    writeFileSync(path.join(dir, 'ok.md'), '\uFEFF# Café ✓\n');
    expect(await readTextFile(path.join(dir, 'ok.md'), 'docs/ok.md')).toBe('# Café ✓\n');
  });

  it('names binary files and the first byte that is not UTF-8', async () => {
    expect(await failure(() => decodeText(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]), 'docs/logo.md'))).toBe(
      'docs/logo.md is a binary file, not text (it holds a NUL byte at offset 4)',
    );
    expect(await failure(() => decodeText(Buffer.from('# Title\n\nCaf\xe9 au lait', 'latin1'), 'docs/cafe.md'))).toBe(
      'docs/cafe.md:3:4  the file is not UTF-8 text (byte 0xe9 at offset 12 is not valid UTF-8)',
    );
  });

  it('reads UTF-16 after its byte-order mark (as Windows PowerShell 5 writes a file)', () => {
    const text = '# Café ✓\n\nText.\n';
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]), 'docs/le.md')).toBe(text);
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]), 'docs/be.md')).toBe(text);
    const odd = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le').subarray(1)]);
    expect(() => decodeText(odd, 'docs/odd.md')).toThrow('docs/odd.md starts as UTF-16 text but does not go on as such (an odd number of bytes, or half of a character)');
    expect(() => decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a\0b', 'utf16le')]), 'docs/nul.md')).toThrow('docs/nul.md is a binary file, not text (it holds a NUL character at character 1)');
  });

  it('says why a file cannot be read', async () => {
    mkdirSync(path.join(dir, 'folder.md'));
    symlinkSync(path.join(dir, 'loop.md'), path.join(dir, 'loop.md'));
    symlinkSync(path.join(dir, 'gone'), path.join(dir, 'broken.md'));
    expect(await failure(() => readTextFile(path.join(dir, 'folder.md'), 'docs/folder.md'))).toBe('Could not read docs/folder.md: it is a folder, not a file');
    expect(await failure(() => readTextFile(path.join(dir, 'loop.md'), 'docs/loop.md'))).toBe('Could not read docs/loop.md: it is a symbolic link that points back at itself');
    expect(await failure(() => readTextFile(path.join(dir, 'broken.md'), 'docs/broken.md'))).toBe('Could not read docs/broken.md: it does not exist (a broken symbolic link?)');
  });
});

describe('content folders', () => {
  it('are missing, a folder, or a user error when a file', async () => {
    writeFileSync(path.join(dir, 'docs'), 'not a folder');
    expect(await folderExists(path.join(dir, 'none'), 'none')).toBe(false);
    expect(await folderExists(dir, 'site')).toBe(true);
    expect(await failure(() => listFolder(path.join(dir, 'docs'), 'docs', { root: dir, isSource: (relPath) => relPath.endsWith('.md') }))).toBe('docs is a file, but the site config names it as a folder');
  });

  it('are listed without following a link back up the tree', async () => {
    const tree = path.join(dir, 'tree');
    mkdirSync(path.join(tree, 'a'), { recursive: true });
    writeFileSync(path.join(tree, 'a', 'x.md'), '# X');
    symlinkSync(tree, path.join(tree, 'a', 'up'));
    expect(await listFolder(tree, 'tree', { root: dir, isSource: (relPath) => relPath.endsWith('.md') })).toEqual(['a/x.md']);
  });

  it('leave out pipes, also through a link, which a read would wait on forever', async () => {
    const pipes = path.join(dir, 'pipes');
    mkdirSync(pipes);
    execFileSync('mkfifo', [path.join(pipes, 'fifo.md')]);
    symlinkSync(path.join(pipes, 'fifo.md'), path.join(pipes, 'linked.md'));
    writeFileSync(path.join(pipes, 'page.md'), '# Page');
    expect(await listFolder(pipes, 'pipes', { root: dir, isSource: (relPath) => relPath.endsWith('.md') })).toEqual(['page.md']);
  });

  it('refuse a source linked from outside the site and the folder, not another file', async () => {
    const site = path.join(dir, 'site');
    const outside = path.join(dir, 'outside');
    mkdirSync(path.join(site, 'docs'), { recursive: true });
    mkdirSync(outside);
    writeFileSync(path.join(outside, 'secret.md'), 'secret');
    writeFileSync(path.join(outside, 'logo.svg'), '<svg/>');
    writeFileSync(path.join(site, 'notes.md'), '# Notes');
    symlinkSync(path.join(outside, 'logo.svg'), path.join(site, 'docs', 'logo.svg'));
    symlinkSync(path.join(site, 'notes.md'), path.join(site, 'docs', 'notes.md'));
    const list = () => listFolder(path.join(site, 'docs'), 'docs', { root: site, isSource: (relPath) => relPath.endsWith('.md') });
    expect(await list()).toEqual(['logo.svg', 'notes.md']);
    symlinkSync(outside, path.join(site, 'docs', 'more'));
    expect(await failure(list)).toBe(`docs/more/secret.md is a link to ${path.join(outside, 'secret.md')}, outside the site folder; it is not published`);
    // A docs folder outside the site (docs.path: '../docs') may link within itself.
    symlinkSync(path.join(outside, 'secret.md'), path.join(outside, 'alias.md'));
    expect(await listFolder(outside, '../outside', { root: site, isSource: (relPath) => relPath.endsWith('.md') })).toEqual(['alias.md', 'logo.svg', 'secret.md']);
  });
});
