// Renders page data through the theme into HTML documents. Each document is read once for its
// links while it is a string, then kept as UTF-8 bytes: half the memory of a two-byte string, and
// outside the JavaScript heap. With `write`, each document is handed over as soon as it is
// rendered instead of being kept: a large site's pages (each with the whole sidebar) would
// otherwise all be in memory at once. With `memo` (the dev server), a page whose data and site
// data are those of the last build is not rendered again.
import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import type { SiteData } from '@ssg/theme/contract';
import type { PageRecord } from '../content/types.js';
import { routeToFile, type OutputFile } from '../output/types.js';
import type { ThemeModule } from './theme-module.js';

export interface RenderedPages {
  /** The documents, unless they went to `write`. */
  files: OutputFile[];
  /** What `readLinks` found in each document, in the order of the pages. */
  links: string[][];
}

/** Documents handed to `write` and not yet written, at most. */
const WRITES_IN_FLIGHT = 16;

/** Documents of the last build by a digest of their page and site data; owned by the caller. */
export type RenderMemo = Map<string, Uint8Array>;

/** One HTML file per page, in the order of `pages`, with the links `readLinks` finds in it. */
export async function renderPages({
  pages,
  site,
  theme,
  readLinks,
  write,
  memo,
}: {
  pages: PageRecord[];
  site: SiteData;
  theme: ThemeModule;
  readLinks: (html: string) => string[];
  write?: (file: OutputFile) => Promise<void>;
  memo?: RenderMemo;
}): Promise<RenderedPages> {
  const files: OutputFile[] = [];
  const links: string[][] = [];
  const writing: Promise<void>[] = [];
  const siteKey = memo ? JSON.stringify(site) : '';
  const kept: RenderMemo = new Map();
  for (const page of pages) {
    const key = memo ? createHash('sha1').update(siteKey).update(JSON.stringify([page.route, page.data])).digest('hex') : '';
    const known = memo?.get(key);
    const html = known ? Buffer.from(known).toString('utf8') : `<!doctype html>${renderToString(theme.renderPage(page.data, site))}`;
    links.push(readLinks(html));
    const file = { path: routeToFile(page.route), contents: known ?? Buffer.from(html) };
    if (memo) kept.set(key, file.contents);
    if (!write) {
      files.push(file);
      continue;
    }
    const written = write(file);
    // Awaited below; a failure must not count as unhandled meanwhile.
    written.catch(() => undefined);
    writing.push(written);
    if (writing.length >= WRITES_IN_FLIGHT) await writing.shift();
  }
  await Promise.all(writing);
  // Only this build's documents stay remembered.
  if (memo) {
    memo.clear();
    for (const [key, contents] of kept) memo.set(key, contents);
  }
  return { files, links };
}
