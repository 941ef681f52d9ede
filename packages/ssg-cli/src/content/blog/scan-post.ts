// Reads one post's front matter: validates it and works out its date and route. Rendering the
// Markdown comes later, once every post's route is known (posts may link to each other).
import type { DiagnosticSink } from '../../report/diagnostics.js';
import { ADDRESS_HINT, addressProblem } from '../address.js';
import { parseFrontMatter } from '../front-matter.js';
import { frontMatterLines } from './front-matter-lines.js';
import { parseFrontMatterDate, parsePostFileName } from './post-date.js';
import { postFrontMatterSchema, type PostFrontMatter } from './post-front-matter.js';
import { issuesToDiagnostics } from './schema-issues.js';
import type { YamlPath } from './yaml-source.js';

export interface ScannedPost {
  /** Site-relative path, for reports (`blog/2025-03-16-hello.md`). */
  file: string;
  absPath: string;
  route: string;
  date: Date;
  frontMatter: PostFrontMatter;
  body: string;
  lineOffset: number;
  lineOf(path: YamlPath): number | undefined;
  draft: boolean;
  unlisted: boolean;
}

export interface ScanPostInput {
  text: string;
  /** Path inside the blog folder (`2025-03-16-hello.md`, `2025-03-16-hello/index.md`). */
  relPath: string;
  file: string;
  absPath: string;
  /** Route of the blog (`/blog`). */
  blogRoute: string;
  diagnostics: DiagnosticSink;
}

/** The post's metadata, or undefined (with error diagnostics) when it cannot be placed. */
export function scanPost(input: ScanPostInput): ScannedPost | undefined {
  const { file, diagnostics } = input;
  const { data, body, lineOffset } = parseFrontMatter({ text: input.text, file });
  const lineOf = frontMatterLines(input.text, file, lineOffset);
  const parsed = postFrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const hint = 'See the blog front matter keys: title, slug, date, description, authors, tags, draft, unlisted.';
    for (const diagnostic of issuesToDiagnostics(parsed.error.issues, { file, rule: 'front-matter', lineOf, hint })) diagnostics.add(diagnostic);
    return undefined;
  }
  const frontMatter = parsed.data as PostFrontMatter;
  const fromName = parsePostFileName(input.relPath);
  let date = fromName.date;
  if (frontMatter.date !== undefined) {
    date = parseFrontMatterDate(frontMatter.date);
    if (!date) {
      const line = lineOf(['date']);
      diagnostics.add({
        severity: 'error',
        rule: 'front-matter',
        file,
        ...(line === undefined ? {} : { line }),
        message: `\`date\`: "${String(frontMatter.date)}" is not a valid date`,
        hint: 'Write it as YYYY-MM-DD (2025-03-16) or an ISO date-time (2025-03-16T09:30:00Z).',
      });
      return undefined;
    }
  }
  if (!date) {
    diagnostics.add({
      severity: 'error',
      rule: 'front-matter',
      file,
      message: 'The post has no date',
      hint: 'Add `date: YYYY-MM-DD` to its front matter, or name the file YYYY-MM-DD-name.md.',
    });
    return undefined;
  }
  const slug = (frontMatter.slug ?? fromName.slug).replace(/^\/+|\/+$/g, '');
  const problem = addressProblem(`${input.blogRoute}/${slug}`, "The post's");
  if (problem) {
    // The slug's line when the front matter gives it; else the file's name made the address.
    const line = frontMatter.slug === undefined ? undefined : lineOf(['slug']);
    diagnostics.add({ severity: 'error', rule: 'front-matter', file, ...(line === undefined ? {} : { line }), message: problem, hint: ADDRESS_HINT });
    return undefined;
  }
  return {
    file,
    absPath: input.absPath,
    route: `${input.blogRoute}/${slug}`,
    date,
    frontMatter,
    body,
    lineOffset,
    lineOf,
    draft: frontMatter.draft === true,
    unlisted: frontMatter.unlisted === true,
  };
}
