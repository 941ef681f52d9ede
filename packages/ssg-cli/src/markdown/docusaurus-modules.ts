// Build-time stand-ins for the `@docusaurus/…` modules MDX pages import most. A page is rendered
// once, to static HTML, with no browser and no router, so each behaves as Docusaurus's own does
// during its server render: `useIsBrowser()` is false, `<BrowserOnly>` shows its `fallback`,
// `ExecutionEnvironment.canUseDOM` is false; `<Link to>` is an `<a>` under the base URL,
// `useBaseUrl()` prefixes it, `useDocusaurusContext()` gives the site's title, tagline and URLs,
// `<Translate>`/`translate()` give their message (one language). Other `@docusaurus/…` modules
// stay unavailable (remark-mdx-imports warns).
import { absoluteUrl, withBase } from '@ssg/theme/contract';
import type { ReactNode } from 'react';

/** What the stand-ins know of the site. */
export interface DocusaurusSite {
  title: string;
  tagline: string;
  /** The origin (`https://flux0.dev`), or empty when the site has none. */
  url: string;
  /** Starts and ends with `/`. */
  baseUrl: string;
}

/** The part of React the stand-ins use: the site's own copy, the one the page renders with. */
export interface ReactElements {
  createElement(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): unknown;
  Fragment: unknown;
}

/** The modules provided, by import source. */
export const DOCUSAURUS_MODULES: ReadonlySet<string> = new Set([
  '@docusaurus/Link',
  '@docusaurus/useBaseUrl',
  '@docusaurus/useDocusaurusContext',
  '@docusaurus/useIsBrowser',
  '@docusaurus/BrowserOnly',
  '@docusaurus/ExecutionEnvironment',
  '@docusaurus/Translate',
]);

/** How a provided module is named among a page's imported module URLs. */
const URL_PREFIX = 'ssg-stand-in:';

/** The URL a page's import of a provided module is recorded under (remark-mdx-imports). */
export function docusaurusModuleUrl(source: string): string | undefined {
  return DOCUSAURUS_MODULES.has(source) ? URL_PREFIX + source : undefined;
}

type Module = Record<string, unknown>;

/** The module behind `url` when it names a stand-in; undefined for any other URL. */
export function docusaurusModule(url: string, react: ReactElements, site: DocusaurusSite): Module | undefined {
  if (!url.startsWith(URL_PREFIX)) return undefined;
  const source = url.slice(URL_PREFIX.length);
  const factory = FACTORIES[source];
  if (!factory) throw new Error(`No stand-in for ${source}`);
  return factory(react, site);
}

interface BaseUrlOptions {
  absolute?: boolean;
  forcePrependBaseUrl?: boolean;
}

/** Docusaurus's `useBaseUrl(url, options)`: site-relative URLs under the base URL, others as they are. */
function baseUrlOf(site: DocusaurusSite, url: string | undefined, options: BaseUrlOptions = {}): string {
  if (!url) return url ?? '';
  // Already under the base URL: left alone unless the page insists.
  if (!options.forcePrependBaseUrl && site.baseUrl !== '/' && url.startsWith(site.baseUrl)) return options.absolute ? site.url.replace(/\/+$/, '') + url : url;
  return options.absolute && site.url ? absoluteUrl(site, url) : withBase(site, url);
}

/** Replaces each `{name}` in `message` with `values[name]`; the parts, so values may be elements. */
function interpolate(message: string, values: Record<string, unknown> | undefined): unknown[] {
  if (!values) return [message];
  return message.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
}

// Props of Docusaurus's Link that are not attributes of an `<a>`.
const ROUTER_PROPS = ['to', 'href', 'isNavLink', 'activeClassName', 'exact', 'autoAddBaseUrl', 'isActive'];

const FACTORIES: Record<string, (react: ReactElements, site: DocusaurusSite) => Module> = {
  '@docusaurus/Link': (react, site) => ({
    default: function Link(props: Record<string, unknown>) {
      const attributes = Object.fromEntries(Object.entries(props).filter(([name]) => name !== 'children' && !ROUTER_PROPS.includes(name)));
      // Without a target (`<Link id="x" />`, an anchor to link to): an `<a>` without href, no link to the page itself.
      if (props.to === undefined && props.href === undefined) return react.createElement('a', attributes, props.children as ReactNode);
      const target = String(props.to ?? props.href);
      const href = props.autoAddBaseUrl === false ? target : baseUrlOf(site, target);
      return react.createElement('a', { ...attributes, href }, props.children as ReactNode);
    },
  }),
  '@docusaurus/useBaseUrl': (_react, site) => ({
    default: (url: string | undefined, options?: BaseUrlOptions) => baseUrlOf(site, url, options),
    useBaseUrlUtils: () => ({ withBaseUrl: (url: string | undefined, options?: BaseUrlOptions) => baseUrlOf(site, url, options) }),
  }),
  '@docusaurus/useDocusaurusContext': (_react, site) => {
    const context = {
      siteConfig: { title: site.title, tagline: site.tagline, url: site.url, baseUrl: site.baseUrl, customFields: {}, themeConfig: {} },
      siteMetadata: {},
      globalData: {},
      i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'], localeConfigs: {} },
    };
    return { default: () => context };
  },
  '@docusaurus/useIsBrowser': () => ({ default: () => false }),
  '@docusaurus/BrowserOnly': (react) => ({
    // Its children are a function run only in the browser; the static page shows the fallback.
    default: function BrowserOnly(props: { fallback?: unknown }) {
      return react.createElement(react.Fragment, null, props.fallback ?? null);
    },
  }),
  '@docusaurus/ExecutionEnvironment': () => {
    const environment = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };
    return { default: environment, ...environment };
  },
  '@docusaurus/Translate': (react) => ({
    default: function Translate(props: { children?: unknown; message?: string; values?: Record<string, unknown> }) {
      const message = typeof props.children === 'string' ? props.children : (props.message ?? '');
      return react.createElement(react.Fragment, null, ...interpolate(message, props.values));
    },
    translate: ({ message }: { message: string }, values?: Record<string, unknown>) => interpolate(message, values).map(String).join(''),
  }),
};
