// What a rebuild changed for the pages already open: the routes whose HTML differs, a stylesheet
// that only changed its content hash (swapped in place, no page changed), and whether a file the
// pages embed (an image from static/, a script) changed, which only a reload shows.
import path from 'node:path';
import type { OutputFile } from '../output/types.js';
import { isHashedAsset } from './site-handler.js';

export interface SiteChanges {
  /** URL paths (with the base URL) of pages whose HTML changed; `<base>404` for the not-found page. */
  routes: string[];
  /** A stylesheet renamed by its new content hash: `from` → `href` (URL paths). */
  stylesheet?: { from: string; href: string };
  /** A file that pages embed changed in place (same name): open pages must reload to show it. */
  reload: boolean;
}

/** Extensions of files a page embeds (as opposed to feeds, sitemaps, data a page does not show). */
const EMBEDDED = /\.(css|m?js|svg|png|jpe?g|gif|webp|avif|ico|bmp|woff2?|ttf|otf|mp4|webm|ogg|mp3|wav)$/i;
/** The build id every page carries (`<meta name="ssg-build-id" …>`): it follows the assets' hashes. */
const BUILD_ID_META = /<meta name="ssg-build-id" content="[^"]*"\s*\/?>/;

/** The route of an HTML file of the output. */
export function routeOfFile(file: string, baseUrl: string): string {
  if (file === '404.html') return `${baseUrl}404`;
  if (file === 'index.html') return baseUrl;
  return `${baseUrl}${file.endsWith('/index.html') ? file.slice(0, -'/index.html'.length) : file}`;
}

function bytesOf(file: OutputFile): Buffer | undefined {
  if ('copyFrom' in file) return undefined;
  return typeof file.contents === 'string' ? Buffer.from(file.contents) : Buffer.from(file.contents.buffer, file.contents.byteOffset, file.contents.byteLength);
}

/** Whether two versions of a file differ; files copied from disk differ when their source changed. */
function differs(before: OutputFile, after: OutputFile, changedSources: ReadonlySet<string>): boolean {
  if ('copyFrom' in before || 'copyFrom' in after) {
    return !('copyFrom' in before && 'copyFrom' in after) || before.copyFrom !== after.copyFrom || changedSources.has(path.resolve(after.copyFrom));
  }
  // The incremental builder hands back an unchanged page's very bytes.
  if (before.contents === after.contents) return false;
  return !(bytesOf(before) as Buffer).equals(bytesOf(after) as Buffer);
}

/** The changes between two builds' files; `changedSources` are the absolute paths of edited files. */
export function siteChanges({
  before,
  after,
  baseUrl,
  changedSources,
}: {
  before: ReadonlyMap<string, OutputFile>;
  after: ReadonlyMap<string, OutputFile>;
  baseUrl: string;
  changedSources: ReadonlySet<string>;
}): SiteChanges {
  const stem = (file: string): string => file.replace(/[.-]([0-9a-f]{8,}|[0-9A-Z]{8})(\.[A-Za-z0-9]+)$/, '$2');
  const removed = [...before.keys()].filter((file) => !after.has(file) && isHashedAsset(file));
  const added = [...after.keys()].filter((file) => !before.has(file) && isHashedAsset(file));
  const renamed = removed.flatMap((from) => added.filter((to) => stem(to) === stem(from)).map((to) => ({ from, to })));
  const stylesheets = renamed.filter(({ from }) => from.endsWith('.css'));
  // A renamed script means new code, which only a reload runs; renamed data (a sidebar's JSON) is
  // named by the pages that use it, which are in `routes` then.
  const scripts = renamed.filter(({ from }) => /\.m?js$/.test(from));
  /** The HTML of the earlier build as it reads with the new asset names and build id. */
  const normalise = (html: string, build: string): string => {
    let out = html.replace(BUILD_ID_META, build);
    for (const { from, to } of stylesheets) out = out.replaceAll(`${baseUrl}${from}`, `${baseUrl}${to}`);
    return out;
  };
  const routes: string[] = [];
  let reload = scripts.length > 0;
  for (const [file, next] of after) {
    const previous = before.get(file);
    if (file.endsWith('.html')) {
      if (!previous) routes.push(routeOfFile(file, baseUrl));
      else if (stylesheets.length > 0 && !('copyFrom' in previous) && !('copyFrom' in next)) {
        const nextHtml = (bytesOf(next) as Buffer).toString('utf8');
        const build = BUILD_ID_META.exec(nextHtml)?.[0] ?? '';
        if (normalise((bytesOf(previous) as Buffer).toString('utf8'), build) !== nextHtml) routes.push(routeOfFile(file, baseUrl));
      } else if (differs(previous, next, changedSources)) routes.push(routeOfFile(file, baseUrl));
    } else if (previous && EMBEDDED.test(file) && differs(previous, next, changedSources)) {
      reload = true;
    }
  }
  for (const file of before.keys()) if (file.endsWith('.html') && !after.has(file)) routes.push(routeOfFile(file, baseUrl));
  const [stylesheet] = stylesheets;
  return {
    routes,
    ...(stylesheets.length === 1 && stylesheet ? { stylesheet: { from: `${baseUrl}${stylesheet.from}`, href: `${baseUrl}${stylesheet.to}` } } : {}),
    // Two stylesheets renamed at once cannot be told apart by name: pages reload.
    reload: reload || stylesheets.length > 1,
  };
}
