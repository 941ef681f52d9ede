// Fingerprints of page data: equal data, equal fingerprint. A sidebar object shared by thousands
// of pages is hashed once (by identity) instead of once per page.
import { createHash } from 'node:crypto';
import type { SiteData } from '@ssg/theme/contract';
import type { PageRecord } from '../content/types.js';

/** A short digest of a string. */
export function digest(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

/**
 * The fingerprint of what a page renders from (its data and the site data), for one build's site
 * data. Custom React pages (kind `page`) carry an element whose component code is not data: they
 * get none (undefined) and are always rendered.
 */
export type PageFingerprint = (page: PageRecord) => string | undefined;

/** `salt` stands for whatever else the rendering depends on (the theme's version). */
export function createFingerprinter(site: SiteData, salt = ''): PageFingerprint {
  const siteKey = digest(`${salt}\0${JSON.stringify(site)}`);
  const shared = new WeakMap<object, string>();
  const replacer = (key: string, value: unknown): unknown => {
    if (key !== 'sidebar' || typeof value !== 'object' || value === null) return value;
    let known = shared.get(value);
    if (known === undefined) shared.set(value, (known = digest(JSON.stringify(value))));
    return known;
  };
  return (page) => (page.data.kind === 'page' ? undefined : digest(`${siteKey}\0${page.route}\0${JSON.stringify(page.data, replacer)}`));
}
