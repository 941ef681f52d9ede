// Loads `ssg.config.ts` (or .mts/.js/.mjs): compiles it with esbuild, imports it, validates it.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeText } from '../content/read-text.js';
import { isFile, isFolder, isInside } from '../output/paths.js';
import { listProblems, UserError } from '../report/diagnostics.js';
import { compileModules, importCompiled, readExports, SOURCE_MAPPED, type CompiledModule } from '../runtime/compile-module.js';
import { configProblems, type ConfigProblem } from './format-issues.js';
import { locateKeys } from './locate-keys.js';
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
  // esbuild wants absolute paths; messages keep the folder as given.
  const folder = path.resolve(root);
  const file = CONFIG_FILES.map((name) => path.join(folder, name)).find((candidate) => existsSync(candidate));
  if (!file) {
    throw new UserError(`No site config found in ${root}`, {
      hint: `Create ${path.join(root, 'ssg.config.ts')} exporting defineConfig({ title, url, … }), or pass --root <dir>.`,
    });
  }
  const relative = path.relative(process.cwd(), file) || file;
  const [module] = await compileModules({ root: folder, entries: [file], hint: 'Fix the syntax error in the config file.', options: SOURCE_MAPPED });
  if (!module) throw new Error(`esbuild returned nothing for ${file}`);
  const raw = await importConfig(relative, module, folder);
  try {
    const config = readExports(module, `the site config ${relative}`, EVALUATION_HINT, folder, () => {
      const valid = validateConfig(raw, relative);
      checkSitePaths(valid, raw, folder, relative);
      return valid;
    });
    return { config, file, module };
  } catch (error) {
    if (!(error instanceof InvalidConfigError)) throw error;
    // Each problem at its line and column in the config's source, where the source shows it.
    const text = await readFile(file, 'utf8');
    const positions = await locateKeys(text, file, error.problems.map(({ path, unknownKey }) => ({ path, ...(unknownKey ? { extra: unknownKey } : {}) })));
    const lines = error.problems.map((problem, index) => {
      const at = positions[index];
      return at ? `${relative}:${at.line}:${at.column}  ${problem.text}` : problem.text;
    });
    throw new UserError(`Invalid site config in ${relative}:\n${listProblems(lines)}`, { hint: error.hint, cause: error });
  }
}

/** A config that does not validate, with its problems as data (placed in the source by `loadConfig`). */
export class InvalidConfigError extends UserError {
  constructor(
    file: string,
    readonly problems: ConfigProblem[],
    hint = 'Fix the keys listed above; `defineConfig` in your editor shows every key and its type.',
  ) {
    super(`Invalid site config in ${file}:\n${listProblems(problems.map((problem) => problem.text))}`, { hint });
  }
}

/** Validates a config object; every problem is listed with its key path. */
export function validateConfig(raw: unknown, file: string): SiteConfig {
  const result = configSchema.safeParse(raw, { reportInput: true });
  if (result.success) {
    const { toc } = result.data.markdown;
    if (toc.minLevel > toc.maxLevel) {
      const text = `markdown.toc: minLevel (${toc.minLevel}) is greater than maxLevel (${toc.maxLevel})`;
      throw new InvalidConfigError(file, [{ path: ['markdown', 'toc', 'minLevel'], text }], 'Set markdown.toc.minLevel <= markdown.toc.maxLevel (the default is 2 to 3).');
    }
    return result.data;
  }
  throw new InvalidConfigError(file, configProblems(result.error.issues, configSchema));
}

/**
 * The files and folders the config names that a build reads or writes must be inside the site:
 * `staticDir` (published as it is) and `customCss` (bundled into the stylesheet), the modules of
 * `islands` and `components` and a local `openapi.source`, the routes lock and the remote cache
 * (written). A `staticDir` set in the config must exist, each `customCss` entry must be a text file,
 * each module and a local specification a file: each mistake at its line in the config.
 */
