// The dev server's client, added to every page it serves (never to a built site): listens on the
// live channel and shows build errors in an overlay, swaps a restyled stylesheet in place, and
// updates the page in place when its own HTML changed, through the theme's shell
// (`window.__ssg.refresh()`, which keeps the scroll position, open menus and colour mode); only a
// page without the shell, or one the shell cannot update, reloads. Pages the shell fetched earlier
// are forgotten after any change, so that a later navigation shows them as they are now.
// Configured by the data-ssg-dev attribute of its script tag: `{ events, buildId, route? }`
// (`route` for documents served for another path: the not-found page).
import type { ShellApi } from '@ssg/theme';
import type { LiveMessage } from '../src/serve/live-protocol.js';
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

/** The route of the page on show: its path without a trailing slash (but the base URL's own). */
function currentRoute(): string {
  if (config.route) return config.route;
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

/** The latest update asked for while one runs: updates follow each other, the last one wins. */
let updating: Promise<void> | undefined;
let again = false;

/** Shows this page's new HTML: in place through the shell, else by a reload. */
async function update(): Promise<void> {
  if (updating) {
    again = true;
    return updating;
  }
  updating = (async () => {
    do {
      again = false;
      const refreshed = (await shell()?.refresh()) ?? false;
      if (!refreshed) return location.reload();
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
      if (message.buildId !== buildId) return location.reload();
      if (message.diagnostics.length > 0) overlay().show(message.diagnostics);
      return;
    case 'update':
      buildId = message.buildId;
      shell()?.forgetPages();
      if (message.routes.includes(currentRoute())) void update();
      return;
    case 'css':
      buildId = message.buildId;
      if (!swapStylesheet(message.from, message.href)) location.reload();
      return;
    case 'error':
      overlay().show(message.diagnostics);
      return;
    case 'clear':
      document.querySelector<ErrorOverlay>(TAG)?.hide();
      return;
    case 'reload':
      location.reload();
  }
}

if (config.events) {
  const events = new EventSource(config.events);
  events.addEventListener('message', (event: MessageEvent<string>) => handle(JSON.parse(event.data) as LiveMessage));
  // Leaving the page must not count as a lost connection.
  addEventListener('pagehide', () => events.close());
}
