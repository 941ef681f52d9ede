import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkGithubAlerts from './remark-github-alerts.js';

const processor = unified().use(remarkParse).use(remarkGithubAlerts).use(remarkRehype).use(rehypeStringify);
const render = async (markdown: string): Promise<string> => String(await processor.process(markdown));
/** The opening of a box of `kind`, with its icon (a path whose drawing is not compared) and title. */
const box = (kind: string, title: string): RegExp =>
  new RegExp(
    `^<aside class="ssg-admonition ssg-admonition--${kind}" role="note">\\n<p class="ssg-admonition__title"><svg class="ssg-admonition__icon" viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true"><path d="[^"]+"></path></svg>${title}</p>\\n<div class="ssg-admonition__body">`,
  );

describe('remarkGithubAlerts', () => {
  it('turns each alert kind into the admonition GitHub shows for it', async () => {
    const kinds: Array<[string, string, string]> = [
      ['NOTE', 'note', 'Note'],
      ['TIP', 'tip', 'Tip'],
      ['IMPORTANT', 'info', 'Important'],
      ['WARNING', 'warning', 'Warning'],
      ['CAUTION', 'danger', 'Caution'],
    ];
    for (const [marker, kind, title] of kinds) {
      const html = await render(`> [!${marker}]\n> Read **this**.\n>\n> - and this`);
      expect(html).toMatch(box(kind, title));
      expect(html.replace(box(kind, title), '')).toBe('\n<p>Read <strong>this</strong>.</p>\n<ul>\n<li>and this</li>\n</ul>\n</div>\n</aside>');
    }
  });

  it('accepts lower case and a marker alone in its paragraph', async () => {
    const html = await render('> [!note]\n\n> [!Tip]\n>\n> Body.');
    expect(html.match(/ssg-admonition--(\w+)"/g)).toEqual(['ssg-admonition--note"', 'ssg-admonition--tip"']);
    expect(html).toContain('<p>Body.</p>');
  });

  it('leaves other block quotes alone', async () => {
    expect(await render('> [!NOTICE]\n> x\n\n> Note: [!NOTE]\n\n> [link](#a) [!NOTE]')).toBe(
      '<blockquote>\n<p>[!NOTICE]\nx</p>\n</blockquote>\n<blockquote>\n<p>Note: [!NOTE]</p>\n</blockquote>\n<blockquote>\n<p><a href="#a">link</a> [!NOTE]</p>\n</blockquote>',
    );
  });
});
