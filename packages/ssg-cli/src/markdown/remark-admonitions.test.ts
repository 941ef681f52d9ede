import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkAdmonitions, { labelAdmonitionTitles, rewriteMkDocsAdmonitions } from './remark-admonitions.js';

const processor = unified().use(remarkParse).use(remarkDirective).use(remarkAdmonitions).use(remarkRehype).use(rehypeStringify);
const render = async (markdown: string): Promise<string> => String(await processor.process(markdown));

const TIP_ICON =
  '<svg class="ssg-admonition__icon" viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true">' +
  '<path d="M8 1a5 5 0 0 0-3 9v2h6v-2a5 5 0 0 0-3-9Zm-2 12h4v2H6v-2Z"></path></svg>';

describe('remarkAdmonitions', () => {
  it('renders a titled admonition from the label form, inline markup kept', async () => {
    expect(await render(':::tip[My *title*]\nBody with `code`.\n:::')).toBe(
      '<aside class="ssg-admonition ssg-admonition--tip" role="note">' +
        `<p class="ssg-admonition__title">${TIP_ICON}My <em>title</em></p>` +
        '<div class="ssg-admonition__body">\n<p>Body with <code>code</code>.</p>\n</div></aside>',
    );
  });

  it('renders :::caution with its own class and default title', async () => {
    const html = await render(':::caution\nCareful.\n:::');
    expect(html).toContain('<aside class="ssg-admonition ssg-admonition--caution" role="note">');
    expect(html).toMatch(/<\/svg>Caution<\/p>/);
  });

  it('takes Docusaurus\'s :::important, :::success and :::secondary as info, tip and note, titled or not', async () => {
    const html = await render(':::important Prerequisites\nA.\n:::\n\n:::success\nB.\n:::\n\n:::secondary[Aside]\nC.\n:::');
    expect(html.match(/ssg-admonition--\w+/g)).toEqual(['ssg-admonition--info', 'ssg-admonition--tip', 'ssg-admonition--note']);
    expect(html).toMatch(/<\/svg>Prerequisites<\/p>/);
    expect(html).toMatch(/<\/svg>Tip<\/p>/);
    expect(html).toMatch(/<\/svg>Aside<\/p>/);
    expect(html).not.toContain(':::');
  });

  it('accepts the title written after the name', async () => {
    expect(await render(':::tip My title\nBody\n:::')).toBe(
      '<aside class="ssg-admonition ssg-admonition--tip" role="note">' +
        `<p class="ssg-admonition__title">${TIP_ICON}My title</p>` +
        '<div class="ssg-admonition__body">\n<p>Body</p>\n</div></aside>',
    );
  });

  it('uses the kind as the default title and keeps block content', async () => {
    const html = await render(':::danger\nFirst\n\n- one\n- two\n:::');
    expect(html).toContain('<aside class="ssg-admonition ssg-admonition--danger" role="note">');
    expect(html).toContain('</svg>Danger</p>');
    expect(html).toContain('<div class="ssg-admonition__body">\n<p>First</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n</div></aside>');
  });

  it('renders every kind with its own class and label', async () => {
    for (const [kind, label] of [['note', 'Note'], ['info', 'Info'], ['warning', 'Warning']]) {
      const html = await render(`:::${kind}\nx\n:::`);
      expect(html).toContain(`class="ssg-admonition ssg-admonition--${kind}"`);
      expect(html).toContain(`</svg>${label}</p>`);
    }
  });

  it('nests admonitions', async () => {
    const html = await render('::::note\nOuter\n\n:::warning\nInner\n:::\n::::');
    expect(html.match(/<aside /g)).toHaveLength(2);
    expect(html.indexOf('ssg-admonition--warning')).toBeGreaterThan(html.indexOf('ssg-admonition--note'));
  });

  it('leaves other directive names to later plugins', async () => {
    expect(await render(':::details\nx\n:::')).toBe('<div><p>x</p></div>');
  });
});

