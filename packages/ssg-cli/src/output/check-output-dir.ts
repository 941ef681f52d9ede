// Guards the output folder before a build replaces it. Replacing a folder deletes everything in
// it, so the folder must be one ssg owns: not the site, not the repository, not a source folder,
// and, when it already holds files, one an earlier build wrote (it carries the marker file).
import { lstat, readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../report/diagnostics.js';

/** Written into every output folder; its presence means the folder may be replaced. */
export const OUTPUT_MARKER = '.ssg-build';
export const OUTPUT_MARKER_TEXT = 'This folder is written by `ssg build` and replaced by the next build.\n';

export interface OutputDirCheck {
  outDir: string;
  /** The site folder, when known. */
  root?: string;
  /** Folders of the site whose contents are sources (docs, static, …), absolute. */
  sourceDirs?: string[];
  /** Replace a non-empty folder that has no marker. */
  force?: boolean;
  /** What is about to happen to the folder: a build replaces it (default), `ssg clear` removes it. */
  purpose?: 'build' | 'clear';
}

/** Throws a `UserError` when replacing `outDir` could destroy anything but an earlier output. */
export async function checkOutputDir({ outDir, root, sourceDirs = [], force = false, purpose = 'build' }: OutputDirCheck): Promise<void> {
  const out = await canonical(outDir);
  const refuse = (why: string, hint: string): never => {
    const action = purpose === 'build' ? 'write the site into' : 'remove the output folder';
    throw new UserError(`Refusing to ${action} ${displayDir(outDir)}: ${why}${purpose === 'clear' ? '; nothing was removed' : ''}`, { hint });
  };
  const elsewhere =
    purpose === 'build'
      ? `Choose a folder of its own, such as ${displayDir(path.join(root ?? '.', 'build'))} (the default).`
      : 'Name the output folder the builds write with --out-dir.';
  if (root !== undefined) {
    const site = await canonical(root);
    // The repository holds the site, so containing it means containing the site too; say which.
    const repository = await findRepository(site);
    if (repository && contains(out, repository)) refuse(`it ${out === repository ? 'is' : 'contains'} the repository ${repository}`, elsewhere);
    if (contains(out, site)) refuse(out === site ? 'it is the site folder' : `it contains the site folder ${displayDir(root)}`, elsewhere);
  }
  for (const dir of sourceDirs) {
    const source = await canonical(dir);
    if (contains(source, out)) refuse(`it is inside the source folder ${displayDir(dir)}, which the next build would read`, elsewhere);
  }
  const info = await lstat(outDir).catch(() => undefined);
  // Where the folder would go, a file in the way: the closest thing that exists above it.
  const other = purpose === 'build' && path.resolve(outDir) === path.resolve(root ?? '.', 'build') ? 'Choose another folder with --out-dir.' : elsewhere;
  if (!info) {
    for (let parent = path.dirname(path.resolve(outDir)); ; parent = path.dirname(parent)) {
      const above = await lstat(parent).catch(() => undefined);
      if (above) {
        if (!above.isDirectory() && !(above.isSymbolicLink() && (await isFolder(parent)))) refuse(`${displayDir(parent)} is a file, not a folder`, other);
        return;
      }
      if (path.dirname(parent) === parent) return;
    }
  }
  if (!info.isDirectory()) refuse(`it is ${info.isSymbolicLink() ? 'a symbolic link' : 'a file'}, not a folder`, other);
  const entries = await readdir(outDir);
  if (entries.length === 0 || force || entries.includes(OUTPUT_MARKER) || (await isEarlierOutput(outDir, entries))) return;
  if (purpose === 'clear') {
    refuse(`the folder is not empty and was not written by ssg (it has no ${OUTPUT_MARKER} file)`, `If ${describeEntries(entries)} may go, delete the folder yourself.`);
  }
  refuse(
    `the folder is not empty and was not written by ssg (it has no ${OUTPUT_MARKER} file); building would delete ${describeEntries(entries)}`,
    'Pass --force to replace it anyway, or choose an empty or new folder.',
  );
}

async function isFolder(target: string): Promise<boolean> {
  return (await stat(target).catch(() => undefined))?.isDirectory() === true;
}

/** Real path of `dir`, or of its closest existing parent joined with the rest. */
async function canonical(dir: string): Promise<string> {
  const absolute = path.resolve(dir);
  const rest: string[] = [];
  for (let current = absolute; ; current = path.dirname(current)) {
    try {
      return path.join(await realpath(current), ...rest.reverse());
    } catch {
      if (path.dirname(current) === current) return absolute;
      rest.push(path.basename(current));
    }
  }
}

/** Whether `inner` is `outer` or below it. */
function contains(outer: string, inner: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** The closest folder at or above `dir` holding `.git`. */
async function findRepository(dir: string): Promise<string | undefined> {
  for (let current = dir; ; current = path.dirname(current)) {
    if (await lstat(path.join(current, '.git')).then(() => true, () => false)) return current;
    if (path.dirname(current) === current) return undefined;
  }
}

/** Output of an ssg version that wrote no marker: its home page names the build (ssg-build-id). */
async function isEarlierOutput(dir: string, entries: string[]): Promise<boolean> {
  if (!entries.includes('index.html') || !entries.includes('404.html')) return false;
  const head = await readFile(path.join(dir, '404.html'), 'utf8').then((text) => text.slice(0, 4096), () => '');
  return head.includes('name="ssg-build-id"');
}

function describeEntries(entries: string[]): string {
  const sorted = [...entries].sort();
  const listed = sorted.slice(0, 3).join(', ');
  return sorted.length > 3 ? `${listed} and ${sorted.length - 3} more` : listed;
}

/** `dir` as the user would write it: relative to the working folder when inside it. */
export function displayDir(dir: string): string {
  const relative = path.relative(process.cwd(), path.resolve(dir));
  return relative === '' ? '.' : relative.startsWith('..') || path.isAbsolute(relative) ? path.resolve(dir) : relative;
}
