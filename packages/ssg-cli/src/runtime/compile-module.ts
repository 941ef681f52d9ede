// Compiles the site's own TypeScript/JSX modules (the config, React pages, a local theme, component
// overrides) with esbuild and imports them. The output goes to `<site>/node_modules/.cache/ssg/`,
// so that the packages it imports resolve from the site, and is named by its content: a module
// compiled again unchanged (a dev-server rebuild, a Markdown worker importing the config) is the
// same file and the same module instance. `import.meta.url` (and `dirname`/`filename`) keep
// meaning the source file, so a module that finds files beside itself still does once bundled.
// What each compile was made from is recorded beside its output (every file esbuild read, with the
// package.json and tsconfig files that configure them, by size and time): a compile of unchanged
// sources is taken from there without starting esbuild (a build with nothing changed starts none).
// What the modules import that is not code is published (published-imports.ts): the CSS each
// module gathers is one minified file beside it, named by its content; images and other files
// imported by URL are listed with the routes of their copies.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BuildOptions, Loader, Message, Metafile, Plugin } from 'esbuild';
import type { AssetRef } from '../markdown/types.js';
import { writeFileAtomic } from '../output/atomic-write.js';
import { contentHash } from '../output/content-hash.js';
import { UserError } from '../report/diagnostics.js';
import { esbuild, esbuildVersion, minifyCss } from './esbuild.js';
import { importModule } from './import-module.js';
import { publishedImports, type PublishedImports } from './published-imports.js';

/** Where compiled site modules are written, below the site folder. */
export function compileCacheDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'ssg');
}

export interface CompileInput {
  /** The site folder: output is written below it, and bare imports resolve from it. */
  root: string;
  /** Absolute paths of the modules to compile, each bundled on its own. */
  entries: string[];
  /** The hint of the error when a module does not compile. */
  hint: string;
  /** More esbuild options (plugins, conditions); packages stay external unless this says otherwise. */
  options?: Pick<BuildOptions, 'plugins' | 'conditions' | 'packages' | 'loader' | 'nodePaths' | 'sourcemap' | 'sourcesContent' | 'alias'>;
  /** Told the files the modules were made from (absolute), when they are known (see `compileModules`). */
  onInputs?: (files: string[]) => void;
  /** The site's base URL, starting and ending with `/`: the URLs of imported files start with it (default `/`). */
  baseUrl?: string;
}

export interface CompiledModule {
  /** The source file. */
  entry: string;
  /** `file:` URL of the compiled module (stays valid: the file is named by its content). */
  url: string;
  /** Hash of the compiled code: equal exactly when the module would behave the same. */
  hash: string;
  /**
   * The CSS of the stylesheets the module imports (`import './home.css'`, CSS modules), in one
   * minified file of the compile cache (`source`) to publish at `route` and link from the pages
   * that use the module.
   */
  stylesheet?: AssetRef;
  /** The files the module imports by URL (images, fonts), to copy into the build. */
  assets?: AssetRef[];
}

/** `.js` may hold JSX, as Docusaurus reads it (its classic template's components are `index.js`). */
const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx', '.js': 'jsx', '.mjs': 'js', '.cjs': 'js' };

/** Replaces `import.meta.url`, `.dirname` and `.filename` with the source file's own values. */
export const sourceImportMeta: Plugin = {
  name: 'ssg-source-import-meta',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      const loader = LOADERS[path.extname(args.path)];
      if (!loader || args.namespace !== 'file') return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.')) return { contents: text, loader };
      const values: Record<string, string> = {
        url: pathToFileURL(args.path).href,
        dirname: path.dirname(args.path),
        filename: args.path,
      };
      const contents = text.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key: string) => JSON.stringify(values[key]));
      return { contents, loader };
    });
  },
};

/** `file:line:col` of esbuild's first error, relative to the site folder. */
export function errorLocation(messages: Message[] | undefined): { where: string; text: string } | undefined {
  const first = messages?.[0];
  if (!first) return undefined;
  const location = first.location;
  const where = location ? `${location.file}:${location.line}:${location.column + 1}` : '';
  return { where, text: first.text };
}

