// The front-matter keys a doc may use, checked by type so a typo'd value fails with its key.
import { UserError } from '../../report/diagnostics.js';

export interface DocFrontMatter {
  id?: string;
  title?: string;
  slug?: string;
  description?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
}

const KEY_TYPES: Record<keyof DocFrontMatter, 'string' | 'number' | 'boolean'> = {
  id: 'string',
  title: 'string',
  slug: 'string',
  description: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  hide_title: 'boolean',
  hide_table_of_contents: 'boolean',
};

/** Keys other tools put in front matter that docs accept and ignore. */
const IGNORED_KEYS = new Set(['tags', 'keywords', 'image', 'draft', 'unlisted', 'pagination_next', 'pagination_prev', 'last_update']);

/**
 * Checks the known keys' types. Unknown keys are an error too: a misspelt `sidebar_postion`
 * would otherwise be silently ignored.
 */
export function validateDocFrontMatter(data: Record<string, unknown>, file: string): DocFrontMatter {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const expected = KEY_TYPES[key as keyof DocFrontMatter];
    if (!expected) {
      if (!IGNORED_KEYS.has(key)) problems.push(`unknown key "${key}" (expected one of ${Object.keys(KEY_TYPES).join(', ')})`);
      continue;
    }
    const ok = expected === 'number' ? typeof value === 'number' && Number.isFinite(value) : typeof value === expected;
    if (!ok) problems.push(`${key}: expected a ${expected}, got ${JSON.stringify(value)}`);
  }
  if (typeof data.slug === 'string' && data.slug.includes('..')) problems.push(`slug: must not contain "..", got ${JSON.stringify(data.slug)}`);
  if (problems.length > 0) {
    throw new UserError(`Invalid front matter in ${file}:\n${problems.map((p) => `  ${p}`).join('\n')}`, {
      hint: 'Fix the keys listed above in the block between the `---` lines at the top of the file.',
    });
  }
  return data as DocFrontMatter;
}
