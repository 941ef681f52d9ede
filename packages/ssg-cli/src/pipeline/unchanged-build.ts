// A build with nothing changed since the last one renders and writes nothing: `ssg build` first
// compares what its output is made from with what the last build recorded
// (`<root>/.ssg-cache/build/last-build.json`), and the output folder with what that build left
// there. When both are as recorded, the output already is this build's output: the warnings are
// printed again and the build stops. What the output is made from:
// - every file of the site folder (what the dev server watches: all but dependencies, Git data,
//   the build cache and the output with its staging folders), the remote cache included;
// - the files outside it that the site's code and pages were compiled or made from (the last
//   build's `BuildResult.dependencies`, stamped once it is done);
// - the theme package's files, when the theme is not in the site folder;
// - the dependencies installed beside the site and above it (the package managers' install records);
// - the Git commit (the pages' "Last updated" dates and the sitemap's);
// - the config as evaluated (it may read the environment), the generator, Node, `SSG_*` variables
//   and the command's options.
// Files are compared by their size, times and inode, not their bytes: a file saved unchanged
// builds again, and the persistent cache then finds that nothing needs rendering.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, realpathSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { writeFileAtomicSync } from '../output/atomic-write.js';
import { isFile, isFolder, isInside } from '../output/paths.js';
import { stagingNames } from '../output/write-output.js';
import { resolveTheme } from '../render/theme-module.js';
import { cacheKey } from './cache-key.js';
import { digest } from './fingerprint.js';
import { CACHE_DIR } from './persistent-cache.js';

const RECORD = 'last-build.json';
const FORMAT = 1;

/** What the last successful build recorded. */
export interface LastBuild {
  format: number;
  /** The digest of its inputs (`inputsDigest`). */
  inputs: string;
  /** The digest of the output folder once written (`outputDigest`). */
  output: string;
  /** Whether it read remote files (declared sources or code references): a build that may fetch then fetches again. */
  remote: boolean;
  /** The files outside the site folder its code and pages were made from (`BuildResult.dependencies`), in its `inputs`. */
  outside: string[];
  pages: number;
  files: number;
  /** Its warnings, as printed. */
  warnings: string[];
}

/** The site folder's files and Git commit, read before a build starts (see `readSiteState`). */
export interface SiteState {
  /** Absolute path → stamp. */
  readonly stamps: Map<string, string>;
  /** The commit checked out, or '' outside a Git repository (or without Git). */
  readonly commit: Promise<string>;
  /** Reads `file` again: the build wrote it itself (the routes lock), so its new version is not a change. */
  refresh(file: string): void;
}

/** What identifies the build apart from the site's files. */
export interface BuildSettings {
  root: string;
  config: SiteConfig;
  outDir: string;
  offline: boolean;
  env: NodeJS.ProcessEnv;
}

/** Folders of an npm, pnpm or Yarn install whose files change with every install. */
const INSTALL_RECORDS = ['.package-lock.json', '.modules.yaml', '.yarn-state.yml', '.yarn-integrity', '.pnpm/lock.yaml'];

/** The stamps of every file of the site folder but those a build leaves out of its inputs, and the commit. */
export function readSiteState(root: string, outDir: string): SiteState {
  const site = path.resolve(root);
  const out = path.resolve(outDir);
  const outParent = path.dirname(out);
  const staging = stagingNames(out);
  const buildCache = path.join(site, CACHE_DIR);
  const skip = (full: string, name: string, dir: string): boolean =>
    name === 'node_modules' || name === '.git' || full === out || full === buildCache || (dir === outParent && staging.test(name));
  const commit = gitCommit(site);
  const stamps = new Map<string, string>();
  collectStamps(site, skip, stamps);
  return {
    stamps,
    commit,
    refresh(file) {
      const absolute = path.resolve(file);
      if (!isInside(site, absolute)) return;
      const found = stampOf(absolute);
      if (found === undefined) stamps.delete(absolute);
      else stamps.set(absolute, found);
    },
  };
}

/**
 * The digest of everything a build's output is made from: the site's files (read before the
 * build), the files outside the site its code and pages were made from (`outside`), and the rest.
 */