/** A compile's modules and what they were made from: each file read by esbuild (or configuring it), absolute, with its size and time (`-`: absent). */
interface CompileRecord {
  inputs: Record<string, string>;
  modules: CompiledModule[];
}

async function stampOf(file: string): Promise<string> {
  return stat(file).then((info) => `${info.size}:${info.mtimeMs}`, () => '-');
}

/** The files that configure how esbuild reads `files`: package.json, tsconfig.json and jsconfig.json in their folders and above. */
function configFiles(files: string[]): string[] {
  const folders = new Set<string>();
  for (const file of files) {
    for (let dir = path.dirname(file); !folders.has(dir); dir = path.dirname(dir)) {
      folders.add(dir);
      if (path.dirname(dir) === dir) break;
    }
  }
  return [...folders].flatMap((dir) => ['package.json', 'tsconfig.json', 'jsconfig.json'].map((name) => path.join(dir, name)));
}

/** The recorded modules of a compile and its inputs, when every file it was made from is as it was and every module is still there. */
async function recorded(file: string): Promise<{ modules: CompiledModule[]; inputs: string[] } | undefined> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as CompileRecord;
    const checks = [
      ...Object.entries(record.inputs).map(async ([input, stamp]) => (await stampOf(input)) === stamp),
      ...record.modules.flatMap((module) => [fileURLToPath(module.url), ...(module.stylesheet ? [module.stylesheet.source] : [])]).map((file) => stat(file).then(() => true, () => false)),
    ];
    return (await Promise.all(checks)).every(Boolean) ? { modules: record.modules, inputs: Object.keys(record.inputs) } : undefined;
  } catch {
    return undefined;
  }
}

/** Records `modules` as made from `inputs` (written whole or not at all). */
async function record(file: string, inputs: string[], modules: CompiledModule[]): Promise<void> {
  const stamps = await Promise.all([...inputs, ...configFiles(inputs)].map(async (input) => [input, await stampOf(input)] as const));
  const data: CompileRecord = { inputs: Object.fromEntries(stamps), modules };
  await writeFileAtomic(file, JSON.stringify(data));
}

/** Every file the compiles of this thread were made from (see `compiledSources`). */
const sourcesRead = new Set<string>();

/** The files every compile of this thread so far was made from, as told to `onInputs`. */
export function compiledSources(): ReadonlySet<string> {
  return sourcesRead;
}

/**
 * Bundles each entry (packages external), writes it under the site's cache folder, returns its
 * URL; taken from the record of the last compile of the same entries when no source changed.
 * Compiles with plugins of the caller's are not recorded (what they read is not known), nor told to `onInputs`.
 */
export async function compileModules(input: CompileInput): Promise<CompiledModule[]> {
  if (input.entries.length === 0) return [];
  if (input.options?.plugins) return compile(input);
  const key = createHash('sha256').update(JSON.stringify([esbuildVersion(), input.root, input.entries, input.options ?? {}, input.baseUrl ?? '/'])).digest('hex').slice(0, 16);
  const file = path.join(compileCacheDir(input.root), `compile.${key}.json`);
  const told = (inputs: string[]): void => {
    for (const read of inputs) sourcesRead.add(read);
    input.onInputs?.(inputs);
  };
  const known = await recorded(file);
  if (known) {
    told(known.inputs);
    return known.modules;
  }
  let inputs: string[] = [];
  const modules = await compile(input, (read) => (inputs = read));
  // A module read from elsewhere than a file (another namespace) leaves the compile unrecorded.
  if (inputs.every((read) => path.isAbsolute(read))) {
    told([...inputs, ...configFiles(inputs)]);
    await record(file, inputs, modules).catch(() => undefined);
  }
  return modules;
}

