// Component overrides (`components: { Footer: './src/Footer.tsx' }` in the site config): the theme
// is bundled from its sources (the `source` export condition of its package.json, which
// @ssg/theme ships). A component is any PascalCase function a module of its `components/` folder
// exports; every relative import of that module inside the theme is answered by a small module
// that re-exports the original's other exports and the site's components. An override can import
// the original (`@ssg/theme/components/Footer`) to wrap it: imports from outside the theme's
// sources are never swapped. Packages other than the theme stay external.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Message, Plugin } from 'esbuild';
import { UserError } from '../report/diagnostics.js';
import { configKeyPlace } from '../config/locate-keys.js';
import { compileModules, SOURCE_MAPPED, type CompiledModule } from '../runtime/compile-module.js';
import { esbuild } from '../runtime/esbuild.js';

export interface ThemeOverridesInput {
  root: string;
  /** The config's `theme`. */
  specifier: string;
  /** The theme's entry as Node resolves it (for a local theme, its file). */
  entry: string;
  /** Component name (`Footer`, `PostMeta`) → module path relative to the site folder. */
  overrides: Readonly<Record<string, string>>;
  /** The config file, where a name the theme does not have is placed. */
  configFile?: string;
}

/** One overridden component: the theme module that defines it and the site's replacement. */
interface Override {
  name: string;
  /** Module path in `components/`, without extension (`Toc`, `blog/PostMeta`). */
  module: string;
  file: string;
  /** The override's export that is the component: `default` or its name. */
  exported: string;
}

const SOURCE_FILE = /\.(?:tsx|ts|jsx|js)$/;
const OVERRIDE_HINT = 'Fix the error in the override, or remove it from `components` in the site config.';

/** The components a theme's sources define: each exported PascalCase function of `components/**`, with its module. */
export async function themeComponents(componentsDir: string): Promise<Map<string, string>> {
  const entries = await readdir(componentsDir, { recursive: true }).catch(() => [] as string[]);
  const modules = entries.map((entry) => entry.split(path.sep).join('/')).filter((entry) => SOURCE_FILE.test(entry) && !/\.(test|d)\.[jt]sx?$/.test(entry));
  const components = new Map<string, string>();
  for (const module of modules.sort()) {
    const text = await readFile(path.join(componentsDir, module), 'utf8');
    for (const match of text.matchAll(/^export (?:function|const) ([A-Z][a-z]\w*)/gm)) {
      if (match[1] && !components.has(match[1])) components.set(match[1], module.replace(SOURCE_FILE, ''));
    }
  }
  return components;
}

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** Which export of each override is the component: its default export, or one named like it (undefined: neither). */
async function overrideExports(root: string, files: ReadonlyMap<string, string>): Promise<Map<string, string | undefined>> {
  const result = await esbuild().build({
    entryPoints: [...files.values()],
    outdir: path.join(root, 'node_modules', '.cache', 'ssg', 'exports'),
    write: false,
    bundle: false,
    metafile: true,
    absWorkingDir: root,
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
  }).catch((error: { errors?: Message[] }) => {
    const first = error.errors?.[0];
    const where = first?.location ? `${first.location.file}:${first.location.line}:${first.location.column + 1}` : [...files.values()].join(', ');
    throw new UserError(`Could not compile the component override ${where}: ${first?.text ?? String(error)}`, { hint: OVERRIDE_HINT, cause: error });
  });
  const exportsByFile = new Map<string, string[]>();
  for (const output of Object.values(result.metafile.outputs)) {
    if (output.entryPoint) exportsByFile.set(path.resolve(root, output.entryPoint), output.exports);
  }
  const chosen = new Map<string, string | undefined>();
  for (const [name, file] of files) {
    const exported = exportsByFile.get(file) ?? [];
    chosen.set(name, exported.includes('default') ? 'default' : exported.includes(name) ? name : undefined);
  }
  return chosen;
}

