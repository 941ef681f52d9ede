// Loads `ssg.config.ts` (or .mts/.js/.mjs): compiles it with esbuild, imports it, validates it.
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { UserError } from '../report/diagnostics.js';
import { importModule } from '../runtime/import-module.js';
import { formatIssues } from './format-issues.js';
import { configSchema, type SiteConfig } from './schema.js';

export const CONFIG_FILES = ['ssg.config.ts', 'ssg.config.mts', 'ssg.config.js', 'ssg.config.mjs'];

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file. */
  file: string;
}

/** Finds, compiles, imports and validates the site config in `root`. */
export async function loadConfig({ root }: { root: string }): Promise<LoadedConfig> {
  const file = CONFIG_FILES.map((name) => path.join(root, name)).find((candidate) => existsSync(candidate));
  if (!file) {
    throw new UserError(`No site config found in ${root}`, {
      hint: `Create ${path.join(root, 'ssg.config.ts')} exporting defineConfig({ title, url, … }), or pass --root <dir>.`,
    });
  }
  const raw = await importConfig(root, file);
  return { config: validateConfig(raw, path.relative(process.cwd(), file) || file), file };
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

async function importConfig(root: string, file: string): Promise<unknown> {
  const outDir = path.join(root, 'node_modules', '.cache', 'ssg');
  const outFile = path.join(outDir, `config-${process.pid}-${Date.now()}.mjs`);
  await mkdir(outDir, { recursive: true });
  try {
    await build({
      entryPoints: [file],
      outfile: outFile,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      jsx: 'automatic',
    });
  } catch (error) {
    const detail = (error as { errors?: { text: string; location?: { line: number; column: number } | null }[] }).errors?.[0];
    const where = detail?.location ? `:${detail.location.line}:${detail.location.column + 1}` : '';
    throw new UserError(`Could not compile the site config ${file}${where}: ${detail?.text ?? String(error)}`, {
      hint: 'Fix the syntax error in the config file.',
      cause: error,
    });
  }
  try {
    const module = (await importModule(pathToFileURL(outFile).href)) as { default?: unknown };
    if (module.default === undefined) {
      throw new UserError(`The site config ${file} has no default export`, {
        hint: 'End the file with `export default defineConfig({ … })`.',
      });
    }
    return module.default;
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(`Could not load the site config ${file}: ${(error as Error).message}`, {
      hint: 'The config threw while it was evaluated; check the code it runs and the modules it imports.',
      cause: error,
    });
  } finally {
    await rm(outFile, { force: true });
  }
}
