// Finds the line of a front-matter key, for reports about values that parse as YAML but are
// wrong for the blog (a missing author, a tag not in tags.yml). Parsed only when asked.
import { parseYamlSource, type YamlPath, type YamlSource } from './yaml-source.js';

/** `lineOf(path)` for the front matter of `text`, whose body starts after `lineOffset` lines. */
export function frontMatterLines(text: string, file: string, lineOffset: number): (path: YamlPath) => number | undefined {
  let source: YamlSource | undefined;
  return (path) => {
    if (lineOffset === 0) return undefined;
    if (!source) {
      // Blank out the `---` delimiters so the YAML keeps the file's line numbers.
      const head = text.split('\n').slice(0, lineOffset).map((line) => (/^---\s*$/.test(line) ? '' : line));
      source = parseYamlSource(head.join('\n'), file);
    }
    return source.lineOf(path);
  };
}
