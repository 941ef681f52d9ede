// The folders a build reads, which an output folder must never be inside (and `ssg clear` never removes).
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';

/** Absolute paths of the site's source folders. */
export function sourceDirsOf(root: string, config: SiteConfig): string[] {
  const folders = [config.docs.path, config.pages.path, config.staticDir, 'remote', ...(config.blog === false ? [] : [config.blog.path])];
  return folders.map((folder) => path.resolve(root, folder));
}
