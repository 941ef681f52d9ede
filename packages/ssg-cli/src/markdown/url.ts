// Small URL helpers shared by the link, asset and remote-rewrite plugins.

export type UrlKind = 'external' | 'hash' | 'absolute' | 'relative';

/** `https://x`, `mailto:`, `//cdn` → external; `#a` → hash; `/docs/x` → absolute; else relative. */
export function urlKind(url: string): UrlKind {
  if (url.startsWith('#')) return 'hash';
  if (url.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(url)) return 'external';
  if (url.startsWith('/')) return 'absolute';
  return 'relative';
}

/** Splits `./a.md?x=1#b` into the path `./a.md` and the rest `?x=1#b`. */
export function splitUrl(url: string): { path: string; suffix: string } {
  const cut = url.search(/[?#]/);
  return cut === -1 ? { path: url, suffix: '' } : { path: url.slice(0, cut), suffix: url.slice(cut) };
}

/** The path as a file-system path (`my%20file.md` → `my file.md`); unchanged if malformed. */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** `.md`/`.mdx` files are other pages. */
export function isMarkdownPath(path: string): boolean {
  return /\.mdx?$/i.test(path);
}

/** A path naming a file to copy (`./x.pdf`), not a page (`../guide/`, `./intro`, `x.html`). */
export function isFilePath(path: string): boolean {
  const last = path.split('/').at(-1) ?? '';
  return /\.[a-z\d]+$/i.test(last) && !isMarkdownPath(last) && !/\.html?$/i.test(last);
}
