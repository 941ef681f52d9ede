// Prefetch: a page is fetched ahead when a link to it is hovered, focused or touched, and when the
// link scrolls into view (after `load`, in idle time, two at a time) — each URL once, and never
// on a data-saving or 2g connection.
import { idle, whenIdle } from './idle.js';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when the connection asks to save data or is 2g (checked at each prefetch: it can change). */
export function prefetchAllowed(connection: NetworkInformation | undefined): boolean {
  return !(connection && (connection.saveData === true || /2g/.test(connection.effectiveType ?? '')));
}

export interface Prefetcher {
  /** Watches the links under `root` for entering the viewport. */
  observe(root: ParentNode): void;
}

/** `urlOf` says which links the shell owns; `prefetch` fetches one page (the cache dedupes). */
export function initPrefetch(urlOf: (link: Element) => string | undefined, prefetch: (key: string) => void): Prefetcher {
  const seen = new Set<string>();
  const queue: string[] = [];
  let running = 0;
  const allowed = (): boolean => prefetchAllowed((navigator as Navigator & { connection?: NetworkInformation }).connection);
  const now = (key: string): void => {
    if (seen.has(key) || !allowed()) return;
    seen.add(key);
    prefetch(key);
  };
  const pump = (): void => {
    while (running < 2 && queue.length > 0) {
      const key = queue.shift() as string;
      if (seen.has(key) || !allowed()) continue;
      running++;
      const next = (): void => {
        running--;
        pump();
      };
      idle(() => {
        now(key);
        setTimeout(next, 100);
      });
    }
  };
  const onIntent = (event: Event): void => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const key = link ? urlOf(link) : undefined;
    if (key) now(key);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.addEventListener(type, onIntent, { passive: true, capture: true });

  const observer = new IntersectionObserver((records) => {
    for (const record of records) {
      // Links inside closed sidebar categories have boxes but are not shown.
      if (!record.isIntersecting || !record.target.checkVisibility({ visibilityProperty: true })) continue;
      observer.unobserve(record.target);
      const key = urlOf(record.target);
      if (key && !seen.has(key)) queue.push(key);
    }
    pump();
  });
  const observe = (root: ParentNode): void => {
    for (const link of root.querySelectorAll('a[href]')) {
      const key = urlOf(link);
      if (key && !seen.has(key)) observer.observe(link);
    }
  };
  // Watching the links waits for an idle moment after `load`, like each prefetch.
  return { observe: (root) => whenIdle(() => observe(root)) };
}
