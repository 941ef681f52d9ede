// The docs shell: Layout with a sidebar, and inside `<main>` breadcrumbs, version label, the
// article, the table of contents and previous/next links. Reusable by any doc-like page kind
// (API pages, blog posts with a year sidebar).
import type { ReactElement, ReactNode } from 'react';
import { hasMarkdownTwin, isIndexable, markdownRoute, type Crumb, type DocShell, type PageData, type PageLink, type SidebarItem, type SiteData, type TocEntry } from '../contract/index.js';
import { Article } from './Article.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { Layout } from './Layout.js';
import { PageActions } from './PageActions.js';
import { Pager } from './Pager.js';

export interface DocLayoutProps {
  site: SiteData;
  route: string;
  /** Page title (completes the breadcrumb trail). */
  title: string;
  sidebar: SidebarItem[];
  /** Route of the sidebar as JSON (see `DocShell.sidebarJson`). */
  sidebarJson?: string;
  /** Accessible name of the sidebar (default "Docs sidebar"). */
  sidebarLabel?: string;
  /** Heading of the sidebar in the mobile menu (default "Documentation"). */
  sidebarTitle?: string;
  /** Omit to show no breadcrumbs. */
  breadcrumbs?: Crumb[];
  toc?: readonly TocEntry[];
  hideToc?: boolean;
  prev?: PageLink;
  next?: PageLink;
  /** Accessible name of the pager (default "Docs pages"). */
  pagerLabel?: string;
  /** Shown subtly beside the breadcrumbs, e.g. "Next". */
  versionLabel?: string;
  /** Route of the page's Markdown (`/docs/intro.md`): "Copy page" and a link to it beside the breadcrumbs. */
  markdown?: string;
  /** Title block (h1 and anything under it) before the collapsible TOC. */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * The layout props every page of the docs kind takes from its data: its route, title and shell,
 * and its Markdown (the generator writes `<route>.md` for each of these pages that is indexable and
 * of a kind that has one).
 */
export function docShellProps(data: Extract<PageData, DocShell>, site: SiteData): Omit<DocLayoutProps, 'children'> {
  return {
    site,
    route: data.route,
    title: data.title,
    sidebar: data.sidebar,
    ...(data.sidebarJson !== undefined ? { sidebarJson: data.sidebarJson } : {}),
    breadcrumbs: data.breadcrumbs,
    toc: data.toc,
    ...(data.prev ? { prev: data.prev } : {}),
    ...(data.next ? { next: data.next } : {}),
    versionLabel: site.docsVersionLabel,
    ...(isIndexable(data) && hasMarkdownTwin(data) ? { markdown: markdownRoute(data.route) } : {}),
  };
}

/** The docs shell around `children` (the page content). */
export function DocLayout(props: DocLayoutProps): ReactElement {
  const { site, route, title, breadcrumbs, versionLabel, markdown } = props;
  const showMeta = breadcrumbs !== undefined || versionLabel !== undefined || markdown !== undefined;
  const meta = showMeta ? (
    <>
      {breadcrumbs !== undefined ? <Breadcrumbs site={site} crumbs={breadcrumbs} route={route} title={title} /> : null}
      {versionLabel !== undefined || markdown !== undefined ? (
        <div className="ssg-article__meta-end">
          {versionLabel !== undefined ? <span className="ssg-version-badge">{`Version: ${versionLabel}`}</span> : null}
          {markdown !== undefined ? <PageActions site={site} markdown={markdown} /> : null}
        </div>
      ) : null}
    </>
  ) : undefined;
  const pager = <Pager site={site} prev={props.prev} next={props.next} label={props.pagerLabel} />;
  return (
    <Layout site={site} route={route} sidebar={{
        label: props.sidebarLabel ?? 'Docs sidebar',
        title: props.sidebarTitle ?? 'Documentation',
        items: props.sidebar,
        ...(props.sidebarJson !== undefined ? { json: props.sidebarJson } : {}),
      }}>
      <div className="ssg-doc" {...(versionLabel !== undefined ? { 'data-ssg-docs-version': versionLabel } : {})}>
        <Article toc={props.toc} hideToc={props.hideToc} meta={meta} header={props.header} footer={pager}>
          {props.children}
        </Article>
      </div>
    </Layout>
  );
}
