// Which links the shell navigates itself: same origin, under the base URL, a page (not a file),
// not opening elsewhere, not a download, not a jump within the page being shown.

/** What the shell needs to know about a link. */
export interface LinkFacts {
  href: string;
  target?: string | null;
  download?: boolean;
  rel?: string | null;
}

const FILE = /\.[a-z0-9]+$/i;

/** The URL to navigate to client-side, or `undefined` when the browser should follow the link itself. */
export function clientUrl(link: LinkFacts, base: string, current: string): URL | undefined {
  if (link.download || (link.target && link.target !== '_self')) return undefined;
  if (link.rel && /(^|\s)external(\s|$)/i.test(link.rel)) return undefined;
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return undefined;
  }
  const here = new URL(current);
  if (url.origin !== here.origin || !(url.protocol === 'http:' || url.protocol === 'https:')) return undefined;
  if (!url.pathname.startsWith(base) && url.pathname !== base.replace(/\/$/, '')) return undefined;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (FILE.test(last) && !/\.html$/i.test(last)) return undefined;
  if (url.hash !== '' && url.pathname === here.pathname && url.search === here.search) return undefined;
  return url;
}

/** The key of a page in the prefetch cache: the URL without its hash. */
export function pageKey(url: URL | string): string {
  const copy = new URL(url);
  copy.hash = '';
  return copy.href;
}

/** The route of a path under `base` (`/flux0/docs/x` → `/docs/x`). */
export function routeOf(pathname: string, base: string): string {
  const inside = pathname.startsWith(base) ? pathname.slice(base.length - 1) : pathname;
  return inside === '' ? '/' : inside;
}
