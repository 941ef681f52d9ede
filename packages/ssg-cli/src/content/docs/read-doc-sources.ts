// Walks the docs folder: every Markdown file and every `_category_.json` (or `.yml`), in a stable order.
import path from 'node:path';
import { listFolder, readTextFile } from '../read-text.js';

/** A Markdown document of the docs tree, local or fetched. */
export interface DocSource {
  /** Path inside the docs folder, with `/` separators: `quickstart/introduction.md`. */
  relPath: string;
  /** Site-relative path for reports: `docs/quickstart/introduction.md`. */
  file: string;
  /** Absolute path: where relative links and images resolve from. */
  absPath: string;
  text: string;
  trust: 'local' | 'remote';
  /** For remote documents: where their relative links point. */
  linkBase?: string;
  /** For remote documents: their folder inside `linkBase`, where `./x` resolves. */
  linkFolder?: string;
  /** Lines the page's text has before the original's own text, beyond the original's (a remote doc's note). */
  lineShift?: number;
}

export interface CategorySource {
  /** Folder inside the docs folder: `quickstart`. */
  dir: string;
  file: string;
  text: string;
}

export interface DocSources {
  docs: DocSource[];
  categories: CategorySource[];
}

const MARKDOWN = /\.mdx?$/;
const CATEGORY_FILE = /^_category_\.(?:json|ya?ml)$/;
/** Whether a file of the folder is read: a doc or a category file. */
export const isDocSource = (relPath: string): boolean => MARKDOWN.test(relPath) || CATEGORY_FILE.test(path.posix.basename(relPath));

/**
 * Reads every doc and category file below `<root>/<dir>`. A missing folder is an empty tree.
 * `readText` reads one file and `readEntries` lists the folder (default: from disk; the incremental
 * builder keeps what did not change).
 */
export async function readDocSources({
  root,
  dir,
  readText = readTextFile,
  readEntries = (absPath, folder) => listFolder(absPath, folder, { root, isSource: isDocSource }),
}: {
  root: string;
  dir: string;
  /** Reads one file (`file` names it in messages): text, or a user error for what is not. */
  readText?: (absPath: string, file: string) => Promise<string>;
  /** Lists the folder (`folder` names it in messages): relative paths, undefined when it does not exist. */
  readEntries?: (absPath: string, folder: string) => Promise<string[] | undefined>;
}): Promise<DocSources> {
  const base = path.join(root, dir);
  const entries = await readEntries(base, dir);
  if (!entries) return { docs: [], categories: [] };
  const relPaths = entries.map((entry) => entry.split(path.sep).join('/')).sort();
  const docs: Promise<DocSource>[] = [];
  const categories: Promise<CategorySource>[] = [];
  for (const relPath of relPaths) {
    // `_`-prefixed files and folders are partials and helpers, not pages.
    if (relPath.split('/').some((part) => part.startsWith('_') && !CATEGORY_FILE.test(part))) continue;
    const absPath = path.join(base, relPath);
    const file = `${dir}/${relPath}`;
    if (MARKDOWN.test(relPath)) {
      docs.push(readText(absPath, file).then((text) => ({ relPath, file, absPath, text, trust: 'local' as const })));
    } else if (CATEGORY_FILE.test(path.posix.basename(relPath))) {
      const folder = path.posix.dirname(relPath);
      categories.push(readText(absPath, file).then((text) => ({ dir: folder === '.' ? '' : folder, file, text })));
    }
  }
  return { docs: await Promise.all(docs), categories: await Promise.all(categories) };
}
