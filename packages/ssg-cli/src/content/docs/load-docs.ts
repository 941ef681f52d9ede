// The docs stage: renders every doc, builds the learn sidebar (with the API pages placed in
// their folder), then gives each page its shell: sidebar, breadcrumbs, previous/next, metadata.
// The sidebar needs only the docs' labels, most of which the front matter gives; so it is built
// as soon as the docs that take their title from their content have rendered, and each page is
// handed to `ready` as soon as its own Markdown is done, while the others still render. What the
// front matter adds to a page (tags, edit link, last update, pagination) is in doc-extras.ts.
import { categoryLink, DOC_CARD_LIST_TAG, flattenSidebar, type CategoryCard, type DocShell, type PageData, type PageLink, type SidebarItem } from '@ssg/theme/contract';
import type { DiagnosticSink } from '../../report/diagnostics.js';
import { untitled } from '../untitled.js';
import type { LastChange } from '../../seo/git-dates.js';
import type { MarkdownInput, MarkdownResult } from '../../markdown/types.js';
import type { DocLikeEntry, ExtraFile, PageRecord, UnshelledDocData } from '../types.js';
import { parseFrontMatterDate } from '../blog/post-date.js';
import type { CategoryMeta } from './category-file.js';
import { ignoredKeysWarning } from './doc-front-matter.js';
import { checkPagination, docEditUrl, docLastUpdate, docTags, paginationTarget, tagPages, type DocExtrasOptions } from './doc-extras.js';
import { buildDocTree, type GeneratedIndex, type TreeDoc } from './doc-tree.js';
import type { ScannedDoc } from './scan-docs.js';
import { indexSidebar, type SidebarIndex } from './sidebar.js';
import { sidebarsFromFile, type SidebarsFile } from './sidebars-file.js';
import { sidebarJsonFile } from './sidebar-json.js';

export interface LoadDocsInput {
  docs: ScannedDoc[];
  categories: Map<string, CategoryMeta>;
  /**
   * Pages placed in a docs folder without a file of their own (the API reference), by folder.
   * A promise, so that they can be produced while the docs render.
   */
  extraPages?: Promise<Map<string, { pages: DocLikeEntry[]; sidebar: SidebarItem[] }>>;
  routeBase: string;
  sidebarId: string;
  /** The site's `sidebars.ts`, checked: the sidebar it describes replaces the folder-derived one. */
  sidebars?: SidebarsFile;
  renderMarkdown: (input: MarkdownInput) => Promise<MarkdownResult>;
  /** Where a doc without a title is reported. */
  diagnostics: DiagnosticSink;
  /** Takes each page as soon as it is complete (the build renders it then). */
  ready?: (page: PageRecord) => void;
  /** Edit links, last updates and tag pages (`docs` in the site config). */
  extras?: DocExtrasOptions;
  /** The last commit of each site file, awaited only when the docs show last updates. */
  lastChanges?: Promise<ReadonlyMap<string, LastChange>>;
  /** Kept from the last build of the site (the incremental builder): unchanged docs keep their page objects. */
  memo?: DocsMemo;
}

/**
 * What the docs stage keeps between builds: a doc whose scanned source and Markdown result are the
 * very objects of the last build keeps its page data; a sidebar equal to the last one is the last
 * one's object (with its index and JSON); a page made from the same data and sidebar is the last
 * build's page object. So unchanged pages are identical objects, which later steps recognise
 * without looking inside (fingerprints, links).
 */
export interface DocsMemo {
  docs: WeakMap<ScannedDoc, { result: MarkdownResult; rendered: RenderedDoc }>;
  /** By sidebar name. */
  sidebars: Map<string, SharedSidebar>;
  /** By route. */
  pages: Map<string, { data: UnshelledDocData; sidebar: SidebarItem[]; page: PageRecord }>;
}

export function createDocsMemo(): DocsMemo {
  return { docs: new WeakMap(), sidebars: new Map(), pages: new Map() };
}

interface RenderedDoc {
  pending: Pending;
  tree: TreeDoc;
}

export interface LoadedDocs {
  pages: PageRecord[];
  /** Every sidebar's items, the main sidebar's first (llms.txt's order and sections). */
  sidebar: SidebarItem[];
  /** The sidebar's JSON, for expanding categories in the browser. */
  files: ExtraFile[];
}

interface Pending {
  data: UnshelledDocData;
  id: string;
  path: string;
  record: Omit<PageRecord, 'data'>;
}

