// Front matter, id and route of every doc, known before any Markdown is rendered so that
// `.md` links anywhere can be resolved to routes.
import path from 'node:path';
import { parseFrontMatter, type FrontMatterMemo } from '../front-matter.js';
import { validateDocFrontMatter, type DocFrontMatter } from './doc-front-matter.js';
import type { DocSource } from './read-doc-sources.js';
import { UserError } from '../../report/diagnostics.js';
import { addressError } from '../address.js';

export interface ScannedDoc {
  source: DocSource;
  frontMatter: DocFrontMatter;
  /** The file line of each front-matter key, for later messages (an unknown `pagination_next` id). */
  keyLines: ReadonlyMap<string, number>;
  body: string;
  lineOffset: number;
  /** `quickstart/introduction`: folder plus front-matter id or file name. */
  id: string;
  route: string;
  dir: string;
  name: string;
  position?: number;
  /** The folder's own page (`index.md`, `README.md`, `<folder>/<folder>.md`), routed to the folder. */
  index?: boolean;
}

/** A date (`2024-01-15`, `31-01`) or a version (`4-0`, `1.2.3`) opening a name: no number prefix, as in Docusaurus. */
const NOT_A_PREFIX = /^(?:(?:\d{2}|\d{4})[-_.]\d{2}(?:[-_.](?:\d{2}|\d{4}))?|\d+[-_.]\d+)/;
const PREFIXED = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/s;

/**
 * A doc's or folder's name without its number prefix (`01-basics` → `basics`, 1: its place among
 * its siblings), read as Docusaurus reads them: names that open with a date or a version
 * (`2024-01-15-notes`, `4-0`, `1.2.3`) have none.
 */
export function numberPrefix(name: string): { name: string; number?: number } {
  const match = NOT_A_PREFIX.test(name) ? null : PREFIXED.exec(name);
  return match ? { name: match[2] ?? name, number: Number(match[1]) } : { name };
}

/** Parses a doc's front matter (unless `memo` has read it) and derives its id and route under `routeBase` (`/docs`). */
export function scanDoc(source: DocSource, routeBase: string, memo?: FrontMatterMemo): ScannedDoc {
  const { data, body, lineOffset, keyLines } = parseFrontMatter({ text: source.text, file: source.file, memo });
  const frontMatter = validateDocFrontMatter(data, source.file, keyLines);
  const slash = source.relPath.lastIndexOf('/');
  const dir = slash === -1 ? '' : source.relPath.slice(0, slash);
  const base = source.relPath.slice(slash + 1).replace(/\.mdx?$/, '');
  const { name, number } = numberPrefix(base);
  const localId = frontMatter.id ?? name;
  const id = dir ? `${dir}/${localId}` : localId;
  // `index.md`, `README.md` and `<folder>/<folder>.md` are their folder's page (as in Docusaurus).
  const index = frontMatter.id === undefined && (/^(?:index|readme)$/i.test(name) || (dir !== '' && name === dir.slice(dir.lastIndexOf('/') + 1)));
  // The folders' number prefixes order them and stay in the id, but not in the address (as in
  // Docusaurus: `01-basics/02-first.md` → `basics/first`).
  const routeDir = dir.split('/').map((folder) => numberPrefix(folder).name).join('/');
  let route: string;
  if (frontMatter.slug?.startsWith('/')) route = `${routeBase}${frontMatter.slug}`;
  else if (frontMatter.slug === undefined && index) route = `${routeBase}/${routeDir}`;
  else route = `${routeBase}/${routeDir ? `${routeDir}/` : ''}${frontMatter.slug ?? localId}`;
  // A slug relative to the doc's folder may go up (`slug: ../`, as in Docusaurus), but not above the docs' route.
  if (frontMatter.slug?.split('/').includes('..')) {
    route = path.posix.normalize(route);
    if (route !== routeBase && !route.startsWith(`${routeBase}/`)) {
      throw new UserError(`${source.file}: slug ${JSON.stringify(frontMatter.slug)} leads to ${route}, outside the docs’ route ${routeBase || '/'}`, {
        hint: 'A slug may go up from the doc\'s folder (../), but not above the docs folder.',
      });
    }
  }
  route = route.replace(/\/+$/, '') || '/';
  // The line of the key that made the address, when the front matter gave it.
  const wrong = addressError(source.file, route, keyLines.get(frontMatter.slug !== undefined ? 'slug' : 'id'));
  if (wrong) throw wrong;
  const position = frontMatter.sidebar_position ?? number;
  return { source, frontMatter, keyLines, body, lineOffset: lineOffset - (source.lineShift ?? 0), id, route, dir, name, ...(index ? { index } : {}), ...(position !== undefined ? { position } : {}) };
}
