// Breadcrumb trail: the crumbs from the page data, ending with the current page.
import type { Crumb } from '../contract/index.js';
import { sameRoute } from './url.js';

/** A crumb ready to render: linked unless it is the current page. */
export interface CrumbView {
  label: string;
  route?: string;
  current: boolean;
}

/**
 * Completes the trail so that its last crumb is the current page (appended from the title when the
 * data stops at the parent category). Only the last crumb is `current`; it is never linked.
 */
export function breadcrumbTrail(crumbs: readonly Crumb[], route: string, title: string): CrumbView[] {
  const last = crumbs[crumbs.length - 1];
  const endsWithPage =
    last !== undefined && (last.route !== undefined ? sameRoute(last.route, route) : last.label === title);
  const all: Crumb[] = endsWithPage ? [...crumbs] : [...crumbs, { label: title, route }];
  return all.map((crumb, index) => {
    const current = index === all.length - 1;
    return current || crumb.route === undefined
      ? { label: crumb.label, current }
      : { label: crumb.label, route: crumb.route, current };
  });
}