describe('labelAdmonitionTitles', () => {
  it('rewrites a title after the name to the label form, lines preserved', () => {
    expect(labelAdmonitionTitles(':::tip My [draft] title  \nBody\n:::')).toBe(':::tip[My \\[draft\\] title]\nBody\n:::');
    const spaces = ' '.repeat(10_000);
    expect(labelAdmonitionTitles(`:::tip a${spaces}b  \nx\n:::`)).toBe(`:::tip[a${spaces}b]\nx\n:::`);
    expect(labelAdmonitionTitles(':::note Windows\r\nx\r\n:::')).toBe(':::note[Windows]\r\nx\r\n:::');
  });

  it('leaves code fences, label forms and unknown names alone', () => {
    const doc = '```md\n:::tip Inside a fence\n```\n:::tip[Already]\n:::\n:::other Words\n:::';
    expect(labelAdmonitionTitles(doc)).toBe(doc);
    const tilde = '~~~~\n:::warning Keep\n~~~\n~~~~\n:::warning Change';
    expect(labelAdmonitionTitles(tilde)).toBe('~~~~\n:::warning Keep\n~~~\n~~~~\n:::warning[Change]');
  });

  it('reads the kind written after a space, as VitePress writes it (::: tip, ::: warning Its title)', async () => {
    expect(labelAdmonitionTitles('::: tip\nA.\n:::\n\n::: warning Important\nB.\n:::\n\n::: details More\nC.\n:::\n\n::: notakind\n').split('\n')).toEqual([
      ':::tip', 'A.', ':::', '', ':::warning[Important]', 'B.', ':::', '', ':::details[More]', 'C.', ':::', '', '::: notakind', '',
    ]);
    const html = await render('::: warning Important\nBody.\n:::');
    expect(html).toContain('ssg-admonition--warning');
    expect(html).toMatch(/<\/svg>Important<\/p>/);
  });

  it("reads MkDocs' admonitions: a title in quotes, the body indented, nested ones, collapsible ones as details", async () => {
    const page = [
      '!!! note "Before you start"',
      '',
      '    Install the *CLI*.',
      '',
      '    - one',
      '    - two',
      '',
      '    !!! warning',
      '        Nested, written without a blank line.',
      '',
      'After.',
      '',
      '??? question "More"',
      '',
      '    Hidden at first.',
      '',
      '!!! hint',
      '    Last, at the end of the page.',
    ].join('\n');
    const html = await render(page);
    expect(html.match(/ssg-admonition--\w+/g)).toEqual(['ssg-admonition--note', 'ssg-admonition--warning', 'ssg-admonition--tip']);
    expect(html).toMatch(/<\/svg>Before you start<\/p>/);
    expect(html).toContain('<p>Install the <em>CLI</em>.</p>');
    expect(html).toContain('<li>two</li>');
    expect(html).toContain('<p>Nested, written without a blank line.</p>');
    expect(html).toContain('</aside>\n<p>After.</p>');
    expect(html).toContain('<p>Last, at the end of the page.</p>');
    expect(html).not.toMatch(/!!!|\?\?\?|<pre>/);
    // The closing goes on the blank line after the body (the lines after keep their numbers), else
    // on a line of its own (the nested one's, whose holder took the blank line).
    expect(rewriteMkDocsAdmonitions(page).split('\n')).toEqual([
      '::::note[Before you start]', '', 'Install the *CLI*.', '', '- one', '- two', '', ':::warning', 'Nested, written without a blank line.', ':::', '::::',
      'After.', '', ':::details[More]', '', 'Hidden at first.', ':::', ':::tip', 'Last, at the end of the page.', ':::',
    ]);
  });

  it("reads MkDocs' content tabs: tabs one after the other are a set, ===! starts another, tabs inside an admonition", () => {
    const page = ['=== "Python"', '', '    ```py', '    print(1)', '    ```', '', '=== "Shell"', '    echo 1', '', '===! "Other set"', '    Text.', '', 'After.', '', '!!! note', '    === "A"', '        In A.', '    === "B"', '        In B.'].join('\n');
    expect(rewriteMkDocsAdmonitions(page).split('\n')).toEqual([
      ':::tabs', '::tab[Python]', '', '```py', 'print(1)', '```', '', '::tab[Shell]', 'echo 1', ':::', ':::tabs', '::tab[Other set]', 'Text.', ':::', 'After.', '',
      '::::note', ':::tabs', '::tab[A]', 'In A.', '::tab[B]', 'In B.', ':::', '::::',
    ]);
    // A tab with nothing indented below it is text, as MkDocs leaves it.
    expect(rewriteMkDocsAdmonitions('=== "Alone"\n\nText.')).toBe('=== "Alone"\n\nText.');
  });

  it("reads MkDocs' blocks (/// tip | Title … ///): admonitions, their type option, details, sets of tabs, nested by slashes", async () => {
    const page = [
      '/// tip | Use it', '', 'Text *here*.', '', '///', '',
      '//// tab | Python 3.10+', '', '```py', 'x = 1', '```', '', '/// note', 'Inner.', '///', '', '////', '',
      '//// tab | Python 3.9+', 'Older.', '////', '',
      '/// admonition | Careful', '    type: warning', '', 'Body.', '///', '',
      '/// details | More', '    open: True', 'Hidden.', '///', '',
      '/// html | div', 'raw', '///',
    ].join('\n');
    expect(rewriteMkDocsAdmonitions(page).split('\n')).toEqual([
      ':::tip[Use it]', '', 'Text *here*.', '', ':::', '',
      '::::tabs', '::tab[Python 3.10+]', '', '```py', 'x = 1', '```', '', ':::note', 'Inner.', ':::', '', '', '',
      '::tab[Python 3.9+]', 'Older.', '::::', '',
      ':::warning[Careful]', '', '', 'Body.', ':::', '',
      ':::details[More]', '', 'Hidden.', ':::', '',
      '/// html | div', 'raw', '///',
    ]);
    const html = await render(page);
    expect(html.match(/ssg-admonition--\w+/g)).toEqual(['ssg-admonition--tip', 'ssg-admonition--note', 'ssg-admonition--warning']);
    expect(html).toContain('<p>Text <em>here</em>.</p>');
    // A block inside a code fence is code; one never closed is text.
    expect(rewriteMkDocsAdmonitions('```md\n/// note\nx\n///\n```')).toBe('```md\n/// note\nx\n///\n```');
    expect(rewriteMkDocsAdmonitions('/// note\nNever closed.\n\nMore text.')).toBe('/// note\nNever closed.\n\nMore text.');
  });

  it("leaves MkDocs' marks in code, indented, or without a body as written", () => {
    for (const page of ['```md\n!!! note\n    In a fence.\n```', 'Code:\n\n    !!! note\n        indented code', '!!! note\n\nNo body.', 'Text !!! note']) {
      expect(rewriteMkDocsAdmonitions(page)).toBe(page);
    }
  });
});
