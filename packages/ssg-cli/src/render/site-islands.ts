// The site's own islands (`islands` in ssg.config.ts: name → module), checked and resolved for
// the browser bundle: no name may shadow one of the theme's islands (the config checked the files).
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
    // The file was checked with the config (config/load-config.ts).
    resolved[name] = path.resolve(root, file);
  }
  return resolved;
}