async function compile({ root, entries, hint, options = {}, baseUrl = '/' }: CompileInput, onInputs?: (files: string[]) => void): Promise<CompiledModule[]> {
  const outDir = compileCacheDir(root);
  const published = publishedImports(root, baseUrl);
  const result = await esbuild().build({
    entryPoints: entries.map((entry, index) => ({ in: entry, out: String(index) })),
    outdir: outDir,
    absWorkingDir: root,
    write: false,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    metafile: true,
    ...options,
    // `@site/src/components/…`, as Docusaurus resolves it.
    alias: { '@site': root, ...options.alias },
    plugins: [...(options.plugins ?? []), published.plugin, sourceImportMeta],
  }).catch((error: { errors?: Message[] }) => {
    const first = errorLocation(error.errors);
    // A component that imports a Markdown file, as Docusaurus's webpack loader allows.
    const markdown = /No loader is configured for "\.mdx?" files/.test(first?.text ?? '');
    throw new UserError(`Could not compile ${first?.where || entries.map((entry) => path.relative(root, entry)).join(', ')}: ${first?.text ?? String(error)}`, {
      hint: markdown
        ? 'ssg renders Markdown where a page imports it, not inside a component: import the Markdown file in the MDX page (import Content from \'./content.md\') and give <Content /> to the component as a child or a prop.'
        : hint,
      cause: error,
    });
  });
  if (onInputs && result.metafile) {
    onInputs([...new Set([...Object.keys(result.metafile.inputs).map(published.realPath), ...published.files()])]);
  }
  await mkdir(outDir, { recursive: true });
  return Promise.all(
    entries.map(async (entry, index) => {
      const output = result.outputFiles.find((file) => path.basename(file.path) === `${index}.js`);
      if (!output) throw new Error(`esbuild wrote no output for ${entry}`);
      const hash = createHash('sha256').update(output.contents).digest('hex').slice(0, 16);
      // `src/components/Card/index.tsx` is Card's.
      const base = path.basename(entry).replace(/\.[^.]+$/, '');
      const name = base === 'index' ? path.basename(path.dirname(entry)) : base;
      const file = path.join(outDir, `${name}.${hash}.mjs`);
      await writeOnce(file, output.contents);
      const [stylesheet, assets] = await Promise.all([
        publishStylesheet(result.outputFiles.find((out) => path.basename(out.path) === `${index}.css`)?.text, name, outDir),
        published.assetsOf(entryInputs(result.metafile, index, published)),
      ]);
      return { entry, url: pathToFileURL(file).href, hash, ...(stylesheet ? { stylesheet } : {}), ...(assets.length > 0 ? { assets } : {}) };
    }),
  );
}

/** The files (absolute) that the outputs of entry `index` (its code, its CSS) were made from. */
function entryInputs(metafile: Metafile | undefined, index: number, published: PublishedImports): string[] {
  const outputs = Object.entries(metafile?.outputs ?? {}).filter(([out]) => path.basename(out) === `${index}.js` || path.basename(out) === `${index}.css`);
  return outputs.flatMap(([, output]) => Object.keys(output.inputs).map((input) => published.realPath(input)));
}

/** The CSS a module gathers, minified into the compile cache under its content's name; none when it has no rules. */
async function publishStylesheet(css: string | undefined, name: string, outDir: string): Promise<AssetRef | undefined> {
  const minified = css === undefined ? '' : await minifyCss(css);
  if (minified.trim() === '') return undefined;
  const route = `/assets/css/${name}.${contentHash(minified)}.css`;
  const source = path.join(outDir, path.posix.basename(route));
  await writeOnce(source, Buffer.from(minified));
  return { source, route };
}

/**
 * A module that imports `file` (a stylesheet, an image) and exports what that gives, so that it
 * compiles as a module of its own (an MDX page's `import styles from './home.module.css'`).
 */
export async function importingModule(root: string, file: string): Promise<string> {
  const specifier = JSON.stringify(file);
  const text = /\.css$/.test(file) && !/\.module\.css$/.test(file) ? `import ${specifier};\n` : `export * from ${specifier};\nexport { default } from ${specifier};\n`;
  const module = path.join(compileCacheDir(root), 'imports', createHash('sha256').update(file).digest('hex').slice(0, 16), `${path.basename(file, path.extname(file))}.mjs`);
  if ((await readFile(module, 'utf8').catch(() => undefined)) !== text) {
    await mkdir(path.dirname(module), { recursive: true });
    await writeFileAtomic(module, text);
  }
  return module;
}

