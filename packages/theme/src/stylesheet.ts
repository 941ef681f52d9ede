// Where the theme's CSS lives. The theme never reads it: the generator reads, minifies and hashes it.
import { fileUrlToPath } from './lib/file-url.js';

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
  fileUrlToPath(new URL('../assets/api-console.css', import.meta.url)),
  fileUrlToPath(new URL('../assets/search.css', import.meta.url)),
  fileUrlToPath(new URL('../assets/page-actions.css', import.meta.url)),
];
