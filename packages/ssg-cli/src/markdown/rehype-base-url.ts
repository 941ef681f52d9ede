// Serving under a base URL (`/flux0/`): every internal absolute URL in the page (`/docs/x`,
// `/assets/a-1234abcd.png`, but not `//cdn.example` or `#a`) gets the prefix. Runs last among
// the URL plugins, so recorded link targets stay without it.
import type { Element, Root } from 'hast';
import { walk } from './walk.js';

export interface BaseUrlOptions {
  /** Starts and ends with `/`. */
  baseUrl: string;
}

const URL_PROPERTIES = ['href', 'src', 'poster'] as const;

/** Prefixes internal absolute `href`/`src`/`poster` values with the base URL. */
export default function rehypeBaseUrl({ baseUrl }: BaseUrlOptions) {
  return (tree: Root): void => {
    if (baseUrl === '/') return;
    walk<Element>(tree, 'element', (node) => {
      for (const property of URL_PROPERTIES) {
        const value = node.properties[property];
        if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) {
          node.properties[property] = baseUrl + value.slice(1);
        }
      }
    });
  };
}
