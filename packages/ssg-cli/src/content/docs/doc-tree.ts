// Builds the learn sidebar from the docs folders: categories from folders and `_category_.json`,
// order by position then name, and generated index pages for the categories that ask for one.
import GithubSlugger from 'github-slugger';
import type { SidebarCategory, SidebarItem } from '@ssg/theme/contract';
import type { CategoryMeta } from './category-file.js';
import { compareText } from '../compare-text.js';

/** A doc as the sidebar sees it. */
export interface TreeDoc {
  /** Folder inside the docs folder (`''` at the top). */
  dir: string;
  /** File name without extension and number prefix, the tie-breaker after position. */
  name: string;
  position?: number;
  label: string;
  route: string;
  /** The folder's own page: the category links to it instead of listing it. */
  index?: boolean;
  /** Extra class of its sidebar item (`sidebar_class_name`). */
  className?: string;
}

/** A category page to generate: the category's description and a card per child. */
export interface GeneratedIndex {
  /** What reports name: the `_category_.json`. */
  source: string;
  route: string;
  title: string;
  description?: string;
  category: SidebarCategory;
}

/** The route of a category's generated index (`/docs/category/<slug>`). */
type IndexRoute = (label: string, slug?: string) => string;

export interface DocTreeInput {
  docs: TreeDoc[];
  /** `_category_.json` contents by folder. */
  categories: Map<string, CategoryMeta>;
  /** Items that do not come from files (API pages), appended inside a folder's category. */
  extraItems?: Map<string, SidebarItem[]>;
  /** `/docs`: generated index pages live at `<routeBase>/category/<slug>`. */
  routeBase: string;
}

interface Sortable {
  position: number | undefined;
  name: string;
  item: SidebarItem;
}

function humanize(folder: string): string {
  const last = folder.split('/').pop() ?? folder;
  return last.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

function compare(a: Sortable, b: Sortable): number {
  const pa = a.position ?? Number.POSITIVE_INFINITY;
  const pb = b.position ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa - pb;
  return compareText(a.name, b.name);
}

/** Builds the sidebar tree and the list of generated category index pages. */
export function buildDocTree({ docs, categories, extraItems = new Map(), routeBase }: DocTreeInput): {
  sidebar: SidebarItem[];
  indexes: GeneratedIndex[];
} {
  const slugger = new GithubSlugger();
  const indexRoute: IndexRoute = (label, slug) => `${routeBase}/category/${slug ? slug.replace(/^\//, '') : slugger.slug(label)}`;
  const indexes: GeneratedIndex[] = [];
  const folders = new Set<string>([...categories.keys(), ...extraItems.keys()]);
  for (const doc of docs) {
    for (let dir = doc.dir; dir !== ''; dir = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '') folders.add(dir);
  }

  function childrenOf(dir: string): SidebarItem[] {
    const entries: Sortable[] = docs
      .filter((doc) => doc.dir === dir && (dir === '' || !doc.index || categories.get(dir)?.link !== undefined))
      .map((doc) => ({ position: doc.position, name: doc.name, item: { type: 'link', label: doc.label, route: doc.route, ...(doc.className ? { className: doc.className } : {}) } }));
    for (const folder of folders) {
      const parent = folder.includes('/') ? folder.slice(0, folder.lastIndexOf('/')) : '';
      if (folder === '' || parent !== dir) continue;
      const category = categoryFor(folder);
      if (category) entries.push({ position: categories.get(folder)?.position, name: folder, item: category });
    }
    return [...entries.sort(compare).map((entry) => entry.item), ...(extraItems.get(dir) ?? [])];
  }

  function categoryFor(folder: string): SidebarCategory | undefined {
    const meta = categories.get(folder) ?? {};
    const label = meta.label ?? humanize(folder);
    const items = childrenOf(folder);
    const link = meta.link;
    let route: string | undefined;
    if (link?.type === 'generated-index') route = indexRoute(label, link.slug);
    else if (link?.type === 'doc') route = docs.find((doc) => doc.dir === folder && doc.name === link.id)?.route;
    else if (link === undefined) route = docs.find((doc) => doc.dir === folder && doc.index)?.route;
    if (items.length === 0 && !route) return undefined;
    const category: SidebarCategory = { type: 'category', label, ...(route ? { route } : {}), items };
    if (link?.type === 'generated-index' && route) {
      indexes.push({ source: `${folder}/_category_.json`, route, title: link.title ?? label, ...(link.description ? { description: link.description } : {}), category });
    }
    return category;
  }

  return { sidebar: childrenOf(''), indexes };
}
