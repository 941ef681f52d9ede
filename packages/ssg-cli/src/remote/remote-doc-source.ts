// Turns a fetched README into the Markdown of a docs page: our own front matter (id,
// sidebar_label, hide_title — the README's `# heading` is the title) and a note naming where the
// page comes from. Front matter inside the README is dropped: remote text never sets page metadata.
import path from 'node:path';
import YAML from 'yaml';
import type { RemoteSource } from './types.js';

const FRONT_MATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

/** The Markdown source of a remote doc page, ready for the docs loader. */
export function remoteDocSource({ source, text }: { source: RemoteSource; text: string }): string {
  const id = path.posix.basename(source.docPath ?? source.id).replace(/\.mdx?$/, '');
  const frontMatter = {
    id,
    ...(source.sidebarLabel ? { sidebar_label: source.sidebarLabel } : {}),
    hide_title: true,
  };
  const note = (source.note ?? defaultNote(source)).trim();
  const body = text.replace(FRONT_MATTER, '').trimStart();
  return `---\n${YAML.stringify(frontMatter)}---\n\n:::note\n\n${note}\n\n:::\n\n${body}`;
}

/** "This page is the README of [owner/repo/folder](…)" for a raw.githubusercontent.com URL. */
function defaultNote(source: RemoteSource): string {
  const parsed = new URL(source.url);
  const segments = parsed.pathname.split('/').slice(1);
  if (parsed.host !== 'raw.githubusercontent.com' || segments.length < 4) {
    return `This page is fetched from ${source.url} when the site is built.`;
  }
  const [owner, repo, ...rest] = segments;
  const ref = rest[0] === 'refs' && rest[1] === 'heads' ? rest.splice(0, 3)[2]! : rest.splice(0, 1)[0]!;
  const folder = rest.slice(0, -1).join('/');
  const base = source.linkBase ?? `https://github.com/${owner}/${repo}/tree/${ref}`;
  const link = folder ? `${base.replace(/\/+$/, '')}/${folder}` : base;
  const label = [owner, repo, folder].filter(Boolean).join('/');
  return `This page is the README of [${label}](${link}), fetched when the site is built.`;
}
