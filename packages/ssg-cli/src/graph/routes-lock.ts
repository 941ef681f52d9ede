// The routes lock (`routes.lock.json`, committed with the site): every route the last `ssg build`
// answered, pages and redirects. Each build compares its routes with it and warns for each route
// that is gone without a redirect (a renamed page, an operation renamed by a newer spec), since
// links and bookmarks to it now break; `ssg build` then writes the new list, only if it changed.
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomicSync } from '../output/atomic-write.js';
import { UserError, type Diagnostic } from '../report/diagnostics.js';
import { suggestionBudget } from '../report/closest.js';
import { closestRoute } from './closest-route.js';

export interface RoutesLock {
  /** Absolute path of the lock file. */
  file: string;
  /** The file's text for this build's routes. */
  contents: string;
}

/** The routes of the last build, or undefined when there is no lock yet. */
export function readRoutesLock(file: string): Set<string> | undefined {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    data = undefined;
  }
  const routes = (data as { version?: unknown; routes?: unknown } | undefined)?.routes;
  if ((data as { version?: unknown } | undefined)?.version !== 1 || !Array.isArray(routes) || !routes.every((route) => typeof route === 'string')) {
    throw new UserError(`The routes lock ${file} is not valid: expected { "version": 1, "routes": [ "/…", … ] }`, {
      hint: 'Fix it (a merge conflict?), or delete it: the next build writes it again, without comparing.',
    });
  }
  return new Set(routes);
}

/** The lock file's text for `routes` (sorted, one per line, so diffs stay small). */
export function routesLockText(routes: Iterable<string>): string {
  return `${JSON.stringify({ version: 1, routes: [...new Set(routes)].sort() }, null, 2)}\n`;
}

/** A warning for each route of the last build that this build no longer answers. */
export function goneRoutes({ previous, current, lockFile, configFile }: { previous: ReadonlySet<string>; current: ReadonlySet<string>; lockFile: string; configFile: string }): Diagnostic[] {
  const budget = suggestionBudget();
  return [...previous]
    .filter((route) => !current.has(route))
    .map((route) => {
      const near = closestRoute(route, current, budget);
      return {
        severity: 'warning',
        rule: 'routesLock',
        file: lockFile,
        message: `${route} was a route of the last build and is gone, with no redirect: links and bookmarks to it now break`,
        hint:
          `Add { from: '${route}', to: '<its new route>' } to redirects in ${configFile}${near ? ` (the nearest route now is ${near})` : ''}; ` +
          `${lockFile} now lists this build's routes (commit it).`,
      };
    });
}

/** Writes the lock when its text changed. */
export function writeRoutesLock(lock: RoutesLock): void {
  let known: string | undefined;
  try {
    known = fs.readFileSync(lock.file, 'utf8');
  } catch {
    known = undefined;
  }
  if (known !== lock.contents) writeFileAtomicSync(lock.file, lock.contents);
}

/** Compares this build's routes with the lock at `root/lockFile` (site-relative); the lock to write after the build. */
export function checkRoutes({ root, lockFile, configFile, routes }: { root: string; lockFile: string; configFile: string; routes: ReadonlySet<string> }): { diagnostics: Diagnostic[]; lock: RoutesLock } {
  const file = path.resolve(root, lockFile);
  const previous = readRoutesLock(file);
  return {
    diagnostics: previous ? goneRoutes({ previous, current: routes, lockFile, configFile }) : [],
    lock: { file, contents: routesLockText(routes) },
  };
}
