// The docs stage: renders every doc, builds the learn sidebar (with the API pages placed in
// their folder), then gives each page its shell: sidebar, breadcrumbs, previous/next, metadata.
import { flattenSidebar, type DocShell, type PageData, type SidebarItem } from '@ssg/theme/contract';
import { UserError } from '../../report/diagnostics.js';
import type { MarkdownInput, MarkdownResult } from '../../markdown/types.js';
import type { DocLikeEntry, PageRecord, UnshelledDocData } from '../types.js';
import type { CategoryMeta } from './category-file.js';
import { buildDocTree, type TreeDoc } from './doc-tree.js';
import type { ScannedDoc } from './scan-docs.js';
import { findTrail, neighbours } from './sidebar.js';

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
  renderMarkdown: (input: MarkdownInput) => Promise<MarkdownResult>;
}

export interface LoadedDocs {
  pages: PageRecord[];
  sidebar: SidebarItem[];
}

interface Pending {
  data: UnshelledDocData;
  id: string;
  path: string;
  record: Omit<PageRecord, 'data'>;
}

async function renderDoc(doc: ScannedDoc, renderMarkdown: LoadDocsInput['renderMarkdown']): Promise<{ pending: Pending; tree: TreeDoc }> {
  const { source, frontMatter } = doc;
  const result = await renderMarkdown({
    source: doc.body,
    file: source.file,
    absPath: source.absPath,
    lineOffset: doc.lineOffset,
    trust: source.trust,
    ...(source.linkBase ? { linkBase: source.linkBase } : {}),
  });
  const title = frontMatter.title ?? result.title;
  if (!title) {
    throw new UserError(`${source.file}: the doc has no title`, {
      hint: 'Add `title: …` to its front matter or start the content with a `# Heading`.',
    });
  }
  const data: UnshelledDocData = {
    kind: 'doc',
    route: doc.route,
    title,
    ...(frontMatter.description ? { description: frontMatter.description } : {}),
    html: result.html,
    toc: result.toc,
    // A title taken from the content's own `#` heading is already on the page.
    hideTitle: frontMatter.hide_title ?? (frontMatter.title === undefined && result.title !== undefined),
    hideTableOfContents: frontMatter.hide_table_of_contents ?? false,
  };
  return {
    pending: {
      data,
      id: doc.id,
      path: source.relPath,
      record: { route: doc.route, source: source.file, links: result.links, anchors: result.anchors, assets: result.assets },
    },
    tree: {
      dir: doc.dir,
      name: doc.name,
      ...(doc.position !== undefined ? { position: doc.position } : {}),
      label: frontMatter.sidebar_label ?? title,
      route: doc.route,
    },
  };
}

/** Renders the docs and returns every docs-layout page with its navigation shell. */
export async function loadDocs(input: LoadDocsInput): Promise<LoadedDocs> {
  const [rendered, extraPages] = await Promise.all([
    Promise.all(input.docs.map((doc) => renderDoc(doc, input.renderMarkdown))),
    input.extraPages ?? new Map<string, { pages: DocLikeEntry[]; sidebar: SidebarItem[] }>(),
  ]);
  const extraItems = new Map<string, SidebarItem[]>();
  const pending: Pending[] = rendered.map((r) => r.pending);
  for (const [dir, extra] of extraPages) {
    extraItems.set(dir, extra.sidebar);
    for (const entry of extra.pages) {
      const { data, sidebarLabel: _label, ...record } = entry;
      pending.push({ data, id: data.route.slice(input.routeBase.length + 1), path: entry.source, record: { ...record, route: data.route } });
    }
  }
  const { sidebar, indexes } = buildDocTree({
    docs: rendered.map((r) => r.tree),
    categories: input.categories,
    extraItems,
    routeBase: input.routeBase,
  });
  for (const index of indexes) {
    const category = findCategory(sidebar, index.route);
    pending.push({
      data: {
        kind: 'doc-category',
        route: index.route,
        title: index.title,
        ...(index.description ? { description: index.description } : {}),
        toc: [],
        cards: (category?.items ?? []).map((item) => ({
          label: item.label,
          route: item.route ?? firstRoute(item) ?? index.route,
          ...(item.type === 'category' ? { count: flattenSidebar(item.items).length } : {}),
        })),
      },
      id: `category/${index.route.split('/').pop() ?? ''}`,
      path: `${index.dir}/_category_.json`,
      record: { route: index.route, source: `${index.dir}/_category_.json`, links: [], anchors: [], assets: [] },
    });
  }
  const order = flattenSidebar(sidebar);
  const pages = pending.map(({ data, id, path, record }): PageRecord => {
    const trail = findTrail(sidebar, record.route) ?? [];
    const shell: Omit<DocShell, 'route' | 'title' | 'toc'> = {
      sidebar,
      breadcrumbs: [...trail, { label: data.title }],
      ...neighbours(order, record.route),
      metadata: { id, path, sidebar: input.sidebarId },
    };
    return { ...record, data: { ...data, ...shell } as PageData };
  });
  return { pages, sidebar };
}

function findCategory(items: SidebarItem[], route: string): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.route === route) return item;
    const inner = findCategory(item.items, route);
    if (inner) return inner;
  }
  return undefined;
}

function firstRoute(item: SidebarItem): string | undefined {
  return flattenSidebar([item])[0]?.route;
}