/** The doc as the sidebar sees it, once its title is known. */
function treeDoc(doc: ScannedDoc, title: string): TreeDoc {
  return {
    dir: doc.dir,
    name: doc.name,
    ...(doc.position !== undefined ? { position: doc.position } : {}),
    ...(doc.index ? { index: true } : {}),
    label: doc.frontMatter.sidebar_label ?? title,
    route: doc.route,
    ...(doc.frontMatter.sidebar_class_name ? { className: doc.frontMatter.sidebar_class_name } : {}),
  };
}

const REMOTE_UNTITLED_HINT = 'The README has no `# heading` at its top (its name may be in a logo): give the remote source a sidebarLabel, which then names the page.';

/** A remote README without a `# heading` at its top is named by its source's sidebar label, as in the sidebar. */
function remoteTitle(doc: ScannedDoc): string | undefined {
  return doc.source.trust === 'remote' ? doc.frontMatter.sidebar_label : undefined;
}

async function renderDoc(doc: ScannedDoc, input: LoadDocsInput): Promise<RenderedDoc> {
  const { source, frontMatter } = doc;
  const extras = input.extras ?? {};
  const showsGit = extras.showLastUpdateTime === true || extras.showLastUpdateAuthor === true;
  const [result, lastChanges] = await Promise.all([
    input.renderMarkdown({
      source: doc.body,
      file: source.file,
      absPath: source.absPath,
      lineOffset: doc.lineOffset,
      trust: source.trust,
      ...(source.linkBase ? { linkBase: source.linkBase } : {}),
      collectText: true,
      collectMarkdown: true,
      ...(source.linkFolder ? { linkFolder: source.linkFolder } : {}),
      ...(frontMatter.toc_min_heading_level !== undefined ? { tocMinLevel: frontMatter.toc_min_heading_level } : {}),
      ...(frontMatter.toc_max_heading_level !== undefined ? { tocMaxLevel: frontMatter.toc_max_heading_level } : {}),
    }),
    showsGit ? input.lastChanges : undefined,
  ]);
  const ignored = ignoredKeysWarning(frontMatter as Record<string, unknown>, source.file, doc.keyLines);
  if (ignored) input.diagnostics.add(ignored);
  const title = frontMatter.title ?? result.title ?? remoteTitle(doc) ?? untitled(source.file, frontMatter.id ?? doc.name, input.diagnostics, doc.source.trust === 'remote' ? REMOTE_UNTITLED_HINT : undefined);
  const known = input.memo?.docs.get(doc);
  if (known?.result === result) return known.rendered;
  const description = frontMatter.description ?? result.description;
  const lastUpdate = parseFrontMatterDate(frontMatter.last_update?.date);
  const shownUpdate = docLastUpdate(doc, extras, lastChanges?.get(source.file));
  const editUrl = docEditUrl(doc, extras);
  const tags = docTags(doc, extras, input.routeBase);
  const data: UnshelledDocData = {
    kind: 'doc',
    route: doc.route,
    title,
    ...(description !== undefined ? { description } : {}),
    ...(frontMatter.keywords?.length ? { keywords: frontMatter.keywords } : {}),
    ...(frontMatter.image ? { image: frontMatter.image } : {}),
    html: result.html,
    toc: result.toc,
    // A title taken from the content's own `#` heading is already on the page.
    hideTitle: frontMatter.hide_title ?? (frontMatter.title === undefined && result.title !== undefined),
    hideTableOfContents: frontMatter.hide_table_of_contents ?? false,
    ...(frontMatter.draft ? { draft: true } : {}),
    ...(frontMatter.unlisted ? { unlisted: true } : {}),
    ...(tags.length > 0 ? { tags } : {}),
    ...(editUrl !== undefined ? { editUrl } : {}),
    ...(shownUpdate !== undefined ? { lastUpdate: shownUpdate } : {}),
    ...(result.stylesheets ? { stylesheets: result.stylesheets } : {}),
  };
  const rendered: RenderedDoc = {
    pending: {
      data,
      id: doc.id,
      path: source.relPath,
      record: {
        route: doc.route,
        source: source.file,
        links: result.links,
        anchors: result.anchors,
        assets: result.assets,
        ...(result.sections ? { sections: result.sections } : {}),
        // A title from the front matter is not in the content: the Markdown gets it as its `#` heading.
        markdown: result.title !== undefined ? result.markdown ?? '' : `# ${title.replace(/\s+/g, ' ')}\n\n${result.markdown ?? ''}`.trim(),
        // The Markdown above also depends on the title when it adds it.
        ...(result.textKey !== undefined ? { textKey: result.title !== undefined ? result.textKey : `${result.textKey} ${JSON.stringify(title)}` } : {}),
        ...(lastUpdate ? { lastmod: lastUpdate.toISOString() } : {}),
      },
    },
    tree: treeDoc(doc, title),
  };
  input.memo?.docs.set(doc, { result, rendered });
  return rendered;
}

