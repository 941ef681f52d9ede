// Small URL helpers shared by the link, asset and remote-rewrite plugins.

export type UrlKind = 'external' | 'hash' | 'absolute' | 'relative';

/** `https://x`, `mailto:`, `//cdn` → external; `#a` → hash; `/docs/x` → absolute; else relative. */
export function urlKind(url: string): UrlKind {
  if (url.startsWith('#')) return 'hash';
  if (url.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(url)) return 'external';
  if (url.startsWith('/')) return 'absolute';
  return 'relative';
}

/**
 * Whether following `url` runs script (`javascript:`, `vbscript:`) or opens a document written
 * into the URL (`data:`), however it is hidden: a browser ignores spaces and control characters
 * before it, line breaks and tabs inside it, and the scheme's case.
 */
export function runsScript(url: string): boolean {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url.replace(/^[\u0000-\u0020]+|[\t\n\r]/g, ''))?.[1]?.toLowerCase();
  return scheme === 'javascript' || scheme === 'vbscript' || scheme === 'data';
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

/** The candidates of a `srcset` (`a.png 1x, b.png 2x`), each with its URL apart (`srcsetOf` joins them again). */
export function srcsetCandidates(srcset: string): Array<{ url: string; descriptor: string }> {
  return srcset
    .split(/\s*,\s+/)
    .map((candidate) => candidate.trim())
    .filter((candidate) => candidate !== '')
    .map((candidate) => {
      const space = candidate.search(/\s/);
      return space === -1 ? { url: candidate, descriptor: '' } : { url: candidate.slice(0, space), descriptor: candidate.slice(space) };
    });
}

/** A `srcset` of `candidates` (see `srcsetCandidates`). */
export function srcsetOf(candidates: ReadonlyArray<{ url: string; descriptor: string }>): string {
  return candidates.map(({ url, descriptor }) => `${url}${descriptor}`).join(', ');
}