const INLINE_MAP = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/;

/**
 * Where in the site's sources `error` was thrown when it was thrown in `module` (compiled with
 * `sourcemap: 'inline'`): the first frame of its stack in the module, through the module's map.
 */
export function thrownAt(error: unknown, module: Pick<CompiledModule, 'url'>, root: string): { file: string; line: number; column: number } | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const at = stack.indexOf(`${module.url}:`);
  const frame = at === -1 ? undefined : /^:(\d+):(\d+)/.exec(stack.slice(at + module.url.length));
  if (!frame) return undefined;
  try {
    const compiled = fileURLToPath(module.url);
    const map = INLINE_MAP.exec(readFileSync(compiled, 'utf8'))?.[1];
    if (!map) return undefined;
    const entry = new SourceMap(JSON.parse(Buffer.from(map, 'base64').toString('utf8'))).findEntry(Number(frame[1]) - 1, Number(frame[2]) - 1);
    if (!('originalSource' in entry)) return undefined;
    const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(path.dirname(compiled), entry.originalSource);
    return { file: path.relative(root, source).split(path.sep).join('/'), line: entry.originalLine + 1, column: entry.originalColumn + 1 };
  } catch {
    return undefined;
  }
}

/** Writes `file` unless it exists (its name is its content's hash); never leaves it half-written. */
async function writeOnce(file: string, contents: Uint8Array): Promise<void> {
  const exists = await stat(file).then(
    () => true,
    () => false,
  );
  if (!exists) await writeFileAtomic(file, contents);
}

/** Imports a compiled module; an error it throws while evaluated becomes a `UserError` naming `what`. */
export async function importCompiled(module: CompiledModule, what: string, hint: string, root?: string): Promise<Record<string, unknown>> {
  try {
    return await importUserModule(module.url, what, hint);
  } catch (error) {
    // Compiled with an inline source map and given the site folder: the error at its line in the source.
    const at = root !== undefined && error instanceof UserError ? thrownAt(error.cause, module, root) : undefined;
    if (!at || !(error instanceof UserError)) throw error;
    throw new UserError(`${at.file}:${at.line}:${at.column}  ${error.message}`, { hint: error.hint, cause: error.cause });
  }
}

/**
 * Runs `read` over what `module` (compiled with `SOURCE_MAPPED`) exported. Its exports can run its
 * code again while they are read (a getter, a proxy): an error thrown there is the module's
 * mistake, reported at its line like one thrown while it was evaluated; any other error passes.
 */
export function readExports<T>(module: CompiledModule, what: string, hint: string, root: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    const at = error instanceof UserError ? undefined : thrownAt(error, module, root);
    if (!at) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new UserError(`${at.file}:${at.line}:${at.column}  Could not load ${what}: ${message}`, { hint, cause: error });
  }
}

/** The esbuild options that let `thrownAt` place an error of a compiled module in its source. */
export const SOURCE_MAPPED = { sourcemap: 'inline', sourcesContent: false } as const;

/**
 * Imports a module of the site's (its config, pages, theme); a package it cannot find or an error
 * it throws while evaluated becomes a `UserError` naming `what`.
 */
export async function importUserModule(url: string, what: string, hint: string): Promise<Record<string, unknown>> {
  try {
    return (await importModule(url)) as Record<string, unknown>;
  } catch (error) {
    const missing = missingPackage(error);
    if (missing) {
      throw new UserError(`${what} imports "${missing}", which is not installed in the site`, {
        hint: `Install it in the site folder (npm install ${missing}), or fix the import.`,
        cause: error,
      });
    }
    throw new UserError(`Could not load ${what}: ${error instanceof Error ? error.message : String(error)}`, { hint, cause: error });
  }
}

/**
 * The package a failed import could not find: from Node's `ERR_MODULE_NOT_FOUND` (an `import`), or
 * `MODULE_NOT_FOUND` (a `require` inside a CommonJS package, such as react-dom's of `scheduler`).
 */
function missingPackage(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return undefined;
  return /Cannot find (?:package|module) '([^']+)'/.exec((error as Error).message)?.[1];
}
