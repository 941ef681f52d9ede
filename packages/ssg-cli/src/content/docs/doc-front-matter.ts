// The front-matter keys a doc may use, checked by type so a typo'd value fails with its key.
import { describeValue } from '../../config/format-issues.js';
import { closestMatch, didYouMean } from '../../report/closest.js';
import { listProblems, UserError, type Diagnostic } from '../../report/diagnostics.js';
import { permalinkProblem } from '../address.js';
import { parseFrontMatterDate } from '../blog/post-date.js';

export interface DocFrontMatter {
  id?: string;
  title?: string;
  slug?: string;
  description?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  /** For search engines: `<meta name="keywords">`. */
  keywords?: string[];
  /** Social card of the page: a site route (`/img/card.png`) or an absolute URL. */
  image?: string;
  /** When the page last changed, for the sitemap (otherwise the last commit that touched it). */
  last_update?: { date?: string | Date; author?: string };
  /** Left out of `ssg build`; shown with a Draft badge where drafts are included (`ssg serve`). */
  draft?: boolean;
  /** Built, but kept out of the sidebar, previous/next links, sitemap, search and feeds. */
  unlisted?: boolean;
  /** Tags: labels, or `{ label, permalink?, description? }`; each gets a page under `<docs>/tags/`. */
  tags?: Array<string | DocTagFields>;
  /** The doc the "Next" link leads to (its id), or `null` for none. */
  pagination_next?: string | null;
  /** The doc the "Previous" link leads to (its id), or `null` for none. */
  pagination_prev?: string | null;
  /** Where "Edit this page" leads instead of the one `docs.editUrl` makes, or `null` for no link. */
  custom_edit_url?: string | null;
  /** Extra class of the doc's sidebar item. */
  sidebar_class_name?: string;
  /** Shallowest heading level in the table of contents (2–6). */
  toc_min_heading_level?: number;
  /** Deepest heading level in the table of contents (2–6). */
  toc_max_heading_level?: number;
}

/** A tag written out in front matter. */
export interface DocTagFields {
  label: string;
  permalink?: string;
  description?: string;
}

type KeyType =
  | 'a string'
  | 'a number'
  | 'a boolean'
  | 'a list of strings'
  | 'a mapping { date, author }'
  | 'a site route or an http(s) URL'
  | 'a list of tags (labels or { label, permalink, description })'
  | 'a doc id, or null'
  | 'an http(s) URL, or null'
  | 'a heading level from 2 to 6';

const KEY_TYPES: Record<keyof DocFrontMatter, KeyType> = {
  id: 'a string',
  title: 'a string',
  slug: 'a string',
  description: 'a string',
  sidebar_label: 'a string',
  sidebar_position: 'a number',
  hide_title: 'a boolean',
  hide_table_of_contents: 'a boolean',
  keywords: 'a list of strings',
  image: 'a site route or an http(s) URL',
  last_update: 'a mapping { date, author }',
  draft: 'a boolean',
  unlisted: 'a boolean',
  tags: 'a list of tags (labels or { label, permalink, description })',
  pagination_next: 'a doc id, or null',
  pagination_prev: 'a doc id, or null',
  custom_edit_url: 'an http(s) URL, or null',
  sidebar_class_name: 'a string',
  toc_min_heading_level: 'a heading level from 2 to 6',
  toc_max_heading_level: 'a heading level from 2 to 6',
};

const isTag = (value: unknown): boolean => {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { label, permalink, description, ...rest } = value as Record<string, unknown>;
  return Object.keys(rest).length === 0 && typeof label === 'string' && label.trim() !== '' && (permalink === undefined || typeof permalink === 'string') && (description === undefined || typeof description === 'string');
};

