// Finds the post files of a blog folder, as Docusaurus does: every Markdown file in it or in a
// folder below it (`name.md`, `2025-03-16-name/index.md` beside its images, `releases/10.16.md`),
// except files and folders whose names start with `_` (partials) or `.`.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

const MARKDOWN = /\.mdx?$/;

/** Paths of the posts relative to `blogDir`, with `/` separators, sorted. */
export async function findPostFiles(blogDir: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (relative: string): Promise<void> => {
    const entries = await readdir(path.join(blogDir, relative), { withFileTypes: true });
    await Promise.all(
      entries.map(async (entry) => {
        if (entry.name.startsWith('_') || entry.name.startsWith('.')) return;
        const inner = relative === '' ? entry.name : `${relative}/${entry.name}`;
        if (entry.isFile() && MARKDOWN.test(entry.name)) found.push(inner);
        else if (entry.isDirectory()) await visit(inner);
      }),
    );
  };
  await visit('');
  return found.sort();
}
