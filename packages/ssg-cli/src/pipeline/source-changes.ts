// What a list of changed files means for a build that keeps the work of the last one: which kinds
// of sources must be read again. Content (docs, pages written in Markdown, the blog, static files,
// stylesheets) is read again by kind; the config, code (a theme, a React page, a component, an
// island, a plugin: any of them can change how every page renders) and any other file mean
// everything is read again.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.js';
import type { SiteConfig } from '../config/schema.js';
import { isInside } from '../output/paths.js';
import type { BuildCache } from './build-cache.js';
import { bump } from './stage-memo.js';

export interface SourceChanges {
  /** Read every source again (and render every page again: code may have changed). */
  everything: boolean;
  /** Absolute paths of changed files in the docs folder (Markdown, `_category_.json`, images). */
  docs: string[];
  /** Markdown pages of the pages folder. */
  pages: boolean;
  blog: boolean;
  staticFiles: boolean;
  /**
   * Stylesheets: the site's `customCss`, a local theme's CSS, and those pages and components import
   * (the pages are read again with the site data made anew, and a page compiled or rendered from
   * the changed file is made again: compile records and the Markdown memo check the files).
   */
  styles: boolean;
}

export const EVERYTHING: SourceChanges = { everything: true, docs: [], pages: true, blog: true, staticFiles: true, styles: true };

/** Modules: the config, a theme, a React page, an island or a plugin may import them. */
const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/;
const MARKDOWN = /\.mdx?$/;

/** Sorts the changed files (absolute or relative to `root`) by what they require of a build with `config`. */
export function sourceChanges({ root, config, files }: { root: string; config: SiteConfig; files: Iterable<string> }): SourceChanges {
  const changes: SourceChanges = { everything: false, docs: [], pages: false, blog: false, staticFiles: false, styles: false };
  const folder = (dir: string): string => path.resolve(root, dir);
  const docsDir = folder(config.docs.path);
  const pagesDir = folder(config.pages.path);
  const staticDir = folder(config.staticDir);
  const blogDir = config.blog === false ? undefined : folder(config.blog.path);
  for (const given of files) {
    const file = path.resolve(root, given);
    // Served as they are, scripts included.
    if (isInside(staticDir, file)) changes.staticFiles = true;
    else if (CODE_FILE.test(file)) return EVERYTHING;
    else if (file.endsWith('.css')) changes.styles = true;
    else if (isInside(docsDir, file)) changes.docs.push(file);
    else if (isInside(pagesDir, file) && MARKDOWN.test(file)) changes.pages = true;
    else if (blogDir !== undefined && isInside(blogDir, file)) changes.blog = true;
    else return EVERYTHING;
  }
  return changes;
}

/**
 * Before a build that reuses `cache`: marks what `files` changed (every kind when the list is
 * absent or the cache holds no config yet), so that the steps reading them run again. Changed docs
 * are read again; a doc added or removed, or a category file, lists the docs folder again (other
 * files there, images, are checked by the Markdown memo). When
 * code may have changed, no page document is reused.
 */
export function noteChanges(cache: BuildCache, root: string, files: readonly string[] | undefined): SourceChanges {
  const memo = cache.stages;
  const kept = memo?.entries.get('config')?.value as LoadedConfig | undefined;
  const changes = files === undefined || kept === undefined ? EVERYTHING : sourceChanges({ root, config: kept.config, files });
  if (changes.everything) {
    cache.docTexts?.clear();
    cache.renderedPages?.clear();
    if (memo) bump(memo, 'config');
    return changes;
  }
  if (!memo) return changes;
  for (const file of changes.docs) {
    const known = cache.docTexts?.delete(file) ?? false;
    const listed = MARKDOWN.test(file) ? !known || !existsSync(file) : path.basename(file) === '_category_.json';
    if (listed) bump(memo, 'docs-listing');
  }
  if (changes.pages) bump(memo, 'pages');
  if (changes.blog) bump(memo, 'blog');
  if (changes.staticFiles) bump(memo, 'static');
  if (changes.styles) bump(memo, 'styles');
  return changes;
}