const CHECKS: Record<KeyType, (value: unknown) => boolean> = {
  'a string': (value) => typeof value === 'string',
  'a number': (value) => typeof value === 'number' && Number.isFinite(value),
  'a boolean': (value) => typeof value === 'boolean',
  'a list of strings': (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
  'a site route or an http(s) URL': (value) => typeof value === 'string' && /^(\/(?!\/)|https?:\/\/)/.test(value),
  'a list of tags (labels or { label, permalink, description })': (value) => Array.isArray(value) && value.every(isTag),
  'a doc id, or null': (value) => value === null || (typeof value === 'string' && value.trim() !== ''),
  'an http(s) URL, or null': (value) => value === null || (typeof value === 'string' && /^https?:\/\/\S+$/.test(value)),
  'a heading level from 2 to 6': (value) => Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 6,
  'a mapping { date, author }': (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const { date, author, ...rest } = value as Record<string, unknown>;
    return Object.keys(rest).length === 0 && (date === undefined || parseFrontMatterDate(date) !== undefined) && (author === undefined || typeof author === 'string');
  },
};

/** Docusaurus keys for what this generator does not have: kept in migrated docs, ignored. */
const DOCUSAURUS_ONLY = new Set(['pagination_label', 'sidebar_key', 'sidebar_custom_props', 'displayed_sidebar', 'parse_number_prefixes']);

/** Whether an unknown key is ignored rather than an error: a Docusaurus key of ours to come, or near no key of ours. */
const ignored = (key: string): boolean => DOCUSAURUS_ONLY.has(key) || closestMatch(key, Object.keys(KEY_TYPES)) === undefined;

/**
 * The warning for the keys of a doc's front matter that are ignored (Docusaurus keys of features
 * this generator does not have, keys of other tools or of the site's own, such as `aliases`,
 * that are near no key of ours), at the first one's line; undefined when there are none. A key
 * near one of ours is an error instead (`validateDocFrontMatter`).
 */
export function ignoredKeysWarning(data: Record<string, unknown>, file: string, keyLines: ReadonlyMap<string, number>): Diagnostic | undefined {
  const keys = Object.keys(data).filter((key) => !Object.hasOwn(KEY_TYPES, key) && ignored(key));
  if (keys.length === 0) return undefined;
  const line = keyLines.get(keys[0]!);
  const shown = keys.slice(0, 10).map((key) => `"${key}"`);
  if (keys.length > 10) shown.push(`… and ${keys.length - 10} more`);
  return {
    severity: 'warning',
    rule: 'front-matter',
    file,
    ...(line === undefined ? {} : { line }),
    message: keys.length === 1 ? `Front-matter key ${shown[0]} is ignored` : `${keys.length} front-matter keys are ignored: ${shown.join(', ')}`,
    hint: 'They are not keys docs honour (those are listed in the README), or Docusaurus keys of what ssg does not have: leave them if another tool reads them, or remove them.',
  };
}

/**
 * Checks the known keys' types. An unknown key near a known one is an error (a misspelt
 * `sidebar_postion` would otherwise be silently ignored); any other is left to
 * `ignoredKeysWarning` (migrated docs carry other tools' keys).
 */
export function validateDocFrontMatter(data: Record<string, unknown>, file: string, keyLines: ReadonlyMap<string, number> = new Map()): DocFrontMatter {
  const problems: string[] = [];
  const at = (key: string): string => {
    const line = keyLines.get(key);
    return line === undefined ? '' : `${file}:${line}  `;
  };
  for (const [key, value] of Object.entries(data)) {
    const expected = Object.hasOwn(KEY_TYPES, key) ? KEY_TYPES[key as keyof DocFrontMatter] : undefined;
    if (!expected) {
      if (ignored(key)) continue;
      problems.push(`${at(key)}unknown key "${key}"${didYouMean(key, Object.keys(KEY_TYPES))} (expected one of ${Object.keys(KEY_TYPES).join(', ')})`);
      continue;
    }
    if (!CHECKS[expected](value)) problems.push(`${at(key)}${key}: expected ${expected}, got ${describeValue(value)}`);
    else if (key === 'tags') {
      (value as unknown[]).forEach((tag, index) => {
        const permalink = typeof tag === 'object' && tag !== null ? (tag as { permalink?: string }).permalink : undefined;
        const problem = permalink === undefined ? undefined : permalinkProblem(permalink);
        if (problem) problems.push(`${at(key)}tags[${index}]: ${problem}`);
      });
    }
  }
  const [min, max] = [data.toc_min_heading_level, data.toc_max_heading_level];
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    problems.push(`${at('toc_max_heading_level')}toc_max_heading_level: must not be below toc_min_heading_level (${min}), got ${max}`);
  }
  if (problems.length > 0) {
    throw new UserError(`Invalid front matter in ${file}:\n${listProblems(problems)}`, {
      hint: 'Fix the keys listed above in the block between the `---` lines at the top of the file.',
    });
  }
  return data as DocFrontMatter;
}
