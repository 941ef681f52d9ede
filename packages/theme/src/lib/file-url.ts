// `file:` URLs of the theme's own files as paths, without importing Node modules.

/** `file:` URL → path (POSIX, and Windows drive letters). */
export function fileUrlToPath(url: URL): string {
  const path = decodeURIComponent(url.pathname);
  return /^\/[A-Za-z]:\//.test(path) ? path.slice(1).replace(/\//g, '\\') : path;
}
