import { describe, expect, it } from 'vitest';
import { keepQuery, parseRedirectsFile, redirectLine } from './redirects-file.js';

describe('_redirects', () => {
  it('writes one line per redirect, encoding what is not printable ASCII', () => {
    expect(redirectLine('/docs/café', '/docs/new page#été')).toBe('/docs/caf%C3%A9 /docs/new%20page#%C3%A9t%C3%A9 301');
    expect(parseRedirectsFile(`${redirectLine('/docs/café', '/docs/cafe')}\n`)).toEqual([{ segments: ['docs', 'café'], location: '/docs/cafe', status: 301 }]);
  });

  it('reads the plain-path rules and leaves the others to the host', () => {
    const text = [
      '# comment',
      '',
      '  /old   /new  ',
      '/moved https://example.com/x 302',
      '/forced /y 301!',
      '/news/* /blog/:splat 301',
      '/store id=:id /product/:id 301',
      '/app/:name /apps 301',
      '/spa /index.html 200',
      '/gone /nowhere 404',
      '/bad%zz /x',
      'relative /x',
    ].join('\r\n');
    expect(parseRedirectsFile(text)).toEqual([
      { segments: ['old'], location: '/new', status: 301 },
      { segments: ['moved'], location: 'https://example.com/x', status: 302 },
      { segments: ['forced'], location: '/y', status: 301 },
    ]);
  });

  it('passes the query on unless the rule has its own', () => {
    expect(keepQuery('/new', '?x=1')).toBe('/new?x=1');
    expect(keepQuery('/new#part', '?x=1')).toBe('/new?x=1#part');
    expect(keepQuery('/new?y=2', '?x=1')).toBe('/new?y=2');
    expect(keepQuery('/new', '')).toBe('/new');
  });
});
