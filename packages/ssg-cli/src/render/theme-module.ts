// Loads the theme named in the config through the page-data contract: `renderPage` plus the
// stylesheets (and optional browser entry) the theme ships.
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ReactElement } from 'react';
import type { PageData, SiteData } from '@ssg/theme/contract';
import { UserError } from '../report/diagnostics.js';
import { importModule } from '../runtime/import-module.js';

export interface ThemeModule {
  renderPage(data: PageData, site: SiteData): ReactElement;
  /** Absolute paths of the theme's CSS files, concatenated in this order. */
  themeStylesheets: string[];
  /** Absolute path of the browser runtime's entry module, bundled by the build. */
  clientEntry?: string;
}

/** Resolves `specifier` from the site folder and checks it honours the contract. */
export async function loadTheme({ root, specifier }: { root: string; specifier: string }): Promise<ThemeModule> {
  let resolved: string;
  try {
    resolved = createRequire(path.join(root, 'package.json')).resolve(specifier);
  } catch (error) {
    throw new UserError(`Could not find the theme "${specifier}" from ${root}`, {
      hint: `Install it in the site (pnpm add ${specifier}) or fix \`theme\` in the site config.`,
      cause: error,
    });
  }
  // A theme file changed since this process started (the dev server, after an edit of a site's own
  // theme) is imported anew; otherwise the module cache's copy, the one pages importing it share.
  const changed = await stat(resolved).then((info) => info.mtimeMs > performance.timeOrigin, () => false);
  const version = changed ? `?v=${Math.trunc((await stat(resolved)).mtimeMs)}` : '';
  const theme = (await importModule(`${pathToFileURL(resolved).href}${version}`)) as Partial<ThemeModule>;
  if (typeof theme.renderPage !== 'function' || !Array.isArray(theme.themeStylesheets)) {
    throw new UserError(`The theme "${specifier}" does not export renderPage() and themeStylesheets`, {
      hint: 'A theme exports renderPage(data, site) and themeStylesheets: string[] (see @ssg/theme).',
    });
  }
  return theme as ThemeModule;
}
