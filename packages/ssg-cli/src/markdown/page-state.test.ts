import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { createPageState, pageResult } from './page-state.js';

/** Bytes a character in V8's serialisation, which writes a string in the form it is held in. */
const width = (text: string): number => Math.round(serialize(text).length / text.length);

/** `text` held two bytes a character, as the processor's output often is: a slice of a string that needs two. */
const wide = (text: string): string => `\u2019${text}`.slice(1);

describe('pageResult', () => {
  const prose = 'Deploy the agent server, then stream its events to the client. '.repeat(4);

  it('holds the HTML, the Markdown and the section texts one byte a character when every character fits in one', () => {
    const state = createPageState({ source: prose, file: 'docs/a.md', absPath: '/site/docs/a.md', lineOffset: 0, trust: 'local' });
    state.markdown = wide(`# A\n\n${prose}`);
    state.excerptHtml = wide(`<p>${prose}</p>`);
    state.sections = [{ headings: [], text: wide(prose) }];
    expect([state.markdown, state.excerptHtml, state.sections[0]!.text, wide(prose)].map(width)).toEqual([2, 2, 2, 2]);
    const result = pageResult(state, wide(`<p>${prose}</p>`));
    expect(result).toMatchObject({ html: `<p>${prose}</p>`, markdown: `# A\n\n${prose}`, excerptHtml: `<p>${prose}</p>`, sections: [{ headings: [], text: prose }] });
    expect([result.html, result.markdown!, result.excerptHtml!, result.sections![0]!.text].map(width)).toEqual([1, 1, 1, 1]);
  });

  it('keeps a text with a character beyond Latin-1 as it is', () => {
    const html = `<p>${prose}\u2018quoted\u2019</p>`;
    const result = pageResult(createPageState({ source: '', file: 'docs/a.md', absPath: '/site/docs/a.md', lineOffset: 0, trust: 'local' }), html);
    expect(result.html).toBe(html);
  });
});
