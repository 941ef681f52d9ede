// Finds the post files of a blog folder: `name.md` at its top level and `folder/index.md`
// (a folder keeps a post together with its images). Names starting with `_` or `.` are skipped.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

const MARKDOWN = /\.mdx?$/;

/** Paths of the posts relative to `blogDir`, with `/` separators, sorted. */
export async function findPostFiles(blogDir: string): Promise<string[]> {
  const entries = await readdir(blogDir, { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    if (entry.isFile() && MARKDOWN.test(entry.name)) found.push(entry.name);
    if (entry.isDirectory()) {
      const inner = await readdir(path.join(blogDir, entry.name), { withFileTypes: true });
      const index = inner.find((file) => file.isFile() && /^index\.mdx?$/.test(file.name));
      if (index) found.push(`${entry.name}/${index.name}`);
    }
  }
  return found.sort();
}
