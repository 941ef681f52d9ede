import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { UserError } from '../report/diagnostics.js';
import { checkRoutes, writeRoutesLock } from './routes-lock.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const check = (routes: string[]) => checkRoutes({ root: dir, lockFile: 'routes.lock.json', configFile: 'ssg.config.ts', routes: new Set(routes) });

describe('the routes lock', () => {
  it('compares nothing on the first build, then warns once for each route gone without a redirect', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ssg-routes-lock-'));
    const first = check(['/', '/docs/api/fastapi', '/docs/api/create-session-event', '/docs/intro']);
    expect(first.diagnostics).toEqual([]);
    writeRoutesLock(first.lock);
    expect(JSON.parse(readFileSync(first.lock.file, 'utf8'))).toEqual({ version: 1, routes: ['/', '/docs/api/create-session-event', '/docs/api/fastapi', '/docs/intro'] });

    // fastapi was renamed and redirected (its route is still answered); create-session-event was not.
    const second = check(['/', '/docs/api/fastapi', '/docs/api/flux0-api', '/docs/api/create-event-and-stream', '/docs/intro']);
    expect(second.diagnostics).toEqual([
      {
        severity: 'warning',
        rule: 'routesLock',
        file: 'routes.lock.json',
        message: '/docs/api/create-session-event was a route of the last build and is gone, with no redirect: links and bookmarks to it now break',
        hint: "Add { from: '/docs/api/create-session-event', to: '<its new route>' } to redirects in ssg.config.ts; routes.lock.json now lists this build's routes (commit it).",
      },
    ]);
    writeRoutesLock(second.lock);
    expect(check(['/', '/docs/api/fastapi', '/docs/api/flux0-api', '/docs/api/create-event-and-stream', '/docs/intro']).diagnostics).toEqual([]);
    expect(check(['/', '/docs/intro-x']).diagnostics.at(-1)?.hint).toContain('(the nearest route now is /docs/intro-x)');
  });

  it('names the nearest route in a large rename until its searches have compared enough routes', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ssg-routes-lock-'));
    const count = 20_000;
    writeRoutesLock(check(Array.from({ length: count }, (_, i) => `/docs/guide/page-${i}`)).lock);
    // Every page moved: each gone route would be compared with every new one (400 million pairs).
    const { diagnostics } = check(Array.from({ length: count }, (_, i) => `/docs/guides/page-${i}`));
    expect(diagnostics).toHaveLength(count);
    expect(diagnostics[0]!.hint).toContain('(the nearest route now is /docs/guides/page-0)');
    expect(diagnostics.at(-1)!.hint).not.toContain('nearest route');
  });

  it('is rewritten only when the routes changed', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ssg-routes-lock-'));
    const { lock } = check(['/b', '/a', '/a']);
    writeRoutesLock(lock);
    // A write puts a new file in place (a rename), so the same inode means no write.
    const written = statSync(lock.file).ino;
    writeRoutesLock(check(['/a', '/b']).lock);
    expect(statSync(lock.file).ino).toBe(written);
    writeRoutesLock(check(['/a', '/c']).lock);
    expect(statSync(lock.file).ino).not.toBe(written);
  });

  it('refuses a lock that is not one, saying how to recover', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ssg-routes-lock-'));
    writeFileSync(path.join(dir, 'routes.lock.json'), '<<<<<<< HEAD\n{ "version": 1, "routes": [] }\n');
    expect(() => check(['/'])).toThrow(UserError);
    expect(() => check(['/'])).toThrow(/routes\.lock\.json is not valid: expected \{ "version": 1, "routes": \[ "\/…", … \] \}/);
  });
});
