// Loads `ssg.config.ts` (or .mts/.js/.mjs): compiles it with esbuild, imports it, validates it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../report/diagnostics.js';
import { compileModules, importCompiled, type CompiledModule } from '../runtime/compile-module.js';
import { formatIssues } from './format-issues.js';
import { configSchema, type SiteConfig } from './schema.js';

export const CONFIG_FILES = ['ssg.config.ts', 'ssg.config.mts', 'ssg.config.js', 'ssg.config.mjs'];

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file. */
  file: string;
  /** The compiled config, which Markdown workers import for the plugins it names. */
  module: CompiledModule;
}

/** Finds, compiles, imports and validates the site config in `root`. */
export async function loadConfig({ root }: { root: string }): Promise<LoadedConfig> {
  const file = CONFIG_FILES.map((name) => path.join(root, name)).find((candidate) => existsSync(candidate));
  if (!file) {
    throw new UserError(`No site config found in ${root}`, {
      hint: `Create ${path.join(root, 'ssg.config.ts')} exporting defineConfig({ title, url, … }), or pass --root <dir>.`,
    });
  }
  const relative = path.relative(process.cwd(), file) || file;
  const [module] = await compileModules({ root, entries: [file], hint: 'Fix the syntax error in the config file.' });
  if (!module) throw new Error(`esbuild returned nothing for ${file}`);
  const raw = await importConfig(relative, module);
  return { config: validateConfig(raw, relative), file, module };
}

/** Validates a config object; every problem is listed with its key path. */
export function validateConfig(raw: unknown, file: string): SiteConfig {
  const result = configSchema.safeParse(raw, { reportInput: true });
  if (result.success) {
    const { toc } = result.data.markdown;
    if (toc.minLevel > toc.maxLevel) {
      throw new UserError(`Invalid site config in ${file}:\n  markdown.toc: minLevel (${toc.minLevel}) is greater than maxLevel (${toc.maxLevel})`, {
        hint: 'Set markdown.toc.minLevel <= markdown.toc.maxLevel (the default is 2 to 3).',
      });
    }
    return result.data;
  }
  const lines = formatIssues(result.error.issues).map((line) => `  ${line}`);
  throw new UserError(`Invalid site config in ${file}:\n${lines.join('\n')}`, {
    hint: 'Fix the keys listed above; `defineConfig` in your editor shows every key and its type.',
  });
}

async function importConfig(file: string, compiled: CompiledModule): Promise<unknown> {
  const hint = 'The config threw while it was evaluated; check the code it runs and the modules it imports.';
  const module = await importCompiled(compiled, `the site config ${file}`, hint);
  if (module.default === undefined) {
    throw new UserError(`The site config ${file} has no default export`, {
      hint: 'End the file with `export default defineConfig({ … })`.',
    });
  }
  return module.default;
}
