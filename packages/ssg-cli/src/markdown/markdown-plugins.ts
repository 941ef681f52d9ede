// The site's own remark and rehype plugins (`markdown.remarkPlugins` / `rehypePlugins` in the
// config). Markdown renders in worker threads, and a function cannot be posted to a thread, so
// every thread imports the plugins itself: the build writes a small module into the site's cache
// folder that re-exports the compiled config (where function plugins and all options live) and
// imports each plugin named by module, resolved from the site as the site would import it. A
// worker imports that one module (`loadMarkdownPlugins`) and builds the same plugin list. The
// module's name is its content hash; its content names the compiled config (itself named by its
// hash) and each plugin package's version, so the key changes exactly when the plugins may.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PluggableList, Plugin, Processor, Transformer } from 'unified';
import type { MarkdownPluginEntry, SiteConfig } from '../config/schema.js';
import { writeFileAtomic } from '../output/atomic-write.js';
import { UserError } from '../report/diagnostics.js';
import { compileCacheDir, type CompiledModule } from '../runtime/compile-module.js';
import { importModule } from '../runtime/import-module.js';

/** What a Markdown thread needs to load the plugins: plain data, posted to every worker. */
export interface MarkdownPluginsRef {
  /** `file:` URL of the module that loads them. */
  module: string;
  /** Changes exactly when the plugins or their options may have changed (for caches). */
  key: string;
}

export interface MarkdownPlugins {
  remark: PluggableList;
  rehype: PluggableList;
}

type Kind = 'remarkPlugins' | 'rehypePlugins';
const KINDS: Kind[] = ['remarkPlugins', 'rehypePlugins'];

/** `[plugin, options]` or a bare plugin → its plugin and options. */
function splitEntry(entry: MarkdownPluginEntry): [string | Plugin, unknown] {
  return Array.isArray(entry) ? [entry[0] as string | Plugin, entry[1]] : [entry as string | Plugin, undefined];
}

/** The package folder Node would find `name` in from `root` (without reading `exports`). */
function packageDir(root: string, name: string): string | undefined {
  const packageName = name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
  for (let dir = root; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', packageName);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** How a module-named plugin is imported from the cache folder, and its version (for the key). */
function specifierOf(root: string, name: string, where: string): { specifier: string; version: string } {
  if (name.startsWith('.') || path.isAbsolute(name)) {
    const file = path.resolve(root, name);
    if (!existsSync(file)) {
      throw new UserError(`${where}: the plugin file ${name} does not exist`, { hint: 'Paths are relative to the site folder; or import the plugin in the config and pass the function.' });
    }
    return { specifier: pathToFileURL(file).href, version: readFileSync(file, 'utf8') };
  }
  const dir = packageDir(root, name);
  if (!dir) {
    throw new UserError(`${where}: the plugin "${name}" is not installed in the site`, { hint: `Install it in the site folder (npm install ${name}).` });
  }
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string };
  return { specifier: name, version: version ?? '' };
}

/** Writes the loader module for the config's plugins; undefined when the config names none. */
export async function prepareMarkdownPlugins({ root, config, configModule }: { root: string; config: SiteConfig; configModule: CompiledModule }): Promise<MarkdownPluginsRef | undefined> {
  if (KINDS.every((kind) => config.markdown[kind].length === 0)) return undefined;
  const imports: string[] = [];
  const names: string[] = [];
  for (const kind of KINDS) {
    config.markdown[kind].forEach((entry, index) => {
      const [plugin] = splitEntry(entry);
      if (typeof plugin !== 'string' || names.includes(plugin)) return;
      const { specifier, version } = specifierOf(root, plugin, `markdown.${kind}[${index}]`);
      imports.push(`import * as m${names.length} from ${JSON.stringify(specifier)}; // ${createHash('sha256').update(version).digest('hex').slice(0, 12)}`);
      names.push(plugin);
    });
  }
  const text = [
    '// Written by ssg: the site config and the Markdown plugins it names by module, for each Markdown thread.',
    `export { default as config } from ${JSON.stringify(configModule.url)};`,
    ...imports,
    `export const modules = { ${names.map((name, index) => `${JSON.stringify(name)}: m${index}`).join(', ')} };`,
    '',
  ].join('\n');
  const key = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const dir = compileCacheDir(root);
  const file = path.join(dir, `markdown-plugins.${key}.mjs`);
  if (!existsSync(file)) await writeFileAtomic(file, text);
  return { module: pathToFileURL(file).href, key };
}

/** The plugin a module exports: its default export, else the module itself when it is a function. */
function pluginOf(module: Record<string, unknown> | undefined, name: string, where: string): Plugin {
  const plugin = module?.default ?? module;
  if (typeof plugin !== 'function') throw new UserError(`${where}: the module "${name}" does not export a plugin function (as its default export)`);
  return plugin as Plugin;
}

/** Imports the plugins in a Markdown thread, in config order, with their options. */
export async function loadMarkdownPlugins(ref: MarkdownPluginsRef): Promise<MarkdownPlugins> {
  type Loaded = { config: { markdown?: Partial<Record<Kind, MarkdownPluginEntry[]>> }; modules: Record<string, Record<string, unknown>> };
  const loaded = (await importModule(ref.module).catch((error: unknown) => {
    throw new UserError(`Could not load the Markdown plugins: ${error instanceof Error ? error.message : String(error)}`, {
      hint: 'A plugin module failed while it was imported; check the plugins in `markdown` of the site config.',
      cause: error,
    });
  })) as Loaded;
  const list = (kind: Kind): PluggableList =>
    (loaded.config.markdown?.[kind] ?? []).map((entry, index) => {
      const [plugin, options] = splitEntry(entry);
      const where = `markdown.${kind}[${index}]`;
      const resolved = typeof plugin === 'string' ? pluginOf(loaded.modules[plugin], plugin, where) : plugin;
      const attributed = attributeErrors(resolved, `${where} (${typeof plugin === 'string' ? plugin : plugin.name || 'a function'})`);
      return options === undefined ? [attributed] : [attributed, options];
    });
  return { remark: list('remarkPlugins'), rehype: list('rehypePlugins') };
}

/** A plugin whose failures are the site's mistakes (`UserError`), naming the plugin. */
function attributeErrors(plugin: Plugin, label: string): Plugin {
  const fail = (error: unknown): never => {
    if (error instanceof UserError) throw error;
    throw new UserError(`The plugin ${label} failed: ${error instanceof Error ? error.message : String(error)}`, {
      hint: 'Check the plugin and its options in the site config.',
      cause: error,
    });
  };
  return function (this: Processor, ...options: unknown[]) {
    let transformer: Transformer | undefined;
    try {
      transformer = (plugin as (...args: unknown[]) => unknown).apply(this, options) as Transformer | undefined;
    } catch (error) {
      return fail(error);
    }
    if (typeof transformer !== 'function') return transformer;
    // unified tells a callback-style transformer by its declared parameters: keep their number.
    if (transformer.length > 2) {
      return function (this: unknown, tree, file, next) {
        try {
          return transformer.call(this, tree, file, (error, ...rest) => (error ? next(new UserError(`The plugin ${label} failed: ${error.message}`, { cause: error })) : next(undefined, ...rest)));
        } catch (error) {
          return fail(error);
        }
      } satisfies Transformer;
    }
    return function (this: unknown, tree, file) {
      try {
        const result = (transformer as (this: unknown, ...args: unknown[]) => unknown).call(this, tree, file);
        return result instanceof Promise ? result.catch(fail) : result;
      } catch (error) {
        return fail(error);
      }
    } as Transformer;
  } as Plugin;
}
