// Loads the theme named in the config through the page-data contract: `renderPage` plus the
// stylesheets (and optional browser runtime) the theme ships. A theme written in TypeScript or JSX
// (a local `./theme/index.tsx`, or a package whose entry is TypeScript) is compiled first. With
// component overrides, the theme is bundled from its sources with each overridden component
// swapped for the site's (theme-overrides.ts).
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ReactElement } from 'react';
import type { PageData, SiteData } from '@ssg/theme/contract';
import { UserError } from '../report/diagnostics.js';
import { compileModules, importCompiled, importUserModule, type CompiledModule } from '../runtime/compile-module.js';
import type { ClientRuntime } from './build-client.js';
import { bundleThemeWithOverrides } from './theme-overrides.js';

export interface ThemeModule {
  renderPage(data: PageData, site: SiteData): ReactElement;
  /** Absolute paths of the theme's CSS files, concatenated in this order. */
  themeStylesheets: string[];
  /** The browser runtime (shell, hydration module, islands), bundled with the site's islands by the build. */
  clientRuntime?: ClientRuntime;
  /** The theme bundled with the site's component overrides (with a source map), and the site folder. */
  overrides?: { module: CompiledModule; root: string };
}

export interface LoadThemeInput {
  /** The site folder: the theme and overrides resolve from it. */
  root: string;
  /** The config's `theme`: a package name or a path relative to the site. */
  specifier: string;
  /** The config's `components`: component name → module path relative to the site. */
  components?: Readonly<Record<string, string>>;
  /** The config file, where a mistake in `components` is placed. */
  configFile?: string;
}

const COMPILED = /\.(?:[cm]?ts|tsx|jsx)$/;
const THEME_HINT = 'Fix the error in the theme source.';
const THEME_INSTALL_HINT = "Install the theme's dependencies (npm install in the site folder; a theme linked from another folder needs them installed there), or fix the theme.";

/** A theme as loaded for a build. */
export interface LoadedTheme extends ThemeModule {
  /**
   * What the theme's code is, for caches of rendered pages: the compiled module's content hash, or
   * the entry file of a theme imported as it is (whose size and time the cache key then reads).
   */
  entry: string;
}

/** Resolves `specifier` from the site folder, compiles what needs it, and checks it honours the contract. */
export async function loadTheme({ root, specifier, components = {}, configFile }: LoadThemeInput): Promise<LoadedTheme> {
  const resolved = resolveTheme(root, specifier);
  let theme: Record<string, unknown>;
  let entry = resolved;
  let overrides: ThemeModule['overrides'];
  if (Object.keys(components).length > 0) {
    const module = await bundleThemeWithOverrides({ root, specifier, entry: resolved, overrides: components, ...(configFile ? { configFile } : {}) });
    theme = await importCompiled(module, `the theme "${specifier}" with the site's component overrides`, THEME_HINT);
    entry = `compiled:${module.hash}`;
    overrides = { module, root };
  } else if (COMPILED.test(resolved)) {
    const [module] = await compileModules({ root, entries: [resolved], hint: THEME_HINT });
    if (!module) throw new Error(`esbuild returned nothing for ${resolved}`);
    theme = await importCompiled(module, `the theme "${specifier}"`, THEME_HINT);
    entry = `compiled:${module.hash}`;
  } else {
    // A theme file changed since this process started (the dev server, after an edit of a site's own
    // theme) is imported anew; otherwise the module cache's copy, the one pages importing it share.
    // (Compiled themes need no such care: their compiled files are named by their content.)
    const changed = await stat(resolved).then((info) => info.mtimeMs > performance.timeOrigin, () => false);
    const version = changed ? `?v=${Math.trunc((await stat(resolved)).mtimeMs)}` : '';
    theme = await importUserModule(`${pathToFileURL(resolved).href}${version}`, `the theme "${specifier}"`, THEME_INSTALL_HINT);
  }
  if (typeof theme.renderPage !== 'function' || !Array.isArray(theme.themeStylesheets)) {
    throw new UserError(`The theme "${specifier}" does not export renderPage() and themeStylesheets`, {
      hint: 'A theme exports renderPage(data, site) and themeStylesheets: string[] (see @ssg/theme).',
    });
  }
  return { ...(theme as unknown as ThemeModule), entry, ...(overrides ? { overrides } : {}) };
}

/** The theme's entry file, resolved from the site folder as the site would import it. */
export function resolveTheme(root: string, specifier: string): string {
  try {
    return createRequire(path.join(root, 'package.json')).resolve(specifier);
  } catch (error) {
    const local = specifier.startsWith('.') || path.isAbsolute(specifier);
    throw new UserError(`Could not find the theme "${specifier}" from ${root}`, {
      hint: local
        ? `Check the path in \`theme\` (it is relative to the site folder) and the file's extension.`
        : `Install it in the site (npm install ${specifier}) or fix \`theme\` in the site config.`,
      cause: error,
    });
  }
}
