// Splits a Markdown file into YAML front matter and body, with errors that name file:line.
import matter from 'gray-matter';
import { YAMLParseError, parse as parseYaml } from 'yaml';
import { UserError } from '../report/diagnostics.js';

export interface FrontMatterResult {
  data: Record<string, unknown>;
  body: string;
  /** How many lines precede the body, so body positions map back to file lines. */
  lineOffset: number;
}

const OPTIONS = {
  engines: {
    yaml: (source: string): object => (parseYaml(source) as object | null) ?? {},
  },
};

/** Parses front matter with the `yaml` package; YAML errors become user errors with a line. */
export function parseFrontMatter({ text, file }: { text: string; file: string }): FrontMatterResult {
  try {
    const parsed = matter(text, OPTIONS);
    const data = parsed.data as unknown;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new UserError(`Front matter in ${file} must be a YAML mapping of keys to values`, {
        hint: 'Write it as `key: value` lines between the two `---` lines.',
      });
    }
    const lineOffset = text.slice(0, text.length - parsed.content.length).split('\n').length - 1;
    return { data: data as Record<string, unknown>, body: parsed.content, lineOffset };
  } catch (error) {
    if (error instanceof UserError) throw error;
    if (error instanceof YAMLParseError) {
      // gray-matter hands the YAML over from the opening `---` line on, so lines match the file.
      const line = error.linePos?.[0]?.line ?? 1;
      const reason = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '');
      throw new UserError(`${file}:${line}  invalid YAML in front matter: ${reason}`, {
        hint: 'Fix the YAML between the `---` lines (quote values that contain ": " or start with a special character).',
        cause: error,
      });
    }
    throw error;
  }
}
