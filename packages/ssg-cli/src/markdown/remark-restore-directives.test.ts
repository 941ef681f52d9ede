import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createPageState, pageFile } from './page-state.js';
import type { PageState } from './page-state.js';
import remarkAdmonitions from './remark-admonitions.js';
import remarkRestoreDirectives from './remark-restore-directives.js';

const processor = unified()
  .use(remarkParse)
  .use(remarkDirective)
  .use(remarkAdmonitions)
  .use(remarkRestoreDirectives)
  .use(remarkRehype)
  .use(rehypeStringify);

async function render(source: string): Promise<{ html: string; state: PageState }> {
  const state = createPageState({ source, file: 'docs/page.md', absPath: '/site/docs/page.md', lineOffset: 2, trust: 'local' });
  return { html: String(await processor.process(pageFile(state))), state };
}

describe('remarkRestoreDirectives', () => {
  it('puts text directives back as the text they came from', async () => {
    const { html, state } = await render('Meet at 12:30, see a:b and foo:bar[x]{y="1"} or std::vector.');
    expect(html).toBe('<p>Meet at 12:30, see a:b and foo:bar[x]{y="1"} or std::vector.</p>');
    expect(state.diagnostics).toEqual([]);
  });

  it('keeps surrounding markup and merges the text back together', async () => {
    const { html } = await render('**at 9:45** and [link to a:b](https://x.test)');
    expect(html).toBe('<p><strong>at 9:45</strong> and <a href="https://x.test">link to a:b</a></p>');
  });

  it('restores leaf directives as paragraphs', async () => {
    expect((await render('::toc{depth=2}')).html).toBe('<p>::toc{depth=2}</p>');
  });

  it('shows an unknown container with its fences and content, and warns at its real line', async () => {
    const { html, state } = await render('Intro\n\n:::details[More]{.x}\nInner *text*\n:::');
    expect(html).toBe('<p>Intro</p>\n<p>:::details[More]{.x}</p>\n<p>Inner <em>text</em></p>\n<p>:::</p>');
    expect(state.diagnostics).toEqual([
      {
        severity: 'warning',
        rule: 'unknown-directive',
        file: 'docs/page.md',
        line: 5,
        column: 1,
        message: 'Unknown container directive ":::details" is shown as plain text',
        hint: 'Admonitions are :::note, :::tip, :::info, :::warning, :::caution, :::danger; there are also :::details and :::tabs.',
      },
    ]);
  });

  it('leaves admonitions alone and restores text directives inside them', async () => {
    const { html } = await render(':::note At 10:15\nRun at 08:00.\n:::');
    expect(html).toContain('</svg>At 10:15</p>');
    expect(html).toContain('<p>Run at 08:00.</p>');
  });
});
