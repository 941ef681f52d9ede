import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCodeHighlighter, type CodeHighlighter } from './highlighter.js';
import { createMarkdownRenderer } from './render-markdown.js';
import type { MarkdownInput, RenderMarkdown } from './types.js';

const site = fileURLToPath(new URL('../../test/fixtures/markdown-assets/', import.meta.url));
const shotHash = createHash('sha256').update(readFileSync(`${site}docs/guide/img/shot.png`)).digest('hex').slice(0, 8);

let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await createCodeHighlighter();
});

function renderer(siteUrl?: string): RenderMarkdown {
  return createMarkdownRenderer({
    highlighter,
    baseUrl: '/flux0/',
    ...(siteUrl ? { siteUrl } : {}),
    resolveFileRoute: (absPath) => (absPath === `${site}docs/intro.md` ? '/docs/intro' : undefined),
    fetchCodeReference: async () => ({ code: 'print("hi")\n' }),
  });
}

const input = (source: string, extra: Partial<MarkdownInput> = {}): MarkdownInput => ({
  source, file: 'docs/guide/page.md', absPath: `${site}docs/guide/page.md`, lineOffset: 0, trust: 'local', collectMarkdown: true, ...extra,
});

describe('rehypeCleanMarkdown', () => {
  it('turns a rendered page back into plain Markdown with absolute URLs', async () => {
    const source = [
      '# Install', '', 'Intro. ![shot](./img/shot.png)', '', '<!-- truncate -->', '',
      '## 📦 Option 1', '', ':::tip Before you start', 'Read [the intro](/intro.md).', ':::', '',
      '```bash title="install.sh" {1}', 'pip install flux0', '```', '',
      '```python reference', 'https://github.com/o/r/blob/main/agent.py', '```', '',
      '| a | b |', '|---|---|', '| 1 | `FLUX0_DB_URI` |', '', '- [x] done',
    ].join('\n');
    const result = await renderer('https://flux0.dev/')(input(source));
    expect(result.markdown).toBe([
      '# Install', '', `Intro. ![shot](https://flux0.dev/flux0/assets/shot-${shotHash}.png)`, '',
      '## 📦 Option 1', '', '> **Before you start**', '>', '> Read [the intro](https://flux0.dev/flux0/docs/intro).', '',
      '```bash title="install.sh"', 'pip install flux0', '```', '',
      '```python title="agent.py"', 'print("hi")', '```', '',
      'Source: [agent.py](https://github.com/o/r/blob/main/agent.py)', '',
      '| a | b |', '| --- | --- |', '| 1 | `FLUX0_DB_URI` |', '', '- [x] done',
    ].join('\n'));
    // The HTML is untouched by the conversion.
    expect(result.html).toContain('<a class="ssg-heading-anchor" href="#-option-1"');
  });

  it('gives remote READMEs as sanitised Markdown: no HTML, no dangerous or empty links', async () => {
    const hostile = readFileSync(new URL('../../test/fixtures/hostile-remote-readme/README.md', import.meta.url), 'utf8');
    const result = await renderer('https://flux0.dev')(input(hostile, {
      file: 'docs/examples/static.md', absPath: '/cache/remote/static/README.md', trust: 'remote',
      linkBase: 'https://github.com/flux0-ai/flux0/tree/develop',
    }));
    const markdown = result.markdown ?? '';
    for (const forbidden of [/</, /javascript:/i, /vbscript:/i, /data:/i, /\]\(\)/, /\n\n\n/]) expect(markdown).not.toMatch(forbidden);
    expect(markdown).toContain('![logo](https://raw.githubusercontent.com/flux0-ai/flux0/develop/logo.png)');
    expect(markdown).toContain('[relative link](https://github.com/flux0-ai/flux0/tree/develop/docs/setup.md#install)');
    expect(markdown).toContain('\n## Usage\n');
  });

  it('names an unavailable code reference by its link, and keeps root-relative URLs without an origin', async () => {
    const render = createMarkdownRenderer({ highlighter, baseUrl: '/', resolveFileRoute: () => undefined });
    const result = await render(input('[home](/)\n\n```python reference\nhttps://github.com/o/r/blob/main/a.py\n```'));
    expect(result.markdown).toBe(
      '[home](/)\n\nCode not included (it could not be loaded when the site was built): [a.py](https://github.com/o/r/blob/main/a.py)',
    );
  });

  it('collects nothing unless asked', async () => {
    const result = await renderer()(input('# Hi', { collectMarkdown: false }));
    expect(result.markdown).toBeUndefined();
  });
});
