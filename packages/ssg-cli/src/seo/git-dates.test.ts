import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gitLastModified } from './git-dates.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'ssg-git-dates-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function commit(repo: string, date: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: `Ada ${date.slice(5, 7)}`, GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' };
  execFileSync('git', ['add', '-A'], { cwd: repo, env });
  execFileSync('git', ['commit', '-q', '-m', date], { cwd: repo, env });
}

describe('gitLastModified', () => {
  it('gives each file of the site folder the date and author of the last commit that changed it, relative to the site', async () => {
    const repo = path.join(scratch, 'repo');
    mkdirSync(repo);
    execFileSync('git', ['init', '-q'], { cwd: repo });
    commit(repo, '2025-01-01T10:00:00Z', { 'site/docs/a.md': 'a', 'site/docs/b ü.md': 'b', 'other.txt': 'x' });
    commit(repo, '2025-02-01T10:00:00+02:00', { 'site/docs/a.md': 'a2', 'other.txt': 'y' });
    const dates = await gitLastModified(path.join(repo, 'site'));
    expect(Object.fromEntries(dates)).toEqual({
      'docs/a.md': { date: '2025-02-01T08:00:00.000Z', author: 'Ada 02' },
      'docs/b ü.md': { date: '2025-01-01T10:00:00.000Z', author: 'Ada 01' },
    });
  });

  it('gives an empty map outside a repository', async () => {
    const plain = path.join(scratch, 'plain');
    mkdirSync(plain);
    expect((await gitLastModified(plain)).size).toBe(0);
  });
});
