// Helpers of the hostile-input suite: throw-away sites made from a tiny base, builds through the
// real `ssg` binary, and fingerprints of folders to prove that a failed run changed nothing.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { configModule, copyFixture, fixtureConfig, reportLines, runCli, stackLines, type CliResult, type SiteCopy } from '../helpers/cli.js';

export interface Run extends CliResult {
  /** stderr without progress lines, the build time replaced by X. */
  report: string[];
}

/** A copy of the base site (`<tmp>/site`) with `files` added or replaced; `config` extends its config. */
export function hostileSite(files: Record<string, string> = {}, config?: Record<string, unknown>): SiteCopy {
  return copyFixture('hostile-base', { ...(config ? { 'ssg.config.ts': configModule(fixtureConfig({ title: 'Hostile', ...config })) } : {}), ...files });
}

/** Runs `ssg <args>` from the copy's temp folder (`--root site` is added for build and fetch). */
export async function ssg(copy: SiteCopy, args: string[], env: Record<string, string> = {}): Promise<Run> {
  // As long as the tests give a case (two minutes): a pathological site builds slowly on a loaded machine.
  const result = await runCli([...args, '--root', 'site'], { cwd: copy.dir, env, timeout: 120_000 });
  return { ...result, report: reportLines(result.stderr) };
}

/** Sites whose output folder holds the base site's build first, so that a failed build can be shown to change nothing. */
export interface EarlierBuild {
  /** A copy of the base site plus `files`, its `out` holding the base site's build, and that folder's fingerprint. */
  site(files: Record<string, string>): { copy: SiteCopy; out: string; before: Record<string, string> };
  /** Removes `copy` after the file's tests, with the others. */
  keep(copy: SiteCopy): SiteCopy;
}

/** Builds the base site once before a test file's cases and removes every copy after them. */
export function earlierBuild(): EarlierBuild {
  const copies: SiteCopy[] = [];
  let earlier = '';
  beforeAll(async () => {
    const base = hostileSite();
    copies.push(base);
    const run = await ssg(base, ['build', '--out-dir', 'out']);
    expect(run.code, run.stderr).toBe(0);
    earlier = path.join(base.dir, 'out');
  });
  afterAll(() => {
    for (const copy of copies) copy.remove();
  });
  const keep = (copy: SiteCopy): SiteCopy => {
    copies.push(copy);
    return copy;
  };
  return {
    keep,
    site(files) {
      const copy = keep(hostileSite(files));
      const out = path.join(copy.dir, 'out');
      cpSync(earlier, out, { recursive: true });
      return { copy, out, before: fingerprint(out) };
    },
  };
}

/** A user mistake: exit code 1, no stack trace, no internal error; returns the report. */
export function expectUserError(run: Run): string[] {
  expect(run.code, run.stderr).toBe(1);
  expect(stackLines(run.stderr)).toEqual([]);
  expect(run.stderr).not.toContain('Internal error');
  return run.report;
}

/**
 * Every file and link below `dir` with a hash of its contents (or its link target): a folder's
 * fingerprint. The caches ssg keeps for itself (`.ssg-cache/build`, `node_modules/.cache`) are left out.
 */
export function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  const walk = (current: string): void => {
    for (const name of readdirSync(current).sort()) {
      const file = path.join(current, name);
      const relative = path.relative(dir, file).split(path.sep).join('/');
      const info = lstatSync(file);
      if (/(^|\/)(\.ssg-cache\/build|node_modules\/\.cache)$/.test(relative)) continue;
      if (info.isSymbolicLink()) out[relative] = `-> ${readlinkSync(file)}`;
      else if (info.isDirectory()) walk(file);
      else out[relative] = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
    }
  };
  walk(dir);
  return out;
}
