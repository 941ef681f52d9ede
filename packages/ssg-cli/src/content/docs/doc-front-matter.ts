// The front-matter keys a doc may use, checked by type so a typo'd value fails with its key.
import { describeValue } from '../../config/format-issues.js';
import { didYouMean } from '../../report/closest.js';
import { listProblems, UserError } from '../../report/diagnostics.js';
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
}

type KeyType = 'a string' | 'a number' | 'a boolean' | 'a list of strings' | 'a mapping { date, author }' | 'a site route or an http(s) URL';

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
};

/** Keys other tools put in front matter that docs accept and ignore. */
const IGNORED_KEYS = new Set(['tags', 'pagination_next', 'pagination_prev']);


const CHECKS: Record<KeyType, (value: unknown) => boolean> = {
  'a string': (value) => typeof value === 'string',
  'a number': (value) => typeof value === 'number' && Number.isFinite(value),
  'a boolean': (value) => typeof value === 'boolean',
  'a list of strings': (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
  'a site route or an http(s) URL': (value) => typeof value === 'string' && /^(\/(?!\/)|https?:\/\/)/.test(value),
  'a mapping { date, author }': (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const { date, author, ...rest } = value as Record<string, unknown>;
    return Object.keys(rest).length === 0 && (date === undefined || parseFrontMatterDate(date) !== undefined) && (author === undefined || typeof author === 'string');
  },
};

/**
 * Checks the known keys' types. Unknown keys are an error too: a misspelt `sidebar_postion`
 * would otherwise be silently ignored.
 */
export function validateDocFrontMatter(data: Record<string, unknown>, file: string, keyLines: ReadonlyMap<string, number> = new Map()): DocFrontMatter {
  const problems: string[] = [];
  const at = (key: string): string => {
    const line = keyLines.get(key);
    return line === undefined ? '' : `${file}:${line}  `;
  };
  for (const [key, value] of Object.entries(data)) {
    const expected = KEY_TYPES[key as keyof DocFrontMatter];
    if (!expected) {
      if (!IGNORED_KEYS.has(key)) {
        problems.push(`${at(key)}unknown key "${key}"${didYouMean(key, Object.keys(KEY_TYPES))} (expected one of ${Object.keys(KEY_TYPES).join(', ')})`);
      }
      continue;
    }
    if (!CHECKS[expected](value)) problems.push(`${at(key)}${key}: expected ${expected}, got ${describeValue(value)}`);
  }
  if (typeof data.slug === 'string' && data.slug.includes('..')) problems.push(`${at('slug')}slug: must not contain "..", got ${JSON.stringify(data.slug)}`);
  if (problems.length > 0) {
    throw new UserError(`Invalid front matter in ${file}:\n${listProblems(problems)}`, {
      hint: 'Fix the keys listed above in the block between the `---` lines at the top of the file.',
    });
  }
  return data as DocFrontMatter;
}
