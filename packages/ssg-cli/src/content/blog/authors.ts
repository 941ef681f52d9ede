// Blog authors: the shared list in `authors.yml` and the authors a post names (keys of that
// list, or objects written inline in the post's front matter).
import type { BlogAuthor } from '@ssg/theme/contract';
import { z } from 'zod';
import { UserError, type DiagnosticSink } from '../../report/diagnostics.js';
import { runsScript } from '../../markdown/url.js';
import { keysAsPermalinks, permalinkSchema } from '../address.js';
import type { RuleLevel } from './options.js';
import { reportRule } from './report.js';
import { issuesToDiagnostics } from './schema-issues.js';
import { resolveSocial } from './socials.js';
import { parseYamlSource, type YamlPath } from './yaml-source.js';

/** An author and what only the feeds use. */
export interface AuthorInfo {
  author: BlogAuthor;
  email?: string;
}

const text = (what: string) => z.string({ error: `expected ${what} (text)` });

/** Fields an author may have, in `authors.yml` and inline. */
export const authorFieldsSchema = z
  .object({
    name: text("the author's name").min(1, { error: 'the name must not be empty' }),
    title: text('a title').optional(),
    url: text('a URL').optional(),
    image: text('an image URL or a site route').optional(),
    // Docusaurus's names for it: `image_url` in authors.yml and front matter, `imageURL` in older sites.
    image_url: text('an image URL or a site route').optional(),
    imageURL: text('an image URL or a site route').optional(),
    email: text('an email address').optional(),
    socials: z.record(z.string(), text('a handle or a URL'), { error: 'expected a mapping of platform: handle' }).optional(),
  })
  .strict();

const authorsFileSchema = z.record(
  z.string(),
  authorFieldsSchema.extend({
    page: z
      .union([z.boolean(), z.object({ permalink: permalinkSchema('a permalink such as /all-my-articles') }).strict()], {
        error: 'expected true, false or { permalink: "/…" }',
      })
      .optional(),
  }),
  { error: 'expected a mapping of author keys to authors' },
).superRefine(keysAsPermalinks((author: { page?: boolean | { permalink: string } | undefined }) => author.page === true));

type AuthorFields = z.infer<typeof authorFieldsSchema>;

interface BuildContext {
  file: string;
  path: YamlPath;
  lineOf(path: YamlPath): number | undefined;
  diagnostics: DiagnosticSink;
}

/** Parses `authors.yml` (site-relative `file`); author pages live under `authorsRoute`. */
export function parseAuthorsFile(options: {
  source: string;
  file: string;
  authorsRoute: string;
  diagnostics: DiagnosticSink;
}): Map<string, AuthorInfo> {
  const { file, diagnostics } = options;
  const yaml = parseYamlSource(options.source, file);
  const parsed = authorsFileSchema.safeParse(yaml.value ?? {});
  if (!parsed.success) {
    const found = issuesToDiagnostics(parsed.error.issues, { file, rule: 'authors', lineOf: yaml.lineOf });
    throw new UserError(`${file} has ${found.length} invalid ${found.length === 1 ? 'entry' : 'entries'}`, {
      hint: 'Each author is `key: { name, title?, url?, image? (or image_url), email?, socials?, page? }`.',
      diagnostics: found,
    });
  }
  const authors = new Map<string, AuthorInfo>();
  for (const [key, entry] of Object.entries(parsed.data)) {
    const info = buildAuthor(entry, { file, path: [key], lineOf: yaml.lineOf, diagnostics });
    info.author.key = key;
    if (entry.page) {
      const slug = entry.page === true ? key : entry.page.permalink.replace(/^\/+|\/+$/g, '');
      info.author.route = `${options.authorsRoute}/${slug}`;
    }
    authors.set(key, info);
  }
  return authors;
}

/** An author from validated fields; bad socials and images are warnings, not failures. */
export function buildAuthor(fields: AuthorFields, context: BuildContext): AuthorInfo {
  const author: BlogAuthor = { name: fields.name, initials: initialsOf(fields.name), socials: [] };
  if (fields.title) author.title = fields.title;
  if (fields.url && runsScript(fields.url)) warn(context, [...context.path, 'url'], `the url "${fields.url}" would run script when followed; the name is shown without a link`);
  else if (fields.url) author.url = fields.url;
  const imageKey = (['image', 'image_url', 'imageURL'] as const).find((key) => fields[key]);
  const image = imageKey && fields[imageKey];
  if (imageKey && image) {
    if (/^(https?:)?\/\//i.test(image) || image.startsWith('/')) author.imageUrl = image;
    else warn(context, [...context.path, imageKey], `the image "${image}" is neither a URL nor a site route; showing initials`);
  }
  for (const [platform, value] of Object.entries(fields.socials ?? {})) {
    const result = resolveSocial(platform, value);
    if ('social' in result) author.socials.push(result.social);
    else warn(context, [...context.path, 'socials', platform], result.problem);
  }
  return fields.email ? { author, email: fields.email } : { author };
}

/** Up to two capital letters: first and last word of the name ("Sébastien Lorber" → "SL"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  const first = Array.from(words[0] ?? '?')[0] ?? '?';
  const last = words.length > 1 ? (Array.from(words.at(-1) ?? '')[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** What a post's front matter names: keys of `authors.yml` or inline objects. */
export type AuthorRef = string | AuthorFields;

/** Resolves a post's authors; unknown keys are errors, inline authors follow `onInlineAuthors`. */
export function resolvePostAuthors(options: {
  value: AuthorRef | AuthorRef[];
  known: Map<string, AuthorInfo>;
  file: string;
  lineOf(path: YamlPath): number | undefined;
  onInlineAuthors: RuleLevel;
  diagnostics: DiagnosticSink;
}): AuthorInfo[] {
  const { value, file, lineOf, diagnostics } = options;
  const refs = Array.isArray(value) ? value : [value];
  return refs.flatMap((ref, index): AuthorInfo[] => {
    const path = Array.isArray(value) ? ['authors', index] : ['authors'];
    const line = lineOf(path);
    if (typeof ref === 'string') {
      const info = options.known.get(ref);
      if (info) return [info];
      const keys = [...options.known.keys()];
      diagnostics.add({
        severity: 'error',
        rule: 'unknown-author',
        file,
        ...(line === undefined ? {} : { line }),
        message: `Unknown author "${ref}" in ${file}: authors.yml has no such key`,
        hint: keys.length > 0 ? `Known authors: ${keys.join(', ')}.` : 'Add the author to authors.yml in the blog folder.',
      });
      return [];
    }
    reportRule(diagnostics, options.onInlineAuthors, {
      rule: 'onInlineAuthors',
      file,
      ...(line === undefined ? {} : { line }),
      message: `Inline author "${ref.name}": authors should be declared in authors.yml`,
      hint: 'Add the author to authors.yml and use its key, or set onInlineAuthors to "ignore".',
    });
    return [buildAuthor(ref, { file, path, lineOf, diagnostics })];
  });
}

function warn(context: BuildContext, path: YamlPath, message: string): void {
  const line = context.lineOf(path);
  context.diagnostics.add({
    severity: 'warning',
    rule: 'authors',
    file: context.file,
    ...(line === undefined ? {} : { line }),
    message: `\`${path.join('.')}\`: ${message}`,
  });
}
