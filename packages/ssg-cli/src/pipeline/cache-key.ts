// What a persistent cache is valid for: this generator (its version and the code that runs) and the
// config; a change to either starts from an empty cache. The theme (its entry file) is part of
// every page's fingerprint instead (`themeKey`), so that the cache can be read before the theme is
// loaded (the docs' front matter is read meanwhile) and a new theme renders the pages again.
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '../config/schema.js';
import { digest } from './fingerprint.js';

/** Size and modification time of a file, or `-` when it cannot be read. */
async function stamp(file: string): Promise<string> {
  return stat(file).then((s) => `${s.size}:${s.mtimeMs}`, () => '-');
}

/** The key of the cache for a build with `config`. */
export async function cacheKey(config: SiteConfig): Promise<string> {
  const { version } = createRequire(import.meta.url)('@ssg/cli/package.json') as { version: string };
  return digest(JSON.stringify([version, await stamp(fileURLToPath(import.meta.url)), config]));
}

/** What stands for the theme `themeEntry` (`LoadedTheme.entry`) in the pages' fingerprints. */
export async function themeKey(themeEntry: string): Promise<string> {
  return themeEntry.startsWith('compiled:') ? themeEntry : `${themeEntry}:${await stamp(themeEntry)}`;
}
