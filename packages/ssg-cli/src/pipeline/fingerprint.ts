// Fingerprints of page data: equal data, equal fingerprint. A sidebar object shared by thousands
// of pages is hashed once (by identity) instead of once per page.
import { createHash, randomUUID } from 'node:crypto';
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

/** A page's HTML content and its digest, kept between builds by route (`BuildCache.contentDigests`). */
export type ContentDigests = Map<string, { html: string; digest: string }>;

/**
 * Fingerprints by page data object, for builds in one process that keep unchanged pages' objects
 * (the incremental builder): such a page is not serialised and hashed again. The site data's
 * digest is part of the entry, since the same page renders differently with other site data.
 */
export interface FingerprintMemo {
  pages: WeakMap<object, { site: string; route: string; fingerprint: string }>;
  /** Digests of shared sidebars. */
  shared: WeakMap<object, string>;
}

export function createFingerprintMemo(): FingerprintMemo {
  return { pages: new WeakMap(), shared: new WeakMap() };
}

/**
 * `salt` stands for whatever else the rendering depends on (the theme's version). With
 * `contents`, a page whose `html` is the very string of the last build is not hashed again. With
 * `memo`, a page data object fingerprinted before keeps its fingerprint, and custom React pages get
 * one by identity: their element is made once by the step that loads them, and made again whenever
 * their sources, the site data or any code may have changed.
 */
export function createFingerprinter(site: SiteData, salt = '', contents: ContentDigests = new Map(), memo?: FingerprintMemo): PageFingerprint {
  const siteKey = digest(salt, JSON.stringify(site));
  const shared = memo?.shared ?? new WeakMap<object, string>();
  const sidebarKey = (sidebar: unknown): string => {
    if (typeof sidebar !== 'object' || sidebar === null) return JSON.stringify(sidebar) ?? '';
    let known = shared.get(sidebar);
    if (known === undefined) shared.set(sidebar, (known = digest(JSON.stringify(sidebar))));
    return known;
  };
  const htmlKey = (route: string, html: unknown): string => {
    if (typeof html !== 'string') return '';
    const known = contents.get(route);
    if (known?.html === html) return known.digest;
    const key = digest(html);
    contents.set(route, { html, digest: key });
    return key;
  };
  const compute = (page: PageRecord): string | undefined => {
    // A React page: a name of its own for this element (kept in `memo` with it).
    if (page.data.kind === 'page') return memo ? digest(siteKey, page.route, 'element', randomUUID()) : undefined;
    // The (shared) sidebar and the content by their digests, the rest as it is; no replacer: that
    // would make serialising every page several times slower.
    const { sidebar, html, ...rest } = page.data as { sidebar?: unknown; html?: unknown };
    return digest(siteKey, page.route, sidebarKey(sidebar), page.textKey ?? htmlKey(page.route, html), JSON.stringify(rest));
  };
  if (!memo) return compute;
  return (page) => {
    const known = memo.pages.get(page.data);
    if (known?.site === siteKey && known.route === page.route) return known.fingerprint;
    const fingerprint = compute(page);
    if (fingerprint !== undefined) memo.pages.set(page.data, { site: siteKey, route: page.route, fingerprint });
    return fingerprint;
  };
}
