// `defineConfig` gives `ssg.config.ts` its types; it returns the object unchanged.
import type { UserConfig } from './schema.js';

/** Types a site config. Validation happens when `ssg` loads it. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
