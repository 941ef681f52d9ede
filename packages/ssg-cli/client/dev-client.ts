// The dev server's client, added to every page it serves (never to a built site): listens on the
// live channel and shows build errors in an overlay, swaps a restyled stylesheet in place, and
// updates the page in place when its own HTML changed, through the theme's shell
// (`window.__ssg.refresh()`, which keeps the scroll position, open menus and colour mode); only a
// page without the shell, one the shell cannot update, or one a config or code change altered
// (its navbar or footer may differ) reloads. Either way the reader keeps their place: the scroll
// position and the `<details>` they opened or closed (kept in sessionStorage across a reload).
// Pages the shell fetched earlier are forgotten after any change, so that a later navigation shows
// them as they are now. Configured by the data-ssg-dev attribute of its script tag:
// `{ events, buildId, route? }` (`route` for documents served for another path: the not-found
// page, which reloads when its own address comes to exist).
import type { SHELL_EVENTS, ShellApi } from '@ssg/theme';
import { EVENTS_FILE, OPEN_FILE, type LiveMessage } from '../src/serve/live-protocol.js';
import { ErrorOverlay } from './error-overlay.js';

interface ClientConfig {
  events: string;
  buildId: string;
  route?: string;
}

const TAG = 'ssg-error-overlay';
if (!customElements.get(TAG)) customElements.define(TAG, ErrorOverlay);

const script = document.querySelector<HTMLScriptElement>('script[data-ssg-dev]');
const config = JSON.parse(script?.dataset.ssgDev ?? '{}') as ClientConfig;
let buildId = config.buildId;

/** The route of the address on show: its path without a trailing slash (but the base URL's own). */
function addressRoute(): string {
  const pathname = decodeURIComponent(location.pathname);
  return pathname.length > 1 && pathname.endsWith('/') && !config.events.startsWith(pathname + '__ssg/') ? pathname.slice(0, -1) : pathname;
}

function overlay(): ErrorOverlay {
  return (document.querySelector(TAG) as ErrorOverlay | null) ?? (document.createElement(TAG) as ErrorOverlay);
}

/** Replaces the stylesheet `from` by `href` once the new one has loaded (no unstyled flash). */
function swapStylesheet(from: string, href: string): boolean {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => new URL(link.href, location.href).pathname === from);
  for (const link of links) {
    const next = link.cloneNode() as HTMLLinkElement;
    next.href = href;
    next.addEventListener('load', () => link.remove(), { once: true });
    link.after(next);
  }
  return links.length > 0;
}

/** The theme's shell on this page (a theme without it, or a page served without it, has none). */
function shell(): ShellApi | undefined {
  return (window as { __ssg?: ShellApi }).__ssg;
}

/** Where the reader is: the scroll position and which `<details>` are open, by a key that survives a rebuild. */
interface Place {
  url: string;
  y: number;
  open: Record<string, boolean>;
}

const PLACE_KEY = 'ssg-dev-place';

/** Each `<details>` by its id, else its summary's text, numbered when several share it. */
function detailsByKey(): Map<string, HTMLDetailsElement> {
  const found = new Map<string, HTMLDetailsElement>();
  const seen = new Map<string, number>();
  for (const details of document.querySelectorAll('details')) {
    const name = details.id ? `#${details.id}` : (details.querySelector(':scope > summary')?.textContent ?? '').trim();
    const count = seen.get(name) ?? 0;
    seen.set(name, count + 1);
    found.set(`${name}|${count}`, details);
  }
  return found;
}

function capturePlace(): Place {
  const open: Record<string, boolean> = {};
  for (const [key, details] of detailsByKey()) open[key] = details.open;
  return { url: location.href, y: window.scrollY, open };
}

function restorePlace(place: Place): void {
  for (const [key, details] of detailsByKey()) {
    const open = place.open[key];
    if (open !== undefined && details.open !== open) details.open = open;
  }
  window.scrollTo(0, place.y);
}

