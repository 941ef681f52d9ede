// The site's own islands (`islands` in ssg.config.ts: name → module), checked and resolved for
// the browser bundle: each file must exist and no name may shadow one of the theme's islands.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { UserError } from '../report/diagnostics.js';
import type { ClientRuntime } from './build-client.js';

/** Island name → absolute module path. Throws a `UserError` naming the key for a bad entry. */
export function siteIslands({ root, config, theme }: { root: string; config: SiteConfig; theme: ClientRuntime }): Record<string, string> {
  const resolved: Record<string, string> = {};
  for (const [name, file] of Object.entries(config.islands)) {
    if (name in theme.islands) {
      throw new UserError(`islands.${name}: the theme already has an island named "${name}"`, {
        hint: `Pick another name (the theme's islands: ${Object.keys(theme.islands).join(', ')}).`,
      });
    }
    const absolute = path.resolve(root, file);
    if (!existsSync(absolute)) {
      throw new UserError(`islands.${name}: no file at ${file} (looked in ${root})`, {
        hint: 'Give the path of a module, relative to the site folder, whose default export is the island component.',
      });
    }
    resolved[name] = absolute;
  }
  return resolved;
}
