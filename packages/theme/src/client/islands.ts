// The island loader. Each `<ssg-island>` marker names its island, props and strategy; the loader
// imports the island's chunk when the strategy says so and hydrates the marker with React's
// `hydrateRoot` (the chunk brings it). A click on a button of the island before it has hydrated
// is held and replayed once hydration has committed, so no click is lost. Islands inside a region
// about to be swapped are unmounted, once: a pending one is cancelled (its chunk, still loading,
// hydrates nothing), one still hydrating is unmounted as soon as React has committed it. New
// markers are set up after the swap. A refresh of the same page (the dev server's update) keeps
// the islands whose markup is as it was, state and all. An island whose chunk cannot be loaded is
// left as the server rendered it, with a warning.
import { ISLAND_ATTRIBUTES as A, ISLAND_TAG, type HydrationStrategy } from '../shared/runtime-contract.js';
import { whenIdle } from './idle.js';

/** What an island's chunk exports. */
export interface IslandModule {
  default: unknown;
  hydrateIsland(element: Element, component: unknown, props: object, onReady: () => void): { unmount(): void };
}

/** Island name → a function importing its chunk. */
export type IslandRegistry = Record<string, () => Promise<IslandModule>>;

export interface IslandHost {
  /** Sets up every marker under `root` that is not set up yet. */
  scan(root?: ParentNode): void;
  /** Unmounts the islands inside `region` (before it is swapped out), but those in `keep`. */
  unmount(region: Element, keep?: ReadonlySet<Element>): void;
  /**
   * The islands of `region` whose marker the new version `next` of that region has unchanged (the
   * same name, props, strategy and server-rendered content, at the same place among its markers):
   * by the position of that marker among `next`'s markers.
   */
  unchanged(region: Element, next: Element): Map<number, Element>;
  /**
   * Clicks `target` (a click held before the shell ran, a keyboard shortcut): a button of an
   * island after hydrating it now, unless it has hydrated; any other (the shell's own) at once.
   */
  replayClick(target: EventTarget): void;
}

interface Entry {
  /** Hydrates now (once, unless swapped out), replaying a click on `target` afterwards. */
  start(target?: EventTarget): void;
  started: boolean;
  disposed: boolean;
  /** The marker as the server rendered it (before hydration changed its content). */
  markup: string;
  /** Hydration has committed. */
  ready: boolean;
  /** Removes the strategy's listeners and the click guard. */
  listeners: AbortController;
  root?: { unmount(): void };
}

const BUTTONS = 'button, [role="button"], summary';

const click = (target: EventTarget): boolean =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }));

/** The error of a failed import, for a warning: its message alone (the rest is the browser's stack). */
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createIslandHost(registry: IslandRegistry, onChunkError: () => void): IslandHost {
  const entries = new Map<Element, Entry>();

  async function hydrate(marker: Element, entry: Entry, pending: EventTarget[]): Promise<void> {
    // Swapped out before its strategy fired (an idle callback already queued, say): nothing to load.
    if (entry.started || entry.disposed) return;
    entry.started = true;
    const name = marker.getAttribute(A.name) ?? '';
    const load = registry[name];
    if (!load) {
      console.error(`ssg: no island named "${name}" is registered (a site registers its islands under \`islands\` in ssg.config.ts).`);
      return;
    }
    let module: IslandModule;
    try {
      module = await load();
    } catch (error) {
      // Shown as without JavaScript, its buttons let through: the server's markup is all the reader gets.
      entry.listeners.abort();
      marker.setAttribute(A.failed, '');
      console.warn(`ssg: the "${name}" island could not be loaded (${messageOf(error)}); the page works without it.`);
      onChunkError();
      return;
    }
    if (entry.disposed || !marker.isConnected) return;
    const props = JSON.parse(marker.getAttribute(A.props) ?? '{}') as object;
    const root = module.hydrateIsland(marker, module.default, props, () => {
      entry.ready = true;
      // Swapped out while hydrating: unmount now that it has committed (an update to a root that
      // is still hydrating makes React give up on it and report an error), after React's work.
      if (entry.disposed) return void setTimeout(() => root.unmount());
      marker.setAttribute(A.hydrated, '');
      entry.listeners.abort();
      // After the commit, outside React's work, one per task: each replayed click reaches React's
      // own listeners and sees the state the previous one left.
      const replay = (): void => {
        const target = pending.shift();
        if (!target) return;
        click(target);
        setTimeout(replay);
      };
      setTimeout(replay);
    });
    entry.root = root;
  }

  function setUp(marker: Element): void {
    /** Clicks held until hydration has committed, in order. */
    const pending: EventTarget[] = [];
    const entry: Entry = {
      start: (target) => {
        if (target) pending.push(target);
        void hydrate(marker, entry, pending);
      },
      started: false,
      disposed: false,
      markup: markupOf(marker),
      ready: false,
      listeners: new AbortController(),
    };
    entries.set(marker, entry);
    const { signal } = entry.listeners;
    const start = (): void => entry.start();
    // A click before hydration: hold it, hydrate now, replay it afterwards.
    marker.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest?.(BUTTONS);
        if (!button || !marker.contains(button)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        entry.start(event.target ?? undefined);
      },
      { capture: true, signal },
    );
    const strategy = (marker.getAttribute(A.strategy) ?? 'idle') as HydrationStrategy;
    if (strategy === 'intent') {
      for (const type of ['pointerover', 'focusin', 'touchstart'] as const) marker.addEventListener(type, start, { once: true, passive: true, signal });
    } else if (strategy === 'visible') {
      // The marker has no box of its own (`display: contents`): watch its children.
      const observer = new IntersectionObserver((records) => {
        if (records.some((record) => record.isIntersecting)) {
          observer.disconnect();
          start();
        }
      }, { rootMargin: '200px' });
      for (const child of marker.children) observer.observe(child);
      signal.addEventListener('abort', () => observer.disconnect());
    } else {
      whenIdle(start, signal);
    }
  }

  return {
    scan(root = document) {
      for (const marker of root.querySelectorAll(`${ISLAND_TAG}:not([${A.hydrated}])`)) if (!entries.has(marker)) setUp(marker);
    },
    replayClick(target) {
      const marker = (target as Element).closest?.(ISLAND_TAG);
      if (marker && !marker.hasAttribute(A.hydrated)) entries.get(marker)?.start(target);
      else click(target);
    },
    unchanged(region, next) {
      const live = new Map<string, Element[]>();
      for (const marker of region.querySelectorAll(ISLAND_TAG)) {
        const markup = entries.get(marker)?.markup;
        if (markup !== undefined) live.set(markup, [...(live.get(markup) ?? []), marker]);
      }
      const kept = new Map<number, Element>();
      next.querySelectorAll(ISLAND_TAG).forEach((marker, index) => {
        const same = live.get(markupOf(marker))?.shift();
        if (same) kept.set(index, same);
      });
      return kept;
    },
    unmount(region, keep) {
      for (const [marker, entry] of entries) {
        if (!region.contains(marker) || keep?.has(marker)) continue;
        entry.disposed = true;
        entry.listeners.abort();
        if (entry.ready) entry.root?.unmount();
        entries.delete(marker);
      }
    },
  };
}

/** A marker's identity across builds: its attributes (but the loader's own) and its content as served. */
function markupOf(marker: Element): string {
  const attributes = [...marker.attributes].filter((attribute) => attribute.name !== A.hydrated && attribute.name !== A.failed).map((attribute) => `${attribute.name}=${attribute.value}`);
  return `${attributes.join('\0')}\0${marker.innerHTML}`;
}
