import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCodeHighlighter } from './highlighter.js';
import type { CodeHighlighter } from './highlighter.js';
import { createPageState, pageFile } from './page-state.js';
import type { PageState } from './page-state.js';
import rehypeCodeBlocks from './rehype-code-blocks.js';
import rehypeCodeReference, { parseGitHubFileUrl, sliceLines } from './rehype-code-reference.js';
import remarkCodeMeta from './remark-code-meta.js';
import type { FetchCodeReference } from './types.js';

let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await createCodeHighlighter();
});

async function render(markdown: string, fetchCodeReference?: FetchCodeReference, trust: 'local' | 'remote' = 'local'): Promise<{ html: string; state: PageState }> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkCodeMeta)
    .use(remarkRehype)
    .use(rehypeCodeReference, { highlighter, fetchCodeReference })
    .use(rehypeCodeBlocks, { highlighter })
    .use(rehypeStringify);
  const state = createPageState({ source: markdown, file: 'docs/first-agent.md', absPath: '/site/docs/first-agent.md', lineOffset: 5, trust });
  return { html: String(await processor.process(pageFile(state))), state };
}

const AGENT = ['import os', '', 'class Agent:', '    name = "translator"', '    def run(self):', '        return 1', ''].join('\n');
const URL = 'https://github.com/flux0-ai/flux0/blob/develop/examples/langchain_simple/agent.py';
const RAW = 'https://raw.githubusercontent.com/flux0-ai/flux0/develop/examples/langchain_simple/agent.py';
/** The scrolling `<pre>`: focusable, a named group. */
const pre = (name: string) =>
  `<pre class="shiki ssg-code-theme" style="background-color:var(--shiki-background);color:var(--shiki-foreground)" tabindex="0" role="group" aria-label="${name}">`;
/** The title of the example file, with a line-break opportunity after each `/`. */
const TITLE = 'examples/<wbr>langchain_simple/<wbr>agent.py';
const COPY = '<ssg-island data-island="CopyButton" data-strategy="intent"><button type="button" class="ssg-code__copy" data-ssg-copy="" aria-label="Copy code">Copy</button></ssg-island>';

describe('parseGitHubFileUrl', () => {
  it('derives the raw URL, path and line range', () => {
    expect(parseGitHubFileUrl(`${URL}#L5-L20`)).toEqual({
      url: `${URL}#L5-L20`, rawUrl: RAW, path: 'examples/langchain_simple/agent.py', firstLine: 5, lastLine: 20,
    });
    expect(parseGitHubFileUrl(`${URL}#L7`)).toMatchObject({ firstLine: 7, lastLine: 7 });
    expect(parseGitHubFileUrl(URL)).toEqual({ url: URL, rawUrl: RAW, path: 'examples/langchain_simple/agent.py' });
  });

  it('rejects URLs that are not GitHub file pages', () => {
    expect(parseGitHubFileUrl('https://github.com/o/r/tree/main/src')).toBeUndefined();
    expect(parseGitHubFileUrl('https://example.com/o/r/blob/main/a.py')).toBeUndefined();
    expect(parseGitHubFileUrl('not a url')).toBeUndefined();
  });
});

describe('sliceLines', () => {
  it('takes an inclusive 1-based range and drops the final newline', () => {
    expect(sliceLines('a\nb\nc\nd\n', 2, 3)).toBe('b\nc');
    expect(sliceLines('a\r\nb\r\n')).toBe('a\nb');
    expect(sliceLines('a\nb', 2, 99)).toBe('b');
    expect(sliceLines('a\nb', 3, 4)).toBeUndefined();
  });
});

