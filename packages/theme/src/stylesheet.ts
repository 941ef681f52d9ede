// Where the theme's CSS lives. The theme never reads it: the generator reads, minifies and hashes it.

/** `file:` URL of `assets/theme.css` (resolved from this module, in `src/` or `dist/`). */
export const themeStylesheetUrl: URL = new URL('../assets/theme.css', import.meta.url);

/** Absolute file-system path of `assets/theme.css`. */
export const themeStylesheet: string = fileUrlToPath(themeStylesheetUrl);

/** Every stylesheet of the theme, in the order the generator concatenates them. */
export const themeStylesheets: string[] = [
  themeStylesheet,
  fileUrlToPath(new URL('../assets/blog.css', import.meta.url)),
  fileUrlToPath(new URL('../assets/api.css', import.meta.url)),
  fileUrlToPath(new URL('../assets/markdown.css', import.meta.url)),
];

/** `file:` URL → path (POSIX, and Windows drive letters), without importing Node modules. */
function fileUrlToPath(url: URL): string {
  const path = decodeURIComponent(url.pathname);
  return /^\/[A-Za-z]:\//.test(path) ? path.slice(1).replace(/\//g, '\\') : path;
}