/** Renders the docs and returns every docs-layout page with its navigation shell. */
export async function loadDocs(input: LoadDocsInput): Promise<LoadedDocs> {
  const { memo } = input;
  checkPagination(input.docs);
  // The docs that take their sidebar label from their content render first: the sidebar, and so
  // every page, waits on them.
  const labelled = (doc: ScannedDoc): boolean => doc.frontMatter.unlisted === true || (doc.frontMatter.sidebar_label ?? doc.frontMatter.title) !== undefined;
  const rendering: Promise<RenderedDoc>[] = [];
  for (const later of [false, true]) input.docs.forEach((doc, at) => labelled(doc) === later && (rendering[at] = renderDoc(doc, input)));
  // Awaited below; until then a failure must not count as unhandled.
  for (const render of rendering) render.catch(() => undefined);
  const [trees, extraPages] = await Promise.all([
    Promise.all(
      input.docs.map((doc, index) => {
        if (doc.frontMatter.unlisted) return undefined;
        const title = doc.frontMatter.sidebar_label ?? doc.frontMatter.title;
        return title !== undefined ? treeDoc(doc, title) : (rendering[index] as Promise<{ tree: TreeDoc }>).then((r) => r.tree);
      }),
    ),
    input.extraPages ?? new Map<string, { pages: DocLikeEntry[]; sidebar: SidebarItem[] }>(),
  ]);
  const extraItems = new Map<string, SidebarItem[]>();
  const generated: Pending[] = [];
  for (const [dir, extra] of extraPages) {
    extraItems.set(dir, extra.sidebar);
    for (const entry of extra.pages) {
      const { data, sidebarLabel: _label, ...record } = entry;
      generated.push({ data, id: data.route.slice(input.routeBase.length + 1), path: entry.source, record: { ...record, route: data.route } });
    }
  }
  const treeInput = { docs: listedDocs(trees), categories: input.categories, extraItems, routeBase: input.routeBase };
  // Docs left out of a sidebars file are still built: reachable by links, without prev/next.
  let named: { name: string; sidebar: SidebarItem[] }[];
  let indexes: GeneratedIndex[];
  if (input.sidebars) {
    ({ sidebars: named, indexes } = sidebarsFromFile(input.sidebars, new Map(input.docs.flatMap((doc, at) => (trees[at] ? [[doc.id, trees[at]] as const] : []))), treeInput));
  } else {
    const tree = buildDocTree(treeInput);
    named = [{ name: input.sidebarId, sidebar: tree.sidebar }];
    indexes = tree.indexes;
  }
  for (const index of indexes) {
    const { category } = index;
    generated.push({
      data: {
        kind: 'doc-category',
        route: index.route,
        title: index.title,
        ...(index.description ? { description: index.description } : {}),
        toc: [],
        cards: categoryCards(category.items, index.route),
      },
      id: `category/${index.route.split('/').pop() ?? ''}`,
      path: index.source,
      record: { route: index.route, source: index.source, links: [], anchors: [], assets: [] },
    });
  }
  const shared = named.map(({ name, sidebar }) => sharedSidebar(sidebar, name, memo));
  if (memo) for (const name of memo.sidebars.keys()) if (!named.some((sidebar) => sidebar.name === name)) memo.sidebars.delete(name);
  /** The sidebar a page shows: the first that lists it, else the main one. */
  const sidebarOf = (route: string): SharedSidebar => shared.find(({ index }) => index.trail(route) !== undefined) ?? shared[0]!;
  const complete = ({ data, id, path, record }: Pending, links?: { prev?: PageLink; next?: PageLink }): PageRecord => {
    const { name, sidebar, index, json } = sidebarOf(record.route);
    const pagination = links ?? index.neighbours(record.route);
    const known = memo?.pages.get(record.route);
    if (known && known.data === data && known.sidebar === sidebar && samePagination(known.page, pagination)) {
      input.ready?.(known.page);
      return known.page;
    }
    const shell: Omit<DocShell, 'route' | 'title' | 'toc'> = {
      sidebar,
      sidebarJson: json.route,
      breadcrumbs: [...(index.trail(record.route) ?? []), { label: data.title }],
      ...pagination,
      metadata: { id, path, sidebar: name },
    };
    const cards = data.kind === 'doc' && data.html.includes(`<${DOC_CARD_LIST_TAG}>`) ? docCards(sidebar, record.route) : undefined;
    const page = { ...record, data: { ...data, ...shell, ...(cards ? { cards } : {}) } as PageData };
    memo?.pages.set(record.route, { data, sidebar, page });
    input.ready?.(page);
    return page;
  };
  // `pagination_next: <id>` links to that doc under its sidebar label (once it is known); `null` hides the link.
  const byId = new Map(input.docs.map((doc, at) => [doc.id, at]));
  const linkTo = async (doc: ScannedDoc, key: 'pagination_next' | 'pagination_prev', fallback: PageLink | undefined): Promise<PageLink | undefined> => {
    const target = paginationTarget(doc, key);
    if (target === 'default') return fallback;
    if (target === null) return undefined;
    const { tree } = await rendering[byId.get(target)!]!;
    return { label: tree.label, route: tree.route };
  };
  const generatedPages = generated.map((pending) => complete(pending));
  const docs = await Promise.all(
    rendering.map(async (render, at) => {
      const { pending } = await render;
      const doc = input.docs[at]!;
      const neighbours = sidebarOf(pending.record.route).index.neighbours(pending.record.route);
      const [prev, next] = await Promise.all([linkTo(doc, 'pagination_prev', neighbours.prev), linkTo(doc, 'pagination_next', neighbours.next)]);
      return complete(pending, { ...(prev ? { prev } : {}), ...(next ? { next } : {}) });
    }),
  );
  const every = shared.flatMap(({ sidebar }) => sidebar);
  const tagged = tagPages(docs, flattenSidebar(every).map((link) => link.route), input.routeBase, input.extras?.tagsBasePath ?? 'tags').map((pending) => complete(pending, {}));
  const pages = [...docs, ...generatedPages, ...tagged];
  if (memo) {
    const routes = new Set(pages.map((page) => page.route));
    for (const route of memo.pages.keys()) if (!routes.has(route)) memo.pages.delete(route);
  }
  return { pages, sidebar: every, files: shared.map(({ json }) => json) };
}

