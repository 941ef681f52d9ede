// Reads a folder's `_category_.json` (or `_category_.yml`): label, position, and an optional generated index page.
import { parse as parseYaml } from 'yaml';
import { UserError } from '../../report/diagnostics.js';
import { pathProblem } from '../address.js';

export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  link?: { type: 'generated-index'; description?: string; slug?: string; title?: string } | { type: 'doc'; id: string };
}

const ALLOWED = new Set(['label', 'position', 'collapsed', 'collapsible', 'className', 'link', 'description']);

function fail(file: string, problem: string): never {
  throw new UserError(`Invalid ${file}: ${problem}`, {
    hint: 'A _category_.json looks like { "label": "Guides", "position": 2, "link": { "type": "generated-index", "description": "…" } }.',
  });
}

/** Parses and validates the text of a `_category_.json` (or `.yml`/`.yaml`) file. */
export function parseCategoryFile(text: string, file: string): CategoryMeta {
  const yaml = /\.ya?ml$/.test(file);
  let data: unknown;
  try {
    data = yaml ? parseYaml(text) : JSON.parse(text);
  } catch (error) {
    fail(file, `not valid ${yaml ? 'YAML' : 'JSON'} (${(error as Error).message})`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) fail(file, yaml ? 'expected a mapping' : 'expected a JSON object');
  const record = data as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!ALLOWED.has(key)) fail(file, `unknown key "${key}" (expected one of ${[...ALLOWED].join(', ')})`);
  }
  if (record.label !== undefined && typeof record.label !== 'string') fail(file, `label: expected a string, got ${JSON.stringify(record.label)}`);
  if (record.position !== undefined && typeof record.position !== 'number') fail(file, `position: expected a number, got ${JSON.stringify(record.position)}`);
  const link = record.link;
  if (link !== undefined && link !== null) {
    if (typeof link !== 'object' || Array.isArray(link)) fail(file, 'link: expected an object');
    const { type } = link as Record<string, unknown>;
    if (type !== 'generated-index' && type !== 'doc') fail(file, `link.type: expected "generated-index" or "doc", got ${JSON.stringify(type)}`);
    if (type === 'doc' && typeof (link as Record<string, unknown>).id !== 'string') fail(file, 'link.id: expected the id of a doc in this category');
    const { slug } = link as Record<string, unknown>;
    if (type === 'generated-index' && slug !== undefined) {
      if (typeof slug !== 'string') fail(file, `link.slug: expected a string, got ${JSON.stringify(slug)}`);
      const problem = pathProblem(slug);
      if (problem) fail(file, `link.slug: ${JSON.stringify(slug)} ${problem}`);
    }
  }
  return record as CategoryMeta;
}
