// Turns a fetched README into the Markdown of a docs page: our own front matter (id,
// sidebar_label) and a note naming where the page comes from. The README's `# heading` is the
// page's title; one without (a logo and badges instead) gets the title as its heading. Front matter inside the README is dropped: remote text never sets page metadata.
import path from 'node:path';
import YAML from 'yaml';
import type { RemoteSource } from './types.js';

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * The README without its front matter: a block between `---` lines at the top that reads as a YAML
 * mapping (or holds only blank lines). Any other such block is Markdown, as on GitHub: a README may open with a
 * thematic break, its title and an intro, and another break.
 */
function withoutFrontMatter(text: string): string {
  const match = FRONT_MATTER.exec(text);
  if (!match) return text;
  const yaml = match[1] ?? '';
  if (yaml.trim() !== '') {
    let data: unknown;
    try {
      data = YAML.parse(yaml);
    } catch {
      return text;
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return text;
  }
  return text.slice(match[0].length);
}

/** The Markdown source of a remote doc page, ready for the docs loader. */
export function remoteDocSource({ source, text }: { source: RemoteSource; text: string }): string {
  return remoteDocPage({ source, text }).text;
}

/**
 * The Markdown source of a remote doc page, and how many more lines precede the README's own
 * text in it than in the README (so that reports can give the README's line numbers).
 */
export function remoteDocPage({ source, text }: { source: RemoteSource; text: string }): { text: string; lineShift: number } {
  const id = path.posix.basename(source.docPath ?? source.id).replace(/\.mdx?$/, '');
  const frontMatter = {
    id,
    ...(source.sidebarLabel ? { sidebar_label: source.sidebarLabel } : {}),
  };
  const note = (source.note ?? defaultNote(source)).trim();
  const body = withoutFrontMatter(text).trimStart();
  const head = `---\n${YAML.stringify(frontMatter)}---\n\n:::note\n\n${note}\n\n:::\n\n`;
  const lines = (part: string): number => part.split('\n').length - 1;
  return { text: head + body, lineShift: lines(head) - lines(text.slice(0, text.length - body.length)) };
}

/** Where a raw.githubusercontent.com file lives: `…/O/R/refs/heads/REF/a/b.md` → O, R, REF, `a/b.md`. */
export function githubRawLocation(url: string): { owner: string; repo: string; ref: string; path: string } | undefined {
  const parsed = new URL(url);
  const segments = parsed.pathname.split('/').slice(1);
  if (parsed.host !== 'raw.githubusercontent.com' || segments.length < 4) return undefined;
  const [owner, repo, ...rest] = segments as [string, string, ...string[]];
  const ref = rest[0] === 'refs' && rest[1] === 'heads' ? rest.splice(0, 3)[2]! : rest.splice(0, 1)[0]!;
  return { owner, repo, ref, path: rest.join('/') };
}

const GITHUB_TREE = /^https:\/\/github\.com\/([^/]+)\/([^/]+)\/(?:tree|blob)\/(.+?)\/*$/;

/**
 * Where a remote doc's relative links point: `linkBase` (by default the repository tree of a raw
 * GitHub URL), and the README's folder inside it (`examples/static` for
 * `…/examples/static/README.md`), from which `./agent.py` resolves. A link base that already
 * names that folder, or another repository, gets no folder.
 */
export function remoteLinkBase(source: RemoteSource): { linkBase?: string; linkFolder?: string } {
  const raw = githubRawLocation(source.url);
  const linkBase = source.linkBase ?? (raw ? `https://github.com/${raw.owner}/${raw.repo}/tree/${raw.ref}` : undefined);
  if (!linkBase) return {};
  const tree = GITHUB_TREE.exec(linkBase);
  const folder = raw ? path.posix.dirname(raw.path).replace(/^\.$/, '') : '';
  const within = tree?.[3] ?? '';
  const sameRepository = raw !== undefined && tree?.[1] === raw.owner && tree[2] === raw.repo;
  const named = within === folder || within.endsWith(`/${folder}`);
  if (!sameRepository || folder === '' || named) return { linkBase };
  return { linkBase, linkFolder: folder };
}

/** "This page is the README of [owner/repo/folder](…)" for a raw.githubusercontent.com URL. */
function defaultNote(source: RemoteSource): string {
  const raw = githubRawLocation(source.url);
  if (!raw) return `This page is fetched from ${source.url} when the site is built.`;
  const folder = path.posix.dirname(raw.path).replace(/^\.$/, '');
  const base = source.linkBase ?? `https://github.com/${raw.owner}/${raw.repo}/tree/${raw.ref}`;
  const link = folder ? `${base.replace(/\/+$/, '')}/${folder}` : base;
  const label = [raw.owner, raw.repo, folder].filter(Boolean).join('/');
  return `This page is the README of [${label}](${link}), fetched when the site is built.`;
}
