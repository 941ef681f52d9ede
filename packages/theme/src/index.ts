// Public API of the theme: `renderPage`, the stylesheet path, layout components for new page
// kinds, helpers, the runtime names, and the page-data contract.
export type * from './contract/index.js';

export { renderPage } from './render-page.js';
export { themeStylesheet, themeStylesheets, themeStylesheetUrl } from './stylesheet.js';
export { clientRuntime, THEME_ISLANDS, type ClientRuntime } from './client-runtime.js';
export { Island, type IslandProps } from './islands/Island.js';
export { default as CopyButton } from './islands/CopyButton.js';
export { TabItem, Tabs, type TabItemProps, type TabsProps } from './components/Tabs.js';

export { Document, type DocumentProps } from './components/Document.js';
export { Layout, type LayoutProps } from './components/Layout.js';
export { DocLayout, type DocLayoutProps } from './components/DocLayout.js';
export { Article, type ArticleProps } from './components/Article.js';
export { Sidebar, MethodBadge, type SidebarProps } from './components/Sidebar.js';
export { Breadcrumbs, type BreadcrumbsProps } from './components/Breadcrumbs.js';
export { TocNav, TocCollapsible } from './components/Toc.js';
export { Pager, type PagerProps } from './components/Pager.js';
export { Markdown } from './components/Markdown.js';
export { CardGrid } from './components/CardGrid.js';
export { LogoMark } from './components/LogoMark.js';

export { withBase, absoluteUrl, linkHref, isExternalUrl, sameRoute, normalizeRoute, isUnderRoute } from './lib/url.js';
export { documentTitle, pageHead, type PageHead } from './lib/head.js';
export { buildHeadScript, headScriptOptions, type HeadScriptOptions } from './lib/head-script.js';
export { nestToc, type TocNode, type NestTocOptions } from './lib/toc.js';
export { tocDepthLimit, tocWithinBudget, TOC_BUDGET } from './contract/toc.js';
export { flattenSidebar } from './contract/index.js';
export {
  buildSidebarView,
  categoryContainsRoute,
  indexSidebarRoutes,
  type SidebarRouteIndex,
  type SidebarItemView,
  type SidebarLinkView,
  type SidebarCategoryView,
} from './lib/sidebar.js';
export { breadcrumbTrail, type CrumbView } from './lib/breadcrumbs.js';
export { isNavItemActive } from './lib/navbar.js';
export {
  STORAGE_KEYS,
  DATA_ATTRIBUTES,
  COLOR_MODE_CHOICES,
  ISLAND_TAG,
  ISLAND_ATTRIBUTES,
  HYDRATION_STRATEGIES,
  SHELL_GLOBAL,
  SHELL_EVENTS,
  ERROR_TEXTS,
  type ColorModeChoice,
  type HydrationStrategy,
  type NavigateOptions,
  type ShellApi,
} from './shared/runtime-contract.js';
export { nextColorModeChoice, isColorModeChoice, colorModeToggleLabel, resolveColorMode } from './shared/color-mode.js';
