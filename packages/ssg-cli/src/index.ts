// The entry a site config imports: `defineConfig` and the config types, nothing heavy, so that
// loading `ssg.config.ts` stays cheap. The programmatic build is `@ssg/cli/build`.
export { defineConfig } from './config/define-config.js';
export type { UserConfig, SiteConfig } from './config/schema.js';
export type { SidebarCategoryLinkConfig, SidebarItemConfig, SidebarsConfig } from './config/sidebars-config.js';