/** Whether the page shows the same previous/next links (a `pagination_*` target may be renamed). */
function samePagination(page: PageRecord, pagination: { prev?: PageLink; next?: PageLink }): boolean {
  const data = page.data as Partial<DocShell>;
  return data.prev?.route === pagination.prev?.route && data.prev?.label === pagination.prev?.label && data.next?.route === pagination.next?.route && data.next?.label === pagination.next?.label;
}

/** A sidebar with its name, index and JSON file. */
interface SharedSidebar {
  key: string;
  name: string;
  sidebar: SidebarItem[];
  index: SidebarIndex;
  json: ExtraFile;
}

/** The sidebar with its index and JSON file: the last build's objects while its content is the same. */
function sharedSidebar(sidebar: SidebarItem[], name: string, memo: DocsMemo | undefined): SharedSidebar {
  const key = memo ? JSON.stringify(sidebar) : '';
  const known = memo?.sidebars.get(name);
  if (known?.key === key) return known;
  const shared = { key, name, sidebar, index: indexSidebar(sidebar), json: sidebarJsonFile(sidebar, name) };
  memo?.sidebars.set(name, shared);
  return shared;
}

/**
 * The docs the sidebar lists: unlisted ones left out, and of docs claiming one route only the
 * first (the one the route graph builds; the others are reported as duplicate routes).
 */
function listedDocs(docs: Array<TreeDoc | undefined>): TreeDoc[] {
  const routes = new Set<string>();
  return docs.filter((doc): doc is TreeDoc => {
    if (!doc || routes.has(doc.route)) return false;
    routes.add(doc.route);
    return true;
  });
}

/** A card per sidebar item: its label, route (or `fallback`), and for a category its page count. */
function categoryCards(items: SidebarItem[], fallback: string): CategoryCard[] {
  return items.map((item) => ({
    label: item.label,
    route: (item.type === 'category' ? categoryLink(item) : item.route) ?? fallback,
    ...(item.type === 'category' ? { count: flattenSidebar(item.items).length } : {}),
  }));
}

/**
 * What an MDX `<DocCardList />` lists on the doc at `route`: the items of the category the doc is
 * the page of, else of the category holding it (without the doc itself); at the top, the top level.
 */
function docCards(sidebar: SidebarItem[], route: string): CategoryCard[] {
  const find = (items: SidebarItem[]): SidebarItem[] | undefined => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.route === route) return item.items;
      const inner = find(item.items);
      if (inner) return inner;
      if (item.items.some((child: SidebarItem) => child.type === 'link' && child.route === route)) return item.items;
    }
    return undefined;
  };
  return categoryCards((find(sidebar) ?? sidebar).filter((item) => item.type === 'category' || item.route !== route), route);
}
