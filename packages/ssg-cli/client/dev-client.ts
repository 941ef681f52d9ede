// The dev server's client, added to every page it serves (never to a built site): listens on the
// live channel and shows build errors in an overlay, swaps a restyled stylesheet in place, and
// reloads the page when its own HTML changed. Configured by the data-ssg-dev attribute of its
// script tag: `{ events, buildId, route? }` (`route` for documents served for another path: the
// not-found page).
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

function handle(message: LiveMessage): void {
  switch (message.type) {
    case 'hello':
      // Built again while this page was not listening (or the server restarted): it may be stale.
      if (message.buildId !== buildId) return location.reload();
      if (message.diagnostics.length > 0) overlay().show(message.diagnostics);
      return;
    case 'update':
      buildId = message.buildId;
      if (message.routes.includes(currentRoute())) location.reload();
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
