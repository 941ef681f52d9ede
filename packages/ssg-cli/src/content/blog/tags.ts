// Blog tags: the shared list in `tags.yml` and the tags a post names (keys of that list, or
// labels and objects written inline in the post).
import type { BlogTag } from '@ssg/theme/contract';
import { slug } from 'github-slugger';
import { z } from 'zod';
import { UserError, type DiagnosticSink } from '../../report/diagnostics.js';
import { fitSegment, keysAsPermalinks, permalinkSchema } from '../address.js';
import type { RuleLevel } from './options.js';
import { reportRule } from './report.js';
import { issuesToDiagnostics } from './schema-issues.js';
import { parseYamlSource, type YamlPath } from './yaml-source.js';

const text = (what: string) => z.string({ error: `expected ${what} (text)` });

/** Fields a tag may have, in `tags.yml` and inline. */
export const tagFieldsSchema = z
  .object({
    label: text('a label').min(1, { error: 'the label must not be empty' }),
    permalink: permalinkSchema('a permalink such as /python').optional(),
    description: text('a description').optional(),
  })
  .strict();

const tagsFileSchema = z
  .record(z.string(), tagFieldsSchema, { error: 'expected a mapping of tag keys to tags' })
  .superRefine(keysAsPermalinks((tag: TagFields) => tag.permalink === undefined));

type TagFields = z.infer<typeof tagFieldsSchema>;

/** What a post's front matter names: a key of `tags.yml`, an inline label, or an object. */
export type TagRef = string | TagFields;

/** Parses `tags.yml` (site-relative `file`); tag pages live under `tagsRoute`. */
export function parseTagsFile(options: { source: string; file: string; tagsRoute: string }): Map<string, BlogTag> {
  const { file } = options;
  const yaml = parseYamlSource(options.source, file);
  const parsed = tagsFileSchema.safeParse(yaml.value ?? {});
  if (!parsed.success) {
    const found = issuesToDiagnostics(parsed.error.issues, { file, rule: 'tags', lineOf: yaml.lineOf });
    throw new UserError(`${file} has ${found.length} invalid ${found.length === 1 ? 'entry' : 'entries'}`, {
      hint: 'Each tag is `key: { label, permalink?, description? }`.',
      diagnostics: found,
    });
  }
  const tags = new Map<string, BlogTag>();
  for (const [key, fields] of Object.entries(parsed.data)) tags.set(key, buildTag(fields, key, options.tagsRoute));
  return tags;
}

function buildTag(fields: TagFields, fallbackSlug: string, tagsRoute: string): BlogTag {
  const permalink = (fields.permalink ?? fallbackSlug).replace(/^\/+|\/+$/g, '');
  const tag: BlogTag = { label: fields.label, route: `${tagsRoute}/${permalink}` };
  if (fields.description) tag.description = fields.description;
  return tag;
}

/** Resolves a post's tags; tags missing from `tags.yml` follow `onInlineTags`. */
export function resolvePostTags(options: {
  refs: TagRef[];
  known: Map<string, BlogTag>;
  tagsRoute: string;
  file: string;
  lineOf(path: YamlPath): number | undefined;
  onInlineTags: RuleLevel;
  diagnostics: DiagnosticSink;
}): BlogTag[] {
  const { file, lineOf, known } = options;
  const resolved = new Map<string, BlogTag>();
  options.refs.forEach((ref, index) => {
    const tag = typeof ref === 'string' ? known.get(ref) : undefined;
    if (tag) {
      resolved.set(tag.route, tag);
      return;
    }
    const label = typeof ref === 'string' ? ref : ref.label;
    const line = lineOf(['tags', index]);
    reportRule(options.diagnostics, options.onInlineTags, {
      rule: 'onInlineTags',
      file,
      ...(line === undefined ? {} : { line }),
      message: `Tag "${label}" is not defined in tags.yml`,
      hint: known.size > 0 ? `Defined tags: ${[...known.keys()].join(', ')}.` : 'Define it in tags.yml in the blog folder.',
    });
    const inline = typeof ref === 'string' ? buildTag({ label: ref }, fitSegment(slug(ref)), options.tagsRoute) : buildTag(ref, fitSegment(slug(ref.label)), options.tagsRoute);
    if (!resolved.has(inline.route)) resolved.set(inline.route, inline);
  });
  return [...resolved.values()];
}
