// The internal links of a React page (`pages/*.tsx`). Its author writes them in components, so they
// exist only once the component renders: the page's own element is rendered to markup once, when
// the page loads, and its `href`/`src` values are read, without the layout around it.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LinkRef } from '../../markdown/types.js';

const ATTRIBUTE = /\s(?:href|src)="([^"]*)"/g;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function decode(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

/** The element's root-relative links (without the base URL), each target once, at the page's file. */
export function elementLinks(element: ReactElement, { file, baseUrl }: { file: string; baseUrl: string }): LinkRef[] {
  const targets = new Set<string>();
  for (const match of renderToStaticMarkup(element).matchAll(ATTRIBUTE)) {
    const value = decode(match[1] ?? '');
    if (!value.startsWith('/') || EXTERNAL.test(value)) continue;
    targets.add(value.startsWith(baseUrl) ? `/${value.slice(baseUrl.length)}` : value);
  }
  return [...targets].map((target) => ({ target, written: target, kind: 'link', position: { file } }));
}
