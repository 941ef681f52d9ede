// Pages every site has besides its content: the not-found page and the redirect from the
// docs root (`/docs`) to the first page of the docs.
import { NOT_FOUND_ROUTE } from '@ssg/theme/contract';
import type { OutputFile } from '../output/types.js';
import type { PageRecord } from './types.js';

export interface SpecialPages {
  pages: PageRecord[];
  /** Redirect documents, which need the base URL to point at the right place. */
  files(baseUrl: string): OutputFile[];
}

/**
 * A tiny document that sends the browser to `target` at once: a meta refresh and a link (no
 * script needed), a script that keeps the `?query` and `#hash` where it runs, `noindex`, and the
 * canonical URL of the target (`canonical`, absolute; default `target`).
 */
export function redirectDocument(target: string, canonical = target): string {
  const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const escaped = escape(target);
  const keep = /[?#]/.test(target) ? '' : '+location.search+location.hash';
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>Redirecting…</title><meta http-equiv="refresh" content="0; url=${escaped}">`,
    `<link rel="canonical" href="${escape(canonical)}"><meta name="robots" content="noindex">`,
    `<script>location.replace(${JSON.stringify(target).replaceAll('<', '\\u003c')}${keep})</script>`,
    `</head><body><p>This page has moved to <a href="${escaped}">${escaped}</a>.</p></body></html>`,
  ].join('');
}

/**
 * The not-found page (unless the site has its own: `pages/404.md` or `pages/404.tsx`, as in
 * Docusaurus) and, when the docs have pages and a folder of their own, the `/docs` redirect.
 */
export function specialPages({ docsRoute, firstDocRoute, ownNotFound }: { docsRoute: string; firstDocRoute: string | undefined; ownNotFound: boolean }): SpecialPages {
  const notFound: PageRecord = {
    route: NOT_FOUND_ROUTE,
    source: '(not-found page)',
    data: { kind: 'not-found', route: NOT_FOUND_ROUTE, title: 'Page Not Found' },
    links: [],
    anchors: [],
    assets: [],
  };
  return {
    pages: ownNotFound ? [] : [notFound],
    files(baseUrl) {
      // Docs at the site's root (`docsRoute` '') leave the root to the home page or a doc with slug `/`.
      if (!firstDocRoute || firstDocRoute === docsRoute || docsRoute === '') return [];
      return [{ path: `${docsRoute.slice(1)}/index.html`, contents: redirectDocument(`${baseUrl}${firstDocRoute.slice(1)}`) }];
    },
  };
}
