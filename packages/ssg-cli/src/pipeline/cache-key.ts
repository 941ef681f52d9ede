// What a persistent cache is valid for: this generator (its version and the code that runs), the
// theme (its entry file) and the config. A change to any of them starts from an empty cache.
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '../config/schema.js';
import { digest } from './fingerprint.js';

/** Size and modification time of a file, or `-` when it cannot be read. */
async function stamp(file: string): Promise<string> {
  return stat(file).then((s) => `${s.size}:${s.mtimeMs}`, () => '-');
}

/** The key of the cache for a build with `config` and the theme `themeEntry` (`LoadedTheme.entry`). */
export async function cacheKey(config: SiteConfig, themeEntry: string): Promise<string> {
  const { version } = createRequire(import.meta.url)('@ssg/cli/package.json') as { version: string };
  const [generator, theme] = await Promise.all([
    stamp(fileURLToPath(import.meta.url)),
    themeEntry.startsWith('compiled:') ? themeEntry : stamp(themeEntry),
  ]);
  return digest(JSON.stringify([version, generator, theme, config]));
}