/** Reloads the page; the new document puts the reader back where they were. */
function reload(): void {
  try {
    sessionStorage.setItem(PLACE_KEY, JSON.stringify(capturePlace()));
  } catch {
    // Storage refused (private mode, quota): the reload starts at the top.
  }
  location.reload();
}

/** After a reload by this client: the place it left, once the page has its final layout. */
function restoreAfterReload(): void {
  let place: Place | undefined;
  try {
    const saved = sessionStorage.getItem(PLACE_KEY);
    sessionStorage.removeItem(PLACE_KEY);
    place = saved ? (JSON.parse(saved) as Place) : undefined;
  } catch {
    return;
  }
  if (!place || place.url !== location.href) return;
  const kept = place;
  restorePlace(kept);
  // Images and fonts loading later move the content: place the reader again once they have.
  if (document.readyState !== 'complete') addEventListener('load', () => restorePlace(kept), { once: true });
}

/** The latest update asked for while one runs: updates follow each other, the last one wins. */
let updating: Promise<void> | undefined;
let again = false;

/** The HTML sent with the latest update, if it carried the page's document. */
let sentHtml: string | undefined;

/** Shows this page's new HTML (`html` when the update carried it): in place through the shell, else by a reload. */
async function update(html: string | undefined): Promise<void> {
  sentHtml = html;
  if (updating) {
    again = true;
    return updating;
  }
  updating = (async () => {
    do {
      again = false;
      const place = capturePlace();
      const document = sentHtml;
      sentHtml = undefined;
      const refreshed = (await shell()?.refresh(document)) ?? false;
      if (!refreshed) return reload();
      restorePlace(place);
    } while (again);
  })().finally(() => {
    updating = undefined;
  });
  return updating;
}

function handle(message: LiveMessage): void {
  switch (message.type) {
    case 'hello':
      // Built again while this page was not listening (or the server restarted): it may be stale.
      if (message.buildId !== buildId) return reload();
      if (message.diagnostics.length > 0) overlay().show(message.diagnostics);
      return;
    case 'update':
      buildId = message.buildId;
      shell()?.forgetPages();
      if (config.route) {
        // The not-found page shown for an address that now exists (or a not-found page that changed).
        if (message.routes.includes(addressRoute()) || message.routes.includes(config.route)) reload();
      } else if (message.routes.includes(addressRoute())) {
        if (message.inPlace) void update(message.html);
        else reload();
      }
      return;
    case 'css':
      buildId = message.buildId;
      if (!swapStylesheet(message.from, message.href)) reload();
      return;
    case 'error':
      overlay().show(message.diagnostics);
      return;
    case 'clear':
      document.querySelector<ErrorOverlay>(TAG)?.hide();
      return;
    case 'reload':
      reload();
  }
}

restoreAfterReload();

/** The shell's event after it showed a page (`SHELL_EVENTS.afterSwap`). */
const AFTER_SWAP: (typeof SHELL_EVENTS)['afterSwap'] = 'ssg:after-swap';

if (config.events) {
  const events = new EventSource(config.events);
  events.addEventListener('message', (event: MessageEvent<string>) => handle(JSON.parse(event.data) as LiveMessage));
  // Leaving the page must not count as a lost connection.
  addEventListener('pagehide', () => events.close());
  // The server knows the pages loaded in a tab; one the shell navigated to is told, so that a
  // rebuild renders it among the first (its fetch looks like a prefetch to the server).
  const open = `${config.events.slice(0, -EVENTS_FILE.length)}${OPEN_FILE}`;
  document.addEventListener(AFTER_SWAP, (event) => {
    const route = (event as CustomEvent<{ route?: string }>).detail?.route;
    if (route) void fetch(`${open}?route=${encodeURIComponent(route)}`, { cache: 'no-store', keepalive: true }).catch(() => undefined);
  });
}
