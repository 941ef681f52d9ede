// The internal links of a React page (`pages/*.tsx`), and the islands it shows. Its author writes
// them in components, so they exist only once the component renders: the page's own element is
// rendered to markup once, when the page loads, and its `href`/`src` values and island names are
// read, without the layout around it.
import { ISLAND_ATTRIBUTES } from '@ssg/theme/contract';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LinkRef } from '../../markdown/types.js';

const ATTRIBUTE = new RegExp(`\\s(?:href|src|(${ISLAND_ATTRIBUTES.name}))="([^"]*)"`, 'g');
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function decode(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

/** The element's root-relative links (without the base URL), each target once, at the page's file; the names of the islands it shows. */
export function elementLinks(element: ReactElement, { file, baseUrl }: { file: string; baseUrl: string }): { links: LinkRef[]; islands: Set<string> } {
  const targets = new Set<string>();
  const islands = new Set<string>();
  for (const match of renderToStaticMarkup(element).matchAll(ATTRIBUTE)) {
    const value = decode(match[2] ?? '');
    if (match[1] !== undefined) islands.add(value);
    else if (value.startsWith('/') && !EXTERNAL.test(value)) targets.add(value.startsWith(baseUrl) ? `/${value.slice(baseUrl.length)}` : value);
  }
  return { links: [...targets].map((target) => ({ target, written: target, kind: 'link', position: { file } })), islands };
}
