// The docs version preference: a docs page stores its version (SITE.md §2), so that a versioned
// site can send the reader back to the version they last read.
import { DATA_ATTRIBUTES as A, STORAGE_KEYS } from '../shared/runtime-contract.js';

/** Stores the version of the docs page being shown, if it is one. */
export function recordDocsVersion(): void {
  const version = document.querySelector(`[${A.docsVersion}]`)?.getAttribute(A.docsVersion);
  if (!version) return;
  try {
    localStorage.setItem(STORAGE_KEYS.docsPreferredVersion, version);
  } catch {
    // Storage disabled.
  }
}
