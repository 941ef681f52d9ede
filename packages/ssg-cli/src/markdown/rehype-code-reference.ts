// Code references: a fence with the `reference` flag whose body is a GitHub file URL
//   ```python reference title="agent.py"
//   https://github.com/O/R/blob/REF/path/agent.py#L5-L20
//   ```
// shows that file (or line range) at build time, fetched from raw.githubusercontent.com through
// the build's fetcher, highlighted like any block, captioned (default: the file's path) and
// linked back to GitHub. Without a fetcher, or when fetching fails, the block becomes the link
// plus a note and a warning; the build never fails because of a reference. In a remote README
// (untrusted) such a block is ordinary code.
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { walk, SKIP_CHILDREN } from './walk.js';
import { buildCodeFigure, codeLanguage, unavailableCodeFigure } from './code-figure.js';
import { parseCodeMeta } from './code-meta.js';
import type { CodeMeta } from './code-meta.js';
import type { CodeHighlighter } from './highlighter.js';
import { pageState, warn } from './page-state.js';
import { blockCode } from './rehype-code-blocks.js';
import type { FetchCodeReference } from './types.js';

export interface CodeReferenceOptions {
  highlighter: CodeHighlighter;
  fetchCodeReference?: FetchCodeReference;
}

export interface GitHubFileUrl {
  /** The URL as written, with the line anchor. */
  url: string;
  rawUrl: string;
  path: string;
  firstLine?: number;
  lastLine?: number;
}

const BLOB_URL = /^https:\/\/github\.com\/([^/\s]+)\/([^/\s]+)\/blob\/([^/\s#]+)\/([^\s#]+)(?:#L(\d+)(?:-L(\d+))?)?$/;

/** Splits `https://github.com/O/R/blob/REF/PATH#L5-L20` into its raw URL, path and line range. */
export function parseGitHubFileUrl(url: string): GitHubFileUrl | undefined {
  const match = BLOB_URL.exec(url.trim());
  if (!match) return undefined;
  const [, owner, repo, ref, path, first, last] = match;
  const parsed: GitHubFileUrl = {
    url: url.trim(),
    rawUrl: `https://raw.githubusercontent.com/${owner}/${repo}/${ref}/${path}`,
    path: decodeURIComponent(path ?? ''),
  };
  if (first) parsed.firstLine = Number(first);
  if (first) parsed.lastLine = Number(last ?? first);
  return parsed;
}

/** The requested lines of a file (all of it without a range); undefined when out of range. */
export function sliceLines(code: string, first?: number, last?: number): string | undefined {
  const lines = code.replace(/\r?\n$/, '').split(/\r?\n/);
  if (first === undefined) return lines.join('\n');
  if (first < 1 || first > lines.length || (last ?? first) < first) return undefined;
  return lines.slice(first - 1, last).join('\n');
}

async function loadSnippet(
  target: GitHubFileUrl, fetchCode: FetchCodeReference | undefined,
): Promise<{ code: string } | { error: string }> {
  if (!fetchCode) return { error: 'no code fetcher is configured for this build' };
  const fetched = await fetchCode(target.rawUrl).catch((error: unknown) => ({ error: String(error) }));
  if ('error' in fetched) return fetched;
  const code = sliceLines(fetched.code, target.firstLine, target.lastLine);
  return code === undefined
    ? { error: `lines ${target.firstLine}-${target.lastLine} are outside the file (${fetched.code.split('\n').length} lines)` }
    : { code };
}

interface Rendered {
  figure?: Element;
  warning?: { message: string; hint: string };
}

/** Renders one reference block (no side effects, so several can load in parallel). */
async function renderReference(code: Element, meta: CodeMeta, options: CodeReferenceOptions): Promise<Rendered> {
  const written = toString(code).trim();
  const target = parseGitHubFileUrl(written);
  if (!target) {
    return {
      warning: {
        message: `Code reference "${written}" is not a GitHub file URL; shown as plain code`,
        hint: 'Write https://github.com/OWNER/REPO/blob/REF/PATH, optionally with #L10-L20.',
      },
    };
  }
  const lang = codeLanguage(code);
  const title = meta.title ?? target.path;
  const snippet = await loadSnippet(target, options.fetchCodeReference);
  if ('error' in snippet) {
    return {
      figure: unavailableCodeFigure(lang, title, target.url),
      warning: {
        message: `Could not load code reference ${target.url}: ${snippet.error}`,
        hint: 'The page shows a link to the file instead; check the URL, or build online.',
      },
    };
  }
  const figure = await buildCodeFigure({
    code: snippet.code, lang, title, highlightLines: meta.highlightLines,
    highlighter: options.highlighter, sourceUrl: target.url, lineNumbersFrom: meta.lineNumbersFrom,
  });
  return { figure };
}

/** Replaces `reference` code blocks with the fetched, highlighted file. */
export default function rehypeCodeReference(options: CodeReferenceOptions) {
  return async (tree: Root, file: { data: Record<string, unknown> }): Promise<void> => {
    const state = pageState(file);
    // A remote README's blocks stay as written: what it names is not the site's to fetch.
    if (state.input.trust === 'remote') return;
    const blocks: Array<{ pre: Element; parent: Root | Element; index: number; job: Promise<Rendered> }> = [];
    walk<Element, Root | Element>(tree, 'element', (node, index, parent) => {
      const code = blockCode(node);
      if (!code || !parent || index === undefined) return;
      // The meta stays on the element: a block that is not a valid reference is rendered by
      // rehype-code-blocks as ordinary code, title and highlighted lines included.
      const meta = parseCodeMeta(typeof code.properties.dataMeta === 'string' ? code.properties.dataMeta : undefined);
      if (meta.flags.has('reference')) blocks.push({ pre: node, parent, index, job: renderReference(code, meta, options) });
      return SKIP_CHILDREN;
    });
    // Fetched in parallel, applied in document order so reports are stable.
    const results = await Promise.all(blocks.map((block) => block.job));
    blocks.forEach(({ pre, parent, index }, i) => {
      const { figure, warning } = results[i] ?? {};
      if (figure) parent.children[index] = figure;
      if (warning) warn(state, pre, 'code-reference', warning.message, warning.hint);
    });
  };
}
