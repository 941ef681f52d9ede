// What a doc's front matter and the `docs` options add around its content: tags and the tag pages,
// the "Edit this page" link, the "Last updated" line, and previous/next links chosen by doc id.
import type { DocTag, DocTagPageData, DocTagsPageData, TaggedDoc } from '@ssg/theme/contract';
import { slug } from 'github-slugger';
import { didYouMean } from '../../report/closest.js';
import { UserError } from '../../report/diagnostics.js';
import { combineUserErrors } from '../../report/combine-errors.js';
import { fitSegment } from '../address.js';
import type { LastChange } from '../../seo/git-dates.js';
import { parseFrontMatterDate } from '../blog/post-date.js';
import type { PageRecord, UnshelledDocData } from '../types.js';
import type { ScannedDoc } from './scan-docs.js';

/** The `docs` options of the site config these use. */
export interface DocExtrasOptions {
  /** The site folder's URL in the repository's editor; the doc's site-relative path is appended. */
  editUrl?: string;
  showLastUpdateTime?: boolean;
  showLastUpdateAuthor?: boolean;
  /** Below the docs route: `tags` → `/docs/tags`. */
  tagsBasePath?: string;
}

/** "Edit this page": `custom_edit_url` (`null`: none), else `editUrl` + the file, for the site's own files only. */
export function docEditUrl(doc: ScannedDoc, options: DocExtrasOptions): string | undefined {
  const custom = doc.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  if (options.editUrl === undefined || doc.source.trust !== 'local') return undefined;
  return `${options.editUrl.replace(/\/*$/, '/')}${doc.source.file.split('/').map(encodeURIComponent).join('/')}`;
}

/** The "Last updated" line's date and author, each from the front matter else from git, as the options ask. */
export function docLastUpdate(doc: ScannedDoc, options: DocExtrasOptions, change: LastChange | undefined): { date?: string; author?: string } | undefined {
  const written = doc.frontMatter.last_update;
  const date = options.showLastUpdateTime ? (parseFrontMatterDate(written?.date)?.toISOString() ?? change?.date) : undefined;
  const author = options.showLastUpdateAuthor ? (written?.author ?? change?.author) : undefined;
  if (date === undefined && author === undefined) return undefined;
  return { ...(date !== undefined ? { date } : {}), ...(author !== undefined ? { author } : {}) };
}

/** The route of the docs' tags index: `/docs/tags`. */
export function tagsRoute(routeBase: string, tagsBasePath = 'tags'): string {
  return `${routeBase}/${tagsBasePath}`;
}

/** A doc's tags, each with its page's route (a label's slug, or the tag's `permalink`). */
export function docTags(doc: ScannedDoc, options: DocExtrasOptions, routeBase: string): DocTag[] {
  const base = tagsRoute(routeBase, options.tagsBasePath);
  const tags = new Map<string, DocTag>();
  for (const written of doc.frontMatter.tags ?? []) {
    const fields = typeof written === 'string' ? { label: written.trim() } : written;
    const route = `${base}/${(fields.permalink ?? fitSegment(slug(fields.label))).replace(/^\/+|\/+$/g, '')}`;
    if (!tags.has(route)) tags.set(route, { label: fields.label, route, ...(fields.description ? { description: fields.description } : {}) });
  }
  return [...tags.values()];
}

/**
 * Checks every `pagination_next`/`pagination_prev` names a doc, before anything renders; all
 * wrong ones are reported together, each at its line with the closest id.
 */
export function checkPagination(docs: ScannedDoc[]): void {
  const ids = new Set(docs.map((doc) => doc.id));
  const errors: UserError[] = [];
  for (const doc of docs) {
    for (const key of ['pagination_prev', 'pagination_next'] as const) {
      const id = doc.frontMatter[key];
      if (typeof id !== 'string' || ids.has(id)) continue;
      const line = doc.keyLines.get(key);
      errors.push(
        new UserError(`${doc.source.file}${line === undefined ? '' : `:${line}`}  ${key}: no doc has the id "${id}"${didYouMean(id, ids)}`, {
          hint: 'A doc id is its path in the docs folder without the extension and number prefixes (quickstart/installation), or the `id` its front matter gives.',
        }),
      );
    }
  }
  if (errors.length > 0) throw combineUserErrors(errors, (count) => `${count} previous/next links name docs that do not exist`);
}

/** Where a doc's previous or next link goes: `default` (reading order), `null` (none) or a doc id that `checkPagination` accepted. */
export function paginationTarget(doc: ScannedDoc, key: 'pagination_next' | 'pagination_prev'): string | null | 'default' {
  const id = doc.frontMatter[key];
  return id === undefined ? 'default' : id;
}

/** The tags index and one page per tag, listing the listed docs that carry it in reading order (`order`: the sidebar's routes). */
export function tagPages(docs: PageRecord[], order: readonly string[], routeBase: string, tagsBasePath?: string): Array<{ data: UnshelledDocData; id: string; path: string; record: Omit<PageRecord, 'data'> }> {
  const byTag = new Map<string, { tag: DocTag; docs: TaggedDoc[]; source: string }>();
  const position = new Map(order.map((route, at) => [route, at]));
  const rank = (page: PageRecord): number => position.get(page.route) ?? order.length;
  for (const page of [...docs].sort((a, b) => rank(a) - rank(b))) {
    const { data } = page;
    if (data.kind !== 'doc' || data.unlisted || data.draft || !data.tags) continue;
    for (const tag of data.tags) {
      let entry = byTag.get(tag.route);
      if (!entry) byTag.set(tag.route, (entry = { tag, docs: [], source: page.source }));
      else if (entry.tag.description === undefined && tag.description !== undefined) entry.tag = tag;
      entry.docs.push({ title: data.title, route: data.route, ...(data.description !== undefined ? { description: data.description } : {}) });
    }
  }
  if (byTag.size === 0) return [];
  const indexRoute = tagsRoute(routeBase, tagsBasePath);
  // A tag page comes from the docs that carry the tag: reports name the first.
  const record = (route: string, source: string) => ({ route, source, links: [], anchors: [], assets: [] });
  const tags = [...byTag.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label, 'en'));
  const index: Omit<DocTagsPageData, 'sidebar' | 'breadcrumbs' | 'metadata' | 'prev' | 'next'> = {
    kind: 'doc-tags',
    route: indexRoute,
    title: 'Tags',
    toc: [],
    tags: tags.map(({ tag, docs }) => ({ tag, count: docs.length })),
  };
  return [
    { data: index, id: 'tags', path: '', record: record(indexRoute, tags[0]!.source) },
    ...tags.map(({ tag, docs, source }) => {
      const data: Omit<DocTagPageData, 'sidebar' | 'breadcrumbs' | 'metadata' | 'prev' | 'next'> = {
        kind: 'doc-tag',
        route: tag.route,
        title: `Docs tagged with “${tag.label}”`,
        ...(tag.description !== undefined ? { description: tag.description } : {}),
        toc: [],
        tag,
        tagsRoute: indexRoute,
        docs,
      };
      return { data, id: `tags/${tag.route.slice(indexRoute.length + 1)}`, path: '', record: record(tag.route, source) };
    }),
  ];
}
