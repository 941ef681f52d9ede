import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkAdmonitions from './remark-admonitions.js';
import remarkDetails from './remark-details.js';

const processor = unified().use(remarkParse).use(remarkDirective).use(remarkAdmonitions).use(remarkDetails).use(remarkRehype).use(rehypeStringify);
const render = async (markdown: string): Promise<string> => String(await processor.process(markdown));

describe('remarkDetails', () => {
  it('renders a <details> with the label as its summary', async () => {
    expect(await render(':::details[Show *more*]\nHidden `text`.\n:::')).toBe(
      '<details class="ssg-details"><summary class="ssg-details__summary">Show <em>more</em></summary>' +
        '<div class="ssg-details__body">\n<p>Hidden <code>text</code>.</p>\n</div></details>',
    );
  });

  it('takes the summary written after the name, or says Details', async () => {
    expect(await render(':::details Click me\nBody\n:::')).toContain('<summary class="ssg-details__summary">Click me</summary>');
    expect(await render(':::details\nBody\n:::')).toContain('<summary class="ssg-details__summary">Details</summary>');
  });
});
