// Fingerprints of page data: equal data, equal fingerprint. A sidebar object shared by thousands
// of pages is hashed once (by identity) instead of once per page.
import { createHash } from 'node:crypto';
import type { SiteData } from '@ssg/theme/contract';
import type { PageRecord } from '../content/types.js';

/** A short digest of one or more strings (parts are separated, so `ab`,`c` ≠ `a`,`bc`). */
export function digest(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  parts.forEach((part, index) => {
    if (index > 0) hash.update('\0');
    hash.update(part);
  });
  return hash.digest('base64url').slice(0, 22);
}

/**
 * The fingerprint of what a page renders from (its data and the site data), for one build's site
 * data. Custom React pages (kind `page`) carry an element whose component code is not data: they
 * get none (undefined) and are always rendered.
 */
export type PageFingerprint = (page: PageRecord) => string | undefined;

/** `salt` stands for whatever else the rendering depends on (the theme's version). */
export function createFingerprinter(site: SiteData, salt = ''): PageFingerprint {
  const siteKey = digest(salt, JSON.stringify(site));
  const shared = new WeakMap<object, string>();
  const sidebarKey = (sidebar: unknown): string => {
    if (typeof sidebar !== 'object' || sidebar === null) return JSON.stringify(sidebar) ?? '';
    let known = shared.get(sidebar);
    if (known === undefined) shared.set(sidebar, (known = digest(JSON.stringify(sidebar))));
    return known;
  };
  return (page) => {
    if (page.data.kind === 'page') return undefined;
    // The (shared) sidebar by its digest, the rest as it is; no replacer: that would make
    // serialising every page several times slower.
    const { sidebar, ...rest } = page.data as { sidebar?: unknown };
    return digest(siteKey, page.route, sidebarKey(sidebar), JSON.stringify(rest));
  };
}