/** Bundles the theme with the site's overrides swapped in; returns the compiled module. */
export async function bundleThemeWithOverrides({ root, specifier, entry, overrides, configFile }: ThemeOverridesInput): Promise<CompiledModule> {
  const local = specifier.startsWith('.') || path.isAbsolute(specifier);
  const themePackage = local ? undefined : packageName(specifier);
  const files = new Map(Object.entries(overrides).map(([name, file]) => [name, path.resolve(root, file)]));
  const exportNames = await overrideExports(root, files);
  let componentsDir: string | undefined;
  /** Overrides by the theme module they replace components of. */
  const byModule = new Map<string, Override[]>();
  let problem: UserError | undefined;

  const plugin: Plugin = {
    name: 'ssg-theme-overrides',
    setup(pluginBuild) {
      // The entry: the theme as the site names it, resolved with the `source` condition.
      pluginBuild.onResolve({ filter: /^ssg-theme-entry$/ }, () => ({ path: 'entry', namespace: 'ssg-theme' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'ssg-theme' }, async () => {
        const target = local ? entry : specifier;
        const resolved = await pluginBuild.resolve(target, { kind: 'import-statement', resolveDir: root });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        componentsDir = path.join(path.dirname(resolved.path), 'components');
        const known = await themeComponents(componentsDir);
        const unknown = [...files.keys()].filter((name) => !known.has(name));
        if (unknown.length > 0) {
          const where = configFile ? await configKeyPlace(configFile, root, { path: ['components'], extra: unknown[0]! }) : '';
          problem = new UserError(`${where}components: the theme "${specifier}" has no component ${unknown.map((name) => `"${name}"`).join(', ')}`, {
            hint: known.size > 0 ? `Components that can be overridden: ${[...known.keys()].sort().join(', ')}.` : `The theme does not ship its sources (components/ next to its entry), so it cannot take overrides.`,
          });
          return { errors: [{ text: problem.message }] };
        }
        // Checked once the names are known to be the theme's: a misspelt name is reported as such.
        for (const [name, file] of files) {
          const exported = exportNames.get(name);
          if (exported === undefined) {
            problem = new UserError(`The component override ${path.relative(root, file)} exports neither a default component nor "${name}"`, {
              hint: `End it with \`export default function ${name}(props) { … }\`.`,
            });
            return { errors: [{ text: problem.message }] };
          }
          const module = known.get(name) ?? '';
          byModule.set(module, [...(byModule.get(module) ?? []), { name, module, file, exported }]);
        }
        return { contents: `export * from ${JSON.stringify(resolved.path)};`, resolveDir: root, loader: 'js' };
      });
      // Packages stay external, except the theme's own (an override importing the original), and
      // are imported from where the module naming them finds them (the theme's React, say).
      pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'resolving' || path.isAbsolute(args.path) || args.path.startsWith('node:')) return undefined;
        if (themePackage && packageName(args.path) === themePackage) return undefined;
        const found = await pluginBuild.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'resolving' });
        if (found.errors.length > 0 || !path.isAbsolute(found.path)) return { path: args.path, external: true };
        return { path: pathToFileURL(found.path).href, external: true };
      });
      // A relative import of an overridden component from inside the theme's sources.
      pluginBuild.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (!componentsDir || args.namespace !== 'file' || !args.importer.startsWith(path.dirname(componentsDir) + path.sep)) return undefined;
        const target = path.resolve(args.resolveDir, args.path).replace(/\.(?:js|jsx|ts|tsx)$/, '');
        const module = path.relative(componentsDir, target).split(path.sep).join('/');
        const swapped = byModule.get(module);
        if (!swapped || swapped.some((override) => override.file === args.importer)) return undefined;
        return { path: module, namespace: 'ssg-override', pluginData: target };
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: 'ssg-override' }, async (args) => {
        const original = await pluginBuild.resolve(`./${path.basename(args.pluginData as string)}.js`, {
          kind: 'import-statement',
          resolveDir: path.dirname(args.pluginData as string),
          pluginData: 'resolving',
        });
        if (original.errors.length > 0) return { errors: original.errors };
        const contents = [
          `export * from ${JSON.stringify(original.path)};`,
          ...(byModule.get(args.path) ?? []).map(({ name, file, exported }) => `export { ${exported} as ${name} } from ${JSON.stringify(file)};`),
        ].join('\n');
        return { contents, resolveDir: root, loader: 'js' };
      });
    },
  };

  try {
    const [module] = await compileModules({
      root,
      entries: ['ssg-theme-entry'],
      hint: OVERRIDE_HINT,
      // With a source map, an error an override throws while a page renders is placed in its file.
      options: { plugins: [plugin], conditions: ['source'], packages: 'bundle', ...SOURCE_MAPPED },
    });
    if (!module) throw new Error('esbuild returned nothing for the theme');
    return module;
  } catch (error) {
    throw problem ?? error;
  }
}
