// The shell: the small vanilla module every page loads. It owns what spans pages — client-side
// navigation, the progress bar, prefetch, redeploy detection, error states, colour mode, the
// sidebar's state, the announcement bar's Close — and the island loader, and offers `window.__ssg`
// (see ShellApi) to the dev server, islands and site scripts. React is not part of it: islands
// import it when they hydrate.
import { EARLY_CLICKS_GLOBAL, SHELL_EVENTS, SHELL_GLOBAL, type ShellApi } from '../shared/runtime-contract.js';
import { initAnnouncementBar } from './announcement.js';
import { initColorMode } from './color-mode.js';
import { recordDocsVersion } from './docs-version.js';
import { createIslandHost, type IslandRegistry } from './islands.js';
import { clientUrl, pageKey } from './links.js';
import { initNavigation } from './navigation.js';
import { createPageCache } from './page-cache.js';
import { initPrefetch } from './prefetch.js';
import { createProgressBar } from './progress.js';
import { claimReload } from './redeploy.js';
import { initShortcuts } from './shortcuts.js';
import { initSidebar } from './sidebar.js';

export type { IslandRegistry, IslandModule } from './islands.js';

export interface ShellOptions {
  /** The site's base URL (`/`, `/flux0/`). */
  base: string;
  /** The islands of this build: name → import of its chunk. */
  islands: IslandRegistry;
}

/** Starts the shell once per page load. */
export function startShell({ base, islands: registry }: ShellOptions): ShellApi {
  const pages = createPageCache();
  const islands = createIslandHost(registry, () => {
    // An island chunk that cannot be loaded: the site was redeployed under this page (once).
    if (claimReload(`chunk:${location.href}`)) location.reload();
  });
  const setColorMode = initColorMode();
  initAnnouncementBar();
  initSidebar(base);
  const prefetcher = initPrefetch(
    (link) => {
      const url = navigation.urlOf(link);
      return url ? pageKey(url) : undefined;
    },
    (key) => void pages.get(key, { priority: 'low' }).catch(() => undefined),
  );
  const navigation = initNavigation({ base, pages, islands, progress: createProgressBar(), onShown: (region) => prefetcher.observe(region) });

  const api: ShellApi = {
    navigate: async (url, options) => {
      const owned = clientUrl({ href: url }, base, location.href);
      if (owned) return navigation.navigate(owned.href, options?.replace ? 'replace' : 'push');
      // Another site, a file, or a jump within this page: the browser's own navigation.
      if (options?.replace) location.replace(url);
      else location.assign(url);
    },
    refresh: (html) => navigation.refresh(html),
    forgetPages: () => pages.clear(),
    setColorMode,
    route: () => navigation.route(),
    hydrateIslands: (root) => islands.scan((root as ParentNode | undefined) ?? document),
  };
  (window as unknown as Record<string, ShellApi>)[SHELL_GLOBAL] = api;
  document.addEventListener(SHELL_EVENTS.navigate, (event) => {
    const url = (event as CustomEvent<{ url?: unknown }>).detail?.url;
    if (typeof url === 'string') void api.navigate(url);
  });
  document.addEventListener(SHELL_EVENTS.refresh, () => void api.refresh());

  islands.scan(document);
  initShortcuts(islands);
  // Clicks on island buttons and on the announcement bar's Close, and shortcuts pressed before the
  // shell ran, held by the loader: replayed now.
  const early = (window as unknown as Record<string, { targets: EventTarget[]; stop(): void } | undefined>)[EARLY_CLICKS_GLOBAL];
  early?.stop();
  for (const target of early?.targets.splice(0) ?? []) islands.replayClick(target);
  recordDocsVersion();
  prefetcher.observe(document);
  return api;
}
