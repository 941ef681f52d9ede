import { describe, expect, it } from 'vitest';
import type { RedirectRule } from '../config/schema.js';
import type { PageRecord } from '../content/types.js';
import { buildRouteGraph } from '../graph/route-graph.js';
import { planRedirects, type RedirectsInput } from './redirects.js';

const page = (route: string): PageRecord => ({ route, source: `docs${route}.md`, data: { kind: 'not-found', route, title: route }, links: [], anchors: [], assets: [] });

function plan(rules: RedirectRule[], options: Partial<RedirectsInput> = {}) {
  const graph = buildRouteGraph({ pages: ['/', '/docs/api/flux0-api', '/docs/api/create-event-and-stream', '/docs/intro'].map(page), files: ['img/logo.svg'] });
  return planRedirects({ rules, graph, site: { baseUrl: '/', url: 'https://flux0.dev' }, configFile: 'ssg.config.ts', onBrokenLinks: 'throw', ...options });
}
const text = (files: ReturnType<typeof plan>['files'], path: string): string => {
  const file = files.find((candidate) => candidate.path === path);
  return file && 'contents' in file ? String(file.contents) : '';
};

describe('planRedirects', () => {
  it('writes a redirect document per old route and a 301 line per redirect, under the base URL', () => {
    const { files, redirects, diagnostics } = plan(
      [{ from: ['/docs/api/fastapi', '/docs/api/openapi/'], to: '/docs/api/flux0-api' }, { from: '/docs/old-intro', to: '/docs/intro#next-steps' }],
      { site: { baseUrl: '/flux0/', url: 'https://flux0.dev' } },
    );
    expect(diagnostics).toEqual([]);
    expect([...redirects]).toEqual([
      ['/docs/api/fastapi', '/docs/api/flux0-api'],
      ['/docs/api/openapi', '/docs/api/flux0-api'],
      ['/docs/old-intro', '/docs/intro#next-steps'],
    ]);
    expect(files.map((file) => file.path)).toEqual(['docs/api/fastapi/index.html', 'docs/api/openapi/index.html', 'docs/old-intro/index.html', '_redirects']);
    const html = text(files, 'docs/api/fastapi/index.html');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/flux0/docs/api/flux0-api">');
    expect(html).toContain('<link rel="canonical" href="https://flux0.dev/flux0/docs/api/flux0-api">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<a href="/flux0/docs/api/flux0-api">');
    expect(html).toContain('location.replace("/flux0/docs/api/flux0-api"+location.search+location.hash)');
    // A target with its own hash keeps it, also in the script.
    expect(text(files, 'docs/old-intro/index.html')).toContain('location.replace("/flux0/docs/intro#next-steps")</script>');
    expect(text(files, '_redirects')).toBe(
      '/flux0/docs/api/fastapi /flux0/docs/api/flux0-api 301\n/flux0/docs/api/openapi /flux0/docs/api/flux0-api 301\n/flux0/docs/old-intro /flux0/docs/intro#next-steps 301\n',
    );
  });

  it('keeps the site’s own _redirects rules first', () => {
    const { files } = plan([{ from: '/old', to: '/docs/intro' }], { staticRules: '# own\n/team https://example.com/team 302\n\n' });
    expect(text(files, '_redirects')).toBe('# own\n/team https://example.com/team 302\n/old /docs/intro 301\n');
    expect(plan([], { staticRules: '/a /b' }).files).toEqual([{ path: '_redirects', contents: '/a /b\n' }]);
    expect(plan([]).files).toEqual([]);
  });

  it('lets a page win over a redirect from its route, so a redirect can be added before the rename', () => {
    const { files, redirects, diagnostics } = plan([{ from: '/docs/intro', to: '/docs/introduction' }, { from: '/img/logo.svg', to: '/' }]);
    expect([diagnostics, [...redirects], files]).toEqual([[], [], []]);
  });

  it('follows chains to their end, to pages and to absolute URLs', () => {
    const { redirects, diagnostics } = plan([
      { from: '/v1/sessions', to: '/v2/sessions' },
      { from: '/v2/sessions', to: '/docs/api/create-event-and-stream' },
      { from: '/forum', to: 'https://github.com/flux0-ai/flux0/discussions' },
      { from: '/chat', to: '/forum' },
    ]);
    expect(diagnostics).toEqual([]);
    expect(Object.fromEntries(redirects)).toEqual({
      '/v1/sessions': '/docs/api/create-event-and-stream',
      '/v2/sessions': '/docs/api/create-event-and-stream',
      '/forum': 'https://github.com/flux0-ai/flux0/discussions',
      '/chat': 'https://github.com/flux0-ai/flux0/discussions',
    });
  });

  it('reports loops and routes redirected twice as errors naming the config file', () => {
    const { redirects, diagnostics } = plan([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a' },
      { from: '/c', to: '/docs/intro' },
      { from: ['/d', '/c'], to: '/' },
    ]);
    expect(redirects.get('/c')).toBe('/docs/intro');
    expect(diagnostics.map(({ severity, rule, file, message, keyPath }) => `${severity} ${rule} ${file} ${keyPath.join('.')}: ${message}`)).toEqual([
      'error redirects ssg.config.ts redirects.3.from: redirects[3]: /c is redirected twice, to /docs/intro and to /',
      'error redirects ssg.config.ts redirects.0.to: redirects: /a is redirected in a loop (/a → /b → /a)',
      'error redirects ssg.config.ts redirects.1.to: redirects: /b is redirected in a loop (/b → /a → /b)',
    ]);
  });

  it('reports a target that is not a page by links.onBrokenLinks, with the nearest route', () => {
    const rules = [{ from: '/docs/api/fastapi', to: '/docs/api/flux0-ap' }];
    expect(plan(rules).diagnostics).toEqual([
      {
        severity: 'error',
        rule: 'onBrokenLinks',
        file: 'ssg.config.ts',
        message: 'redirects: /docs/api/fastapi is redirected to /docs/api/flux0-ap, which is not a page of the site',
        hint: 'Did you mean /docs/api/flux0-api?',
        keyPath: ['redirects', 0, 'to'],
      },
    ]);
    expect(plan(rules, { onBrokenLinks: 'warn' }).diagnostics[0]?.severity).toBe('warning');
    const ignored = plan(rules, { onBrokenLinks: 'ignore' });
    expect([ignored.diagnostics, ignored.files]).toEqual([[], []]);
  });
});
