// Redeploy detection: a fetched page from another build, or an island chunk that fails to load,
// means this page's assets are stale, so the browser loads the page in full — once. The build id
// the reload was made for is kept in sessionStorage: seeing it again means the reload did not
// help (a cache serving two builds), and the shell carries on instead of reloading in a loop.
import { DATA_ATTRIBUTES, STORAGE_KEYS } from '../shared/runtime-contract.js';

/** The build id of a document (`<meta name="ssg-build-id">`). */
export function buildIdOf(doc: Document): string | null {
  return doc.querySelector(`meta[name="${DATA_ATTRIBUTES.buildIdMeta}"]`)?.getAttribute('content') ?? null;
}

/** True (once per `reason`) when a full load should be made; false when one was already made for it. */
export function claimReload(reason: string): boolean {
  try {
    if (sessionStorage.getItem(STORAGE_KEYS.reloadGuard) === reason) return false;
    sessionStorage.setItem(STORAGE_KEYS.reloadGuard, reason);
    return true;
  } catch {
    return false;
  }
}