function checkSitePaths(config: SiteConfig, raw: unknown, root: string, file: string): void {
  const problems: ConfigProblem[] = [];
  const inside = (target: string): boolean => path.resolve(root, target) === root || isInside(root, path.resolve(root, target));
  const outside = (key: PropertyKey[], value: string, what: string): void => {
    problems.push({ path: key, text: `${key.join('.')}: ${JSON.stringify(value)} is outside the site folder; ${what} must be inside it` });
  };
  if (!inside(config.staticDir) || path.resolve(root, config.staticDir) === root) {
    problems.push({ path: ['staticDir'], text: `staticDir: ${JSON.stringify(config.staticDir)} must be a folder inside the site folder (its files are published as they are)` });
  } else if ((raw as { staticDir?: unknown }).staticDir !== undefined && !isFolder(path.resolve(root, config.staticDir))) {
    problems.push({ path: ['staticDir'], text: `staticDir: there is no folder ${JSON.stringify(config.staticDir)} in the site folder` });
  }
  config.customCss.forEach((css, index) => {
    const key = ['customCss', index];
    if (!inside(css)) return outside(key, css, 'a stylesheet');
    const problem = textFileProblem(path.resolve(root, css));
    if (problem) problems.push({ path: key, text: `customCss.${index}: ${JSON.stringify(css)} ${problem}` });
  });
  const modules: Array<[PropertyKey[], string, string]> = [
    ...Object.entries(config.islands).map(([name, module]): [PropertyKey[], string, string] => [['islands', name], module, "an island's module"]),
    ...Object.entries(config.components).map(([name, module]): [PropertyKey[], string, string] => [['components', name], module, 'a component override']),
  ];
  const openapi = config.openapi?.source;
  if (openapi !== undefined && !config.remote.sources.some((source) => source.id === openapi)) modules.push([['openapi', 'source'], openapi, 'a specification of the site']);
  for (const [key, value, what] of modules) {
    if (!inside(value)) outside(key, value, what);
    else if (!isFile(path.resolve(root, value))) problems.push({ path: key, text: `${key.join('.')}: ${JSON.stringify(value)} ${missingFile(value)}` });
  }
  if (config.routesLockFile !== false && !inside(config.routesLockFile)) outside(['routesLockFile'], config.routesLockFile, 'the routes lock');
  if (!inside(config.remote.cacheDir) || path.resolve(root, config.remote.cacheDir) === root) outside(['remote', 'cacheDir'], config.remote.cacheDir, 'a cache folder of its own');
  if (problems.length > 0) throw new InvalidConfigError(file, problems, 'Name files and folders of the site by their path from the site folder.');
}

/** Why a path names no file; a Windows path (`src\\a.tsx`) is told to use `/` (here `\\` is part of a name). */
function missingFile(value: string): string {
  return value.includes('\\') ? 'names no file (write paths with /: \\ is a character of file names here)' : 'names no file in the site folder';
}

/** Why `target` is no stylesheet to read: missing, a folder, or not text (read-text.ts's rules). */
function textFileProblem(target: string): string | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'EISDIR' ? 'is a folder, not a stylesheet' : missingFile(target);
  }
  try {
    decodeText(bytes, target);
  } catch {
    return bytes.includes(0) ? 'is not text (it holds NUL bytes)' : 'is not UTF-8 text';
  }
  return undefined;
}

const EVALUATION_HINT = 'The config threw while it was evaluated or read; check the code it runs (getters too) and the modules it imports.';

async function importConfig(file: string, compiled: CompiledModule, root: string): Promise<unknown> {
  const module = await importCompiled(compiled, `the site config ${file}`, EVALUATION_HINT, root);
  if (module.default === undefined) {
    throw new UserError(`The site config ${file} has no default export`, {
      hint: 'End the file with `export default defineConfig({ … })`.',
    });
  }
  return module.default;
}

