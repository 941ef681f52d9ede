// Build-time stand-ins for the `@docusaurus/…` modules MDX pages import most. A page is rendered
// once, to static HTML, with no browser and no router, so each behaves as Docusaurus's own does
// during its server render: `useIsBrowser()` is false, `<BrowserOnly>` shows its `fallback`,
// `ExecutionEnvironment.canUseDOM` is false; `<Link to>` is an `<a>` under the base URL,
// `useBaseUrl()` prefixes it, `useDocusaurusContext()` gives the site's title, tagline and URLs,
// `<Translate>`/`translate()` give their message (one language), and the docs plugin's hooks
// (`@docusaurus/plugin-content-docs/client`) tell of the one version ssg builds. Other `@docusaurus/…` modules
// stay unavailable (remark-mdx-imports warns). The site's components that an MDX page imports get
// them too: their compile maps each to a small module (`standInFiles`) that takes the stand-in
// from the renderer of the thread (`provideStandIns`).
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { absoluteUrl, withBase } from '@ssg/theme/contract';
import { writeFileAtomic } from '../output/atomic-write.js';
import type { ReactNode } from 'react';

/** What the stand-ins know of the site. */
export interface DocusaurusSite {
  title: string;
  tagline: string;
  /** The origin (`https://flux0.dev`), or empty when the site has none. */
  url: string;
  /** Starts and ends with `/`. */
  baseUrl: string;
  /** The docs' route below the base URL (`/docs`). */
  docsRoute: string;
  /** The docs version's label (`docs.versionLabel`). */
  versionLabel: string;
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
  '@docusaurus/plugin-content-docs/client',
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

/** Where the stand-in modules compiled components import find the renderer's stand-ins. */
const PROVIDER = Symbol.for('ssg.docusaurus-stand-ins');

/** Makes the stand-ins of this thread's MDX renderer the ones compiled components import. */
export function provideStandIns(react: ReactElements, site: DocusaurusSite): void {
  const modules = new Map([...DOCUSAURUS_MODULES].map((source) => [source, FACTORIES[source]!(react, site)]));
  (globalThis as Record<symbol, unknown>)[PROVIDER] = (source: string) => modules.get(source);
}

/**
 * The text of a module standing in for `source` in a compiled component: each export of the
 * stand-in, read from the renderer's (`provideStandIns`) when the module is evaluated.
 */
export function standInModule(source: string): string {
  const factory = FACTORIES[source];
  if (!factory) throw new Error(`No stand-in for ${source}`);
  // The export names; the factories make components and functions, calling nothing of React yet.
  const names = Object.keys(factory({ createElement: () => null, Fragment: null }, { title: '', tagline: '', url: '', baseUrl: '/', docsRoute: '/docs', versionLabel: 'Next' }));
  return [
    `const module = globalThis[Symbol.for(${JSON.stringify(PROVIDER.description)})](${JSON.stringify(source)});`,
    ...names.map((name) => (name === 'default' ? 'export default module.default;' : `export const ${name} = module[${JSON.stringify(name)}];`)),
    '',
  ].join('\n');
}

/** Writes the stand-in modules into `dir` (unless there as they are); the esbuild `alias` option that maps each source to its file. */
export async function standInAliases(dir: string): Promise<Record<string, string>> {
  await mkdir(dir, { recursive: true });
  const aliases: Record<string, string> = {};
  for (const source of DOCUSAURUS_MODULES) {
    const file = path.join(dir, `stand-in.${source.replace(/^@docusaurus\//, '').replaceAll('/', '-')}.mjs`);
    const text = standInModule(source);
    if ((await readFile(file, 'utf8').catch(() => undefined)) !== text) await writeFileAtomic(file, text);
    aliases[source] = file;
  }
  return aliases;
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
  '@docusaurus/plugin-content-docs/client': (_react, site) => {
    // The one version ssg builds, as Docusaurus describes its current version.
    const version = { name: 'current', label: site.versionLabel, isLast: true, path: withBase(site, site.docsRoute), mainDocId: '', docs: [], draftIds: [], sidebars: {} };
    const plugin = { pluginId: 'default', pluginData: { path: version.path, versions: [version], breadcrumbs: true } };
    const docContext = { activeVersion: version, activeDoc: undefined, alternateDocVersions: {} };
    return {
      useActivePlugin: () => plugin,
      useActivePluginAndVersion: () => ({ activePlugin: plugin, activeVersion: version }),
      useAllDocsData: () => ({ default: plugin.pluginData }),
      useDocsData: () => plugin.pluginData,
      useVersions: () => [version],
      useLatestVersion: () => version,
      useActiveVersion: () => version,
      useActiveDocContext: () => docContext,
      useDocVersionSuggestions: () => ({ latestDocSuggestion: undefined, latestVersionSuggestion: undefined }),
      useDocsPreferredVersion: () => ({ preferredVersion: null, savePreferredVersionName: () => undefined }),
      useDocsVersion: () => ({ version: version.name, label: version.label, isLast: true, banner: null, badge: false, noIndex: false, className: '' }),
    };
  },
};
