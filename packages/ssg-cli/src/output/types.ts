// Files the build produces, in memory until the final write.
import { readFile } from 'node:fs/promises';
import { NOT_FOUND_ROUTE } from '@ssg/theme/contract';

/** One file of the output, at a path relative to the output directory (`docs/x/index.html`). */
export type OutputFile =
  | {
      path: string;
      contents: string | Uint8Array;
      /** A digest that stands for `contents` (equal keys, equal bytes), when its maker has one without hashing them. */
      key?: string;
    }
  | { path: string; copyFrom: string };

/** Where a route's HTML lives: `/` → `index.html`, `/docs/x` → `docs/x/index.html`. */
export function routeToFile(route: string): string {
  if (route === '/') return 'index.html';
  if (route === NOT_FOUND_ROUTE) return '404.html';
  return `${route.replace(/^\/+|\/+$/g, '')}/index.html`;
}

/** The text of an output file, in memory or on disk. */
export async function readOutputText(file: OutputFile): Promise<string> {
  if ('copyFrom' in file) return readFile(file.copyFrom, 'utf8');
  return typeof file.contents === 'string' ? file.contents : new TextDecoder().decode(file.contents);
}