export async function inputsDigest(state: SiteState, outside: readonly string[], { root, config, outDir, offline, env }: BuildSettings): Promise<string> {
  const stamps = new Map(state.stamps);
  const site = path.resolve(root);
  for (const file of outside) stamps.set(file, stampOf(file) ?? 'missing');
  let theme: string;
  try {
    theme = resolveTheme(site, config.theme);
  } catch {
    theme = config.theme;
  }
  const themePackage = packageFolderOf(theme);
  if (themePackage && !isInside(site, themePackage)) {
    collectStamps(themePackage, (_full, name) => name === 'node_modules' || name === '.git', stamps);
  }
  for (let dir = site; ; dir = path.dirname(dir)) {
    for (const record of INSTALL_RECORDS) {
      const file = path.join(dir, 'node_modules', record);
      const found = stampOf(file);
      if (found !== undefined) stamps.set(file, found);
    }
    if (path.dirname(dir) === dir) break;
  }
  const settings = {
    generator: await cacheKey(config),
    node: process.version,
    commit: await state.commit,
    outDir: path.resolve(outDir),
    offline,
    env: Object.entries(env).filter(([name]) => name.startsWith('SSG_')).sort(),
  };
  return digest(JSON.stringify(settings), ...listed(stamps));
}

/** The digest of the output folder's files (none when it cannot be read). */
export function outputDigest(outDir: string): string {
  const stamps = new Map<string, string>();
  collectStamps(path.resolve(outDir), () => false, stamps);
  return digest(...listed(stamps));
}

/** Each file with its stamp, in the order of the paths. */
function listed(stamps: Map<string, string>): string[] {
  return [...stamps].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([file, stamp]) => `${file}\0${stamp}`);
}

/** The last build's record, if there is a readable one of this format. */
export function readLastBuild(root: string): LastBuild | undefined {
  try {
    const record = JSON.parse(readFileSync(path.join(root, CACHE_DIR, RECORD), 'utf8')) as LastBuild;
    return record.format === FORMAT ? record : undefined;
  } catch {
    return undefined;
  }
}

/** Of the files `dependencies`, those outside the site folder (the others are among its files). */
export function outsideSite(root: string, dependencies: readonly string[]): string[] {
  const site = path.resolve(root);
  return dependencies.filter((file) => !isInside(site, file)).sort();
}

/** Records a successful build; a folder that cannot be written only costs the next build its shortcut. */
export function saveLastBuild(root: string, record: Omit<LastBuild, 'format'>): void {
  try {
    writeFileAtomicSync(path.join(root, CACHE_DIR, RECORD), JSON.stringify({ format: FORMAT, ...record }));
  } catch {
    // Read-only site folder, or a file in the way: the persistent cache reports that.
  }
}

/** Size, modification and change times and inode of a file (following links); undefined when it cannot be read. */
function stampOf(file: string): string | undefined {
  try {
    const found = statSync(file);
    return `${found.size}:${found.mtimeMs}:${found.ctimeMs}:${found.ino}`;
  } catch {
    return undefined;
  }
}

/**
 * Adds the stamp of every file below `dir` to `stamps`, through symbolic links to folders (each
 * folder a link leads to is read once, so a link to a folder above it ends there); entries `skip`
 * names are left out, with what is inside them.
 */
function collectStamps(dir: string, skip: (full: string, name: string, dir: string) => boolean, stamps: Map<string, string>, entered = new Set([realPath(dir)])): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (skip(full, entry.name, dir)) continue;
    if (entry.isDirectory()) {
      collectStamps(full, skip, stamps, entered);
    } else if (entry.isSymbolicLink() && isFolder(full)) {
      const target = realPath(full);
      if (entered.has(target)) continue;
      entered.add(target);
      collectStamps(full, skip, stamps, entered);
    } else {
      stamps.set(full, stampOf(full) ?? 'missing');
    }
  }
}

function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** The folder of the package holding `file` (the nearest with a package.json), if any. */
function packageFolderOf(file: string): string | undefined {
  if (!path.isAbsolute(file)) return undefined;
  for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if (isFile(path.join(dir, 'package.json'))) return dir;
  }
  return undefined;
}

/** The commit checked out where the site is, or '' outside a Git repository (or without Git). */
function gitCommit(root: string): Promise<string> {
  return new Promise((resolve) => {
    try {
      execFile('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }, (error, stdout) => resolve(error ? '' : stdout.trim()));
    } catch {
      resolve('');
    }
  });
}
