// robots.txt: the site's own `static/robots.txt` when it has one, else "everything may be
// crawled"; either way with a `Sitemap:` line pointing at the absolute URL of sitemap.xml (added
// to the site's own file unless it names a sitemap already). Crawlers read robots.txt only at the
// root of a host: a site served under a base URL other than `/` needs the line in the host's file.
import { absoluteUrl, type SiteData } from '@ssg/theme/contract';
import { SITEMAP_PATH } from './sitemap.js';

export const ROBOTS_PATH = 'robots.txt';

/** The robots.txt text; `own` is the site's static robots.txt, if any. */
export function robotsTxt(site: Pick<SiteData, 'url' | 'baseUrl'>, own?: string): string {
  const base = own?.trimEnd() ?? 'User-agent: *\nAllow: /';
  if (/^\s*sitemap\s*:/im.test(base)) return `${base}\n`;
  return `${base}\n\nSitemap: ${absoluteUrl(site, `/${SITEMAP_PATH}`)}\n`;
}
