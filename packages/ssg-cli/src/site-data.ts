// The site-wide data every page is rendered with, derived from the config and the built assets.
import type { SiteData } from '@ssg/theme/contract';
import type { SiteConfig } from './config/schema.js';
import { urlKind } from './markdown/url.js';
import type { BuiltAssets } from './render/build-assets.js';

/** Builds `SiteData` from the validated config and this build's assets. */
export function createSiteData(config: SiteConfig, assets: BuiltAssets): SiteData {
  return {
    title: config.title,
    tagline: config.tagline,
    lang: config.lang,
    dir: config.dir,
    url: siteUrlOf(config),
    baseUrl: config.baseUrl,
    ...(config.favicon ? { favicon: asRoute(config.favicon) } : {}),
    ...(config.image ? { image: config.image } : {}),
    navbar: {
      title: config.navbar.title ?? config.title,
      ...(config.navbar.logo ? { logo: { ...config.navbar.logo, src: asRoute(config.navbar.logo.src) } } : {}),
      items: config.navbar.items,
    },
    footer: config.footer,
    colorMode: config.colorMode,
    ...(config.announcementBar ? { announcementBar: { ...config.announcementBar, content: withBaseInHtml(config.announcementBar.content, config.baseUrl) } } : {}),
    buildId: assets.buildId,
    assets: { css: assets.css, js: assets.js, modulepreload: assets.modulepreload },
    docsVersionLabel: config.docs.versionLabel,
  };
}

/** The site's URL without a trailing slash, as pages and their Markdown use it. */
export function siteUrlOf(config: SiteConfig): string {
  return config.url.replace(/\/+$/, '');
}

/**
 * A file of the site's static folder named without its leading slash (`img/favicon.ico`, as
 * Docusaurus configs write it) as its route, so that it is checked like any link; URLs as they are.
 */
function asRoute(value: string): string {
  return urlKind(value) === 'relative' ? `/${value}` : value;
}

/** Root-relative links in trusted config HTML (`href="/docs/x"`) put under the base URL, like every route the theme renders. */
export function withBaseInHtml(html: string, baseUrl: string): string {
  return baseUrl === '/' ? html : html.replace(/(\s(?:href|src)=["'])\/(?!\/)/g, `$1${baseUrl}`);
}
