// Rendered Markdown and highlighted code reused across builds: by a digest of the input and of
// what else the result depends on (`context`: base URL, TOC levels, plugins). A result is reused
// only while every content file its `.md` links looked up still has the route it had then
// (`routeLookups`), so a file added, removed or moved renders again only the pages linking to it.
// The stores are owned by the caller (the dev server's memory, the persistent cache).
// A page with code references is keyed by the code fetched for it too (`referencedCode`, which the
// render then gets from the fetcher's memory), so a change upstream renders it again. A result
// that copies files (images) or was made from other files (an MDX page's partials and imported
// modules) is kept with their sizes and times, and reused only while they match.
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { RenderCode } from '../markdown/renderers.js';
import type { MarkdownInput, MarkdownResult, RenderMarkdown } from '../markdown/types.js';
import { digest } from './fingerprint.js';

/** An opening fence whose meta says `reference` (in a quote or list too), and the line after it. */
const REFERENCE_FENCE = /^[ \t>*+\-\d.]*(?:`{3,}|~{3,})[^\n]*\breference\b[^\n]*\n[ \t>]*([^\n]*)/gm;

/** The URLs of a page's code references, or undefined when one cannot be read reliably. */
export function codeReferenceUrls(source: string): string[] | undefined {
  const urls: string[] = [];
  if (!source.includes('reference')) return urls;
  for (const match of source.matchAll(REFERENCE_FENCE)) {
    const url = (match[1] ?? '').trim();
    if (!url.startsWith('https://')) return undefined;
    urls.push(url);
  }
  return urls;
}

/** What a page's code references fetched, as a key (`undefined`: do not keep the page). */
export type ReferencedCode = (urls: string[]) => Promise<string>;

/** A kept result, with the size and time of each file it copies or was made from. */
export interface MarkdownMemoEntry {
  result: MarkdownResult;
  files: string[];
}

async function fileStamps(result: MarkdownResult): Promise<string[]> {
  const files = [...result.assets.map((asset) => asset.source), ...(result.dependencies ?? [])];
  return Promise.all(files.map((file) => stat(file).then((s) => `${s.size}:${s.mtimeMs}`, () => '-')));
}

/**
 * The key of each whole document's last render (inputs with `collectText`: one per file), with the
 * text and fields it was computed from: an unchanged document (the same string) is looked up
 * without hashing its text again, and the entry of a document's earlier text leaves the store when
 * the document gets a new one, so that edits do not pile up results.
 */
export type MarkdownKeys = Map<string, { source: string; fields: string; key: string; references: boolean }>;

/** True while every file the result's links looked up has the same route in `fileRoutes` (results of an older cache, without lookups, are not). */
function sameRoutes(result: MarkdownResult, fileRoutes: ReadonlyMap<string, string>): boolean {
  if (result.routeLookups === undefined) return false;
  for (const [file, route] of Object.entries(result.routeLookups)) if ((fileRoutes.get(file) ?? null) !== route) return false;
  return true;
}

/** Wraps `render` so that equal inputs under an equal `context` (and the same routes for the files they link to) reuse the earlier result. */
export function memoizeRenderer(
  render: RenderMarkdown,
  store: Map<string, MarkdownMemoEntry>,
  context: string,
  fileRoutes: ReadonlyMap<string, string>,
  referencedCode?: ReferencedCode,
  documents?: MarkdownKeys,
): RenderMarkdown {
  const contextKey = digest(context);
  const fieldsOf = (input: MarkdownInput, fetched: string): string =>
    JSON.stringify([contextKey, fetched, input.file, input.absPath, input.route, input.trust, input.linkBase, input.linkFolder, input.lineOffset, input.contentDir, input.collectText, input.collectMarkdown, input.tocMinLevel, input.tocMaxLevel]);
  const keyOf = async (input: MarkdownInput): Promise<string | undefined> => {
    const document = documents && input.collectText ? `${input.absPath}\0${input.file}` : undefined;
    const last = document === undefined ? undefined : documents?.get(document);
    // The same text without code references: the same key, unless its context changed.
    if (last !== undefined && !last.references && last.source === input.source && last.fields === fieldsOf(input, '')) return last.key;
    const urls = codeReferenceUrls(input.source);
    const fetched = urls === undefined || (urls.length > 0 && !referencedCode) ? undefined : urls.length > 0 ? await referencedCode?.(urls) : '';
    if (fetched === undefined) return undefined;
    const fields = fieldsOf(input, fetched);
    // The source hashed as it is, not inside JSON (escaping every page's text costs as much again).
    const key = digest(fields, input.source);
    if (document !== undefined) {
      if (last !== undefined && last.key !== key) store.delete(last.key);
      documents?.set(document, { source: input.source, fields, key, references: urls?.length !== 0 });
    }
    return key;
  };
  return async (input: MarkdownInput) => {
    const key = await keyOf(input);
    if (key === undefined) return render(input);
    const known = store.get(key);
    if (known && sameRoutes(known.result, fileRoutes) && (known.files.length === 0 || (await fileStamps(known.result)).every((stamp, index) => stamp === known.files[index]))) return known.result;
    const result = await render(input);
    // A name for this result's texts: kept with it, so that later builds compare names, not texts.
    result.textKey = randomUUID();
    store.set(key, { result, files: await fileStamps(result) });
    return result;
  };
}

/** Wraps `renderCode` so that the same code in the same language is highlighted once. */
export function memoizeCode(render: RenderCode, store: Map<string, string>): RenderCode {
  return async (lang, code) => {
    const key = digest(lang, code);
    const known = store.get(key);
    if (known !== undefined) return known;
    const html = await render(lang, code);
    store.set(key, html);
    return html;
  };
}
