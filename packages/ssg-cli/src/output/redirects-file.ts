// `_redirects`, the redirect rules Netlify and Cloudflare Pages read from the output's root, one
// `from to [status]` line each: the build writes the site's redirects there, and `ssg serve` and
// `ssg preview` answer the plain-path rules of the file with real redirects.

export const REDIRECTS_FILE = '_redirects';

/** Percent-encodes what is not printable ASCII (the file is split on whitespace). */
const encodeWide = (url: string): string => url.replace(/[^\x21-\x7e]+/gu, (text) => encodeURIComponent(text));

/** A 301 line from a URL path to a URL. */
export function redirectLine(from: string, to: string): string {
  return `${encodeWide(from)} ${encodeWide(to)} 301`;
}

/** A rule of `_redirects` that `ssg serve` and `ssg preview` apply. */
export interface RedirectLine {
  /** The decoded path segments of the old URL. */
  segments: string[];
  location: string;
  status: 301 | 302 | 303 | 307 | 308;
}

/**
 * The rules of a `_redirects` file the servers apply: `from to [status]` lines with a plain path
 * (status 301 by default). Comments, rewrites (200), splats (`*`), placeholders (`:name`) and
 * query conditions are left to the host.
 */
export function parseRedirectsFile(text: string): RedirectLine[] {
  const lines: RedirectLine[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status = '301', ...rest] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#') || rest.length > 0 || !from.startsWith('/') || /[*:?]/.test(from)) continue;
    const code = Number(status.replace(/!$/, ''));
    if (code !== 301 && code !== 302 && code !== 303 && code !== 307 && code !== 308) continue;
    let segments: string[];
    try {
      segments = from.split('/').filter((segment) => segment !== '').map((segment) => decodeURIComponent(segment));
    } catch {
      continue;
    }
    lines.push({ segments, location: to, status: code });
  }
  return lines;
}

/** `location` with a request's query (`?x=1`) before its `#hash`, unless it has a query of its own. */
export function keepQuery(location: string, search: string): string {
  if (search === '' || location.includes('?')) return location;
  const hash = location.indexOf('#');
  return hash === -1 ? `${location}${search}` : `${location.slice(0, hash)}${search}${location.slice(hash)}`;
}
