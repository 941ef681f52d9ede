// The messages of the dev server's live channel (server-sent events at `<base>__ssg/events`), one
// JSON object per event. Shared by the server and its browser client (client/, compiled with DOM
// types): types only, no runtime code.

/** A build error or warning as the overlay shows it. */
export interface LiveDiagnostic {
  severity: 'error' | 'warning';
  /** Relative to the site folder when inside it. */
  file?: string;
  line?: number;
  column?: number;
  message: string;
  hint?: string;
  /** The offending lines with line numbers and a caret under the column, as plain text. */
  frame?: string;
  /** For an internal error (a bug in a theme or page component): its stack. */
  stack?: string;
}

export type LiveMessage =
  /** Sent first on every connection: the current build, and its errors if the last build failed. */
  | { type: 'hello'; buildId: string; diagnostics: LiveDiagnostic[] }
  /**
   * These routes (URL paths with the base URL; `/404` for the not-found page) have new HTML.
   * `inPlace` is false when code or the config changed: what surrounds the content (navbar,
   * footer) may differ too, so those pages reload rather than swap their content. `html`, with a
   * single route: that page's new document (a page shown while the rebuild goes on), so that its
   * open pages need no request, which would wait for the rebuild.
   */
  | { type: 'update'; buildId: string; routes: string[]; inPlace: boolean; html?: string }
  /** Only a stylesheet changed: swap `<link href="from">` for `href`; pages stay as they are. */
  | { type: 'css'; buildId: string; from: string; href: string }
  /** The build failed: show these errors; the last good build is still served. */
  | { type: 'error'; diagnostics: LiveDiagnostic[] }
  /** The errors are gone. */
  | { type: 'clear' }
  /** Reload every page (a full rebuild, or a file the pages embed changed). */
  | { type: 'reload'; buildId: string };

/** Where the client and the event stream live, under the base URL. */
export const LIVE_PREFIX = '__ssg/';
export const CLIENT_FILE = 'client.js';
export const EVENTS_FILE = 'events';
/**
 * Where a page tells the server it now shows another route (`…/open?route=/docs/x`), after a
 * client-side navigation: a GET like every request the server takes, which changes only the order
 * in which a rebuild renders pages.
 */
export const OPEN_FILE = 'open';
