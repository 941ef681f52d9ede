// The copy button the Markdown stage writes must be exactly what the theme's CopyButton island
// renders on the server, or React would hydrate it against other markup.
import { toHtml } from 'hast-util-to-html';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CopyButton, Island } from '@ssg/theme';
import { copyButtonIsland } from './code-figure.js';

describe('copyButtonIsland', () => {
  it('is the markup of the theme’s CopyButton island', () => {
    const island = renderToStaticMarkup(createElement(Island, { name: 'CopyButton', component: CopyButton, props: {}, strategy: 'intent' }));
    expect(toHtml(copyButtonIsland())).toBe(island);
  });
});
