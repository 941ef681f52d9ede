// The request target (`req.url`) as the static servers read it: validated as written, before any
// file is looked up. Paths are split into segments and each segment is decoded on its own, so an
// encoded slash (`%2f`), backslash (`%5c`) or dot segment (`%2e%2e`) can never become a path
// separator or a step out of the output: such requests, NUL and control bytes, malformed escapes
// and over-long URLs are refused with 400 instead. Files are then found by segments in an index of
// the output, never by joining a request path onto a folder.

/** Longer request targets are refused (browsers' own limits are far above what a site needs). */
export const MAX_TARGET_LENGTH = 4096;

export type RequestTarget =
  | {
      ok: true;
      /** Decoded path segments, without empty ones (`/docs//a/` → `['docs', 'a']`). */
      segments: string[];
      /** The path ended with `/` (and was not just `/`). */
      trailingSlash: boolean;
      /** The query with its `?`, or `''`. */
      search: string;
      /** The authority of an absolute-form target (`GET http://host/path`), which replaces `Host`. */
      authority?: string;
    }
  | { ok: false; reason: string };

const bad = (reason: string): RequestTarget => ({ ok: false, reason });

/** Parses and checks a raw request target. */
export function parseRequestTarget(raw: string): RequestTarget {
  if (raw.length > MAX_TARGET_LENGTH) return bad(`the URL is longer than ${MAX_TARGET_LENGTH} characters`);
  let target = raw;
  let authority: string | undefined;
  const absolute = /^https?:\/\/([^/?#]*)/i.exec(target);
  if (absolute) {
    authority = absolute[1];
    target = target.slice(absolute[0].length) || '/';
  }
  if (!target.startsWith('/')) return bad('the URL path must start with "/"');
  if (target.includes('#')) return bad('a URL sent to a server cannot contain "#"');
  const query = target.indexOf('?');
  const rawPath = query === -1 ? target : target.slice(0, query);
  const search = query === -1 ? '' : target.slice(query);
  if (rawPath.includes('\\')) return bad('the URL path contains a backslash');
  const segments: string[] = [];
  for (const rawSegment of rawPath.split('/')) {
    if (rawSegment === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(rawSegment);
    } catch {
      return bad(`the URL path has a malformed escape in "${rawSegment}"`);
    }
    if (/[/\\\u0000-\u001f\u007f]/.test(segment)) return bad('the URL path encodes a slash, a backslash or a control character');
    if (segment === '.' || segment === '..') return bad('the URL path contains a "." or ".." segment');
    segments.push(segment);
  }
  return { ok: true, segments, trailingSlash: rawPath.length > 1 && rawPath.endsWith('/'), search, ...(authority !== undefined ? { authority } : {}) };
}

/** The URL path of `segments` (`['docs', 'a b']` → `/docs/a%20b`), each segment encoded. */
export function pathOf(segments: string[], trailingSlash = false): string {
  const joined = segments.map((segment) => encodeURIComponent(segment)).join('/');
  return `/${joined}${trailingSlash && joined !== '' ? '/' : ''}`;
}