describe('rehypeCodeReference', () => {
  it('fetches the raw file, shows the line range highlighted, captioned and linked', async () => {
    const asked: string[] = [];
    const fetcher: FetchCodeReference = async (url) => {
      asked.push(url);
      return { code: AGENT };
    };
    const { html, state } = await render(`\`\`\`python reference\n${URL}#L3-L4\n\`\`\``, fetcher);
    expect(asked).toEqual([RAW]);
    expect(html).toBe(
      `<figure class="ssg-code" data-lang="python"><figcaption class="ssg-code__title">${TITLE}</figcaption>` +
        `${pre('Code: examples/langchain_simple/agent.py')}<code>` +
        '<span class="line"><span style="color:var(--shiki-token-keyword)">class</span><span style="color:var(--shiki-token-function)"> Agent</span><span style="color:var(--shiki-foreground)">:</span></span>\n' +
        '<span class="line"><span style="color:var(--shiki-foreground)">    name </span><span style="color:var(--shiki-token-keyword)">=</span><span style="color:var(--shiki-token-string-expression)"> "translator"</span></span>' +
        `</code></pre><span class="ssg-code__lang">python</span>${COPY}` +
        `<a class="ssg-code__source" href="${URL}#L3-L4">View on GitHub</a></figure>`,
    );
    expect(state.diagnostics).toEqual([]);
  });

  it('uses the given title and highlights lines relative to the snippet', async () => {
    const { html } = await render(`\`\`\`python reference title="agent.py" {2}\n${URL}#L3-L4\n\`\`\``, async () => ({ code: AGENT }));
    expect(html).toContain('<figcaption class="ssg-code__title">agent.py</figcaption>');
    expect(html.match(/ssg-code__line--highlighted/g)).toHaveLength(1);
    expect(html).toContain('<span class="line ssg-code__line--highlighted"><span style="color:var(--shiki-foreground)">    name </span>');
  });

  it('renders the link and a note, and warns, when the fetch fails', async () => {
    const { html, state } = await render(`Text\n\n\`\`\`python reference\n${URL}\n\`\`\``, async () => ({ error: 'HTTP 404' }));
    expect(html).toBe(
      `<p>Text</p>\n<figure class="ssg-code ssg-code--unavailable" data-lang="python"><figcaption class="ssg-code__title">${TITLE}</figcaption>` +
        '<p class="ssg-code__note">This code could not be loaded when the site was built; see it on GitHub.</p>' +
        `<a class="ssg-code__source" href="${URL}">View on GitHub</a></figure>`,
    );
    expect(state.diagnostics).toEqual([
      {
        severity: 'warning', rule: 'code-reference', file: 'docs/first-agent.md', line: 8, column: 1,
        message: `Could not load code reference ${URL}: HTTP 404`,
        hint: 'The page shows a link to the file instead; check the URL, or build online.',
      },
    ]);
  });

  it('never fails the page: a throwing fetcher, no fetcher, or lines out of range all warn', async () => {
    const thrown = await render(`\`\`\`python reference\n${URL}\n\`\`\``, async () => { throw new Error('socket hang up'); });
    expect(thrown.state.diagnostics[0]?.message).toBe(`Could not load code reference ${URL}: Error: socket hang up`);
    const none = await render(`\`\`\`python reference\n${URL}\n\`\`\``);
    expect(none.html).toContain('ssg-code--unavailable');
    expect(none.state.diagnostics[0]?.message).toBe(`Could not load code reference ${URL}: no code fetcher is configured for this build`);
    const range = await render(`\`\`\`python reference\n${URL}#L40-L50\n\`\`\``, async () => ({ code: AGENT }));
    expect(range.state.diagnostics[0]?.message).toBe(`Could not load code reference ${URL}#L40-L50: lines 40-50 are outside the file (7 lines)`);
  });

  it('shows a block that is not a GitHub file URL as ordinary code, title kept, with a warning', async () => {
    const { html, state } = await render('```text reference title="x"\nhttps://example.com/a.py\n```', async () => ({ code: 'never' }));
    expect(html).toBe(
      `<figure class="ssg-code" data-lang="text"><figcaption class="ssg-code__title">x</figcaption>${pre('Code: x')}<code>` +
        `<span class="line"><span>https://example.com/a.py</span></span></code></pre>${COPY}</figure>`,
    );
    expect(state.diagnostics).toMatchObject([{ rule: 'code-reference', line: 6, message: 'Code reference "https://example.com/a.py" is not a GitHub file URL; shown as plain code' }]);
  });

  it('leaves a remote page\'s reference blocks as ordinary code: a README makes the build fetch nothing', async () => {
    const fetched: string[] = [];
    const fetcher: FetchCodeReference = async (url) => {
      fetched.push(url);
      return { code: AGENT };
    };
    const { html, state } = await render(`\`\`\`python reference\n${URL}\n\`\`\``, fetcher, 'remote');
    expect(fetched).toEqual([]);
    // The block's text is the URL (highlighted, so in spans), not the file.
    expect(html.replace(/<[^>]+>/g, '')).toContain(URL);
    expect(html).not.toContain('Agent');
    expect(state.diagnostics).toEqual([]);
  });

  it('loads several references of a page in parallel and reports them in document order', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const fetcher: FetchCodeReference = async (url) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, url.endsWith('a.py') ? 30 : 5));
      inFlight--;
      return { error: `failed ${url.slice(-4)}` };
    };
    const blob = (name: string) => `https://github.com/o/r/blob/main/${name}`;
    const { state } = await render(`\`\`\`py reference\n${blob('a.py')}\n\`\`\`\n\n\`\`\`py reference\n${blob('b.py')}\n\`\`\``, fetcher);
    expect(maxInFlight).toBe(2);
    expect(state.diagnostics.map((d) => d.message)).toEqual([
      `Could not load code reference ${blob('a.py')}: failed a.py`,
      `Could not load code reference ${blob('b.py')}: failed b.py`,
    ]);
  });
});
