import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../content/types.js';
import { checkLinks, type LinkRules } from './check-links.js';
import { editDistance } from '../report/closest.js';
import { closestRoute } from './closest-route.js';
import { buildRouteGraph, normalizeRoute } from './route-graph.js';

const rules: LinkRules = { onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'warn', onBrokenAnchors: 'warn', onDuplicateRoutes: 'warn' };

function page(route: string, source: string, extra: Partial<PageRecord> = {}): PageRecord {
  return { route, source, data: { kind: 'not-found', route, title: route }, links: [], anchors: [], assets: [], ...extra };
}

const link = (target: string, line: number, kind: 'link' | 'markdown' = 'link', written = target) => ({
  target,
  written,
  kind,
  position: { file: 'docs/quickstart/installation.md', line, column: 7 },
});

describe('checkLinks on links of upstream content (an API specification)', () => {
  const upstream = 'the OpenAPI document at the JSON pointer /paths/~1a/get/description';
  const spec = page('/docs/api/a', 'remote/openapi.json', {
    anchors: ['responses'],
    links: [
      { target: '/rest/overview', written: '/rest/overview', kind: 'link', position: { file: 'remote/openapi.json', line: 120, column: 33 }, upstream },
      { target: '#set-permissions', written: '#set-permissions', kind: 'link', position: { file: 'remote/openapi.json', line: 121, column: 9 }, upstream },
      { target: '#responses', written: '#responses', kind: 'link', position: { file: 'remote/openapi.json', line: 122, column: 9 }, upstream },
    ],
  });
  const graph = buildRouteGraph({ pages: [spec], files: [] });

  it('warns, even under onBrokenLinks: throw, naming the source and JSON pointer', () => {
    expect(checkLinks({ graph, rules, rendered: new Map() }).map(({ severity, file, line, message }) => ({ severity, file, line, message }))).toEqual([
      { severity: 'warning', file: 'remote/openapi.json', line: 120, message: `broken link /rest/overview in ${upstream}` },
      { severity: 'warning', file: 'remote/openapi.json', line: 121, message: `broken anchor #set-permissions in ${upstream}` },
    ]);
  });

  it('reports a broken link of text shown on many pages (a shared schema description) once, with the number of pages', () => {
    const schemaLink = { target: '#scheduled_queries', written: '#scheduled_queries', kind: 'link' as const, position: { file: 'stripe.yaml', line: 9084, column: 63 }, upstream: 'the OpenAPI document at the JSON pointer /components/schemas/file/description' };
    const operations = ['/docs/api/get-files', '/docs/api/post-files', '/docs/api/get-files-file'].map((route) => page(route, 'stripe.yaml', { links: [schemaLink] }));
    const shared = checkLinks({ graph: buildRouteGraph({ pages: operations, files: [] }), rules });
    expect(shared.map(({ file, line, column, message }) => ({ file, line, column, message }))).toEqual([
      { file: 'stripe.yaml', line: 9084, column: 63, message: `broken anchor #scheduled_queries in ${schemaLink.upstream}  (on 3 pages)` },
    ]);
    expect(shared[0]!.hint).toBe('/docs/api/get-files has no heading or element with id "scheduled_queries".');
  });

  it('says how to get VitePress\'s heading ids when an anchor is one of them', () => {
    const config = page('/config', 'docs/config.md', { anchors: ['serverport'] });
    const guide = page('/guide', 'docs/guide.md', { links: [link('/config#server-port', 3), link('/config#server-host', 4)] });
    const found = checkLinks({ graph: buildRouteGraph({ pages: [config, guide], files: [] }), rules });
    expect(found.map((diagnostic) => [diagnostic.message, diagnostic.hint?.includes("headingIds: 'vitepress'")])).toEqual([
      ['broken anchor /config#server-port  (did you mean #serverport?)', true],
      ['broken anchor /config#server-host  (did you mean #serverport?)', false],
    ]);
  });

  it('stays quiet when the rule is ignore', () => {
    expect(checkLinks({ graph, rules: { ...rules, onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore' }, rendered: new Map() })).toEqual([]);
  });
});

describe('checkLinks', () => {
  const pages = [
    page('/docs/quickstart/first-agent', 'docs/quickstart/first-agent.md', { anchors: ['step-1'] }),
    page('/docs/quickstart/installation', 'docs/quickstart/installation.md', {
      anchors: ['-option-1-install-via-pypi'],
      links: [
        link('/docs/quickstart/first-agnt', 42),
        link('/docs/quickstart/first-agent#step-9', 43),
        link('#nope', 44),
        link('../missing.md', 45, 'markdown', '../missing.md'),
        link('/img/logo.svg', 46),
        link('/docs/quickstart/first-agent#step-1', 47),
      ],
    }),
  ];
  const graph = buildRouteGraph({ pages, files: ['img/logo.svg'] });

  it('reports each broken content link at its position with a suggestion', () => {
    const diagnostics = checkLinks({ graph, rules });
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        rule: 'onBrokenLinks',
        file: 'docs/quickstart/installation.md',
        line: 42,
        column: 7,
        message: 'broken link /docs/quickstart/first-agnt  (did you mean /docs/quickstart/first-agent?)',
      },
      expect.objectContaining({ severity: 'warning', rule: 'onBrokenAnchors', line: 43, message: 'broken anchor /docs/quickstart/first-agent#step-9  (did you mean #step-1?)' }),
      expect.objectContaining({ severity: 'warning', rule: 'onBrokenAnchors', line: 44, message: 'broken anchor #nope' }),
      expect.objectContaining({ severity: 'warning', rule: 'onBrokenMarkdownLinks', line: 45, message: 'broken Markdown link ../missing.md (no such file)' }),
    ]);
  });

  it('keeps the suggestions it works out in the map it is given, and takes them from there the next time', () => {
    const suggestions = new Map<string, string | undefined>();
    checkLinks({ graph, rules, suggestions });
    expect(suggestions.get('/docs/quickstart/first-agnt')).toBe('did you mean /docs/quickstart/first-agent?');
    suggestions.set('/docs/quickstart/first-agnt', 'did you mean /kept?');
    expect(checkLinks({ graph, rules, suggestions })[0]!.message).toBe('broken link /docs/quickstart/first-agnt  (did you mean /kept?)');
  });

  it('works out the suggestion for each broken anchor once, and stops suggesting when the searches have compared enough', () => {
    // A README of 20,000 options, each linking to a missing "#api" and to a mistyped option: the
    // repeated anchor is one search, and the mistyped ones stop being searched once 5 million
    // headings have been compared (about 250 searches), so the check stays well under a second.
    const count = 20_000;
    const headings = Array.from({ length: count }, (_, i) => `option-${i}`);
    const readme = page('/docs/readme', 'docs/readme.md', {
      anchors: headings,
      links: headings.flatMap((_, i) => [
        { target: '#api', written: '#api', kind: 'link' as const, position: { file: 'docs/readme.md', line: 2 * i + 1, column: 1 } },
        { target: `#optoin-${i}`, written: `#optoin-${i}`, kind: 'link' as const, position: { file: 'docs/readme.md', line: 2 * i + 2, column: 1 } },
      ]),
    });
    const diagnostics = checkLinks({ graph: buildRouteGraph({ pages: [readme], files: [] }), rules });
    expect(diagnostics).toHaveLength(2 * count);
    expect(diagnostics[0]!.message).toBe('broken anchor #api');
    expect(diagnostics[1]!.message).toBe('broken anchor #optoin-0  (did you mean #option-0?)');
    expect(diagnostics.at(-1)!.message).toBe(`broken anchor #optoin-${count - 1}`);
    const suggested = diagnostics.filter((d) => d.message.includes('did you mean')).length;
    expect(suggested).toBeGreaterThan(100);
    expect(suggested).toBeLessThan(count);
  });

  it('follows the configured levels', () => {
    const relaxed = checkLinks({ graph, rules: { ...rules, onBrokenLinks: 'warn', onBrokenAnchors: 'ignore', onBrokenMarkdownLinks: 'throw' } });
    expect(relaxed.map((d) => `${d.rule}:${d.severity}`)).toEqual(['onBrokenLinks:warning', 'onBrokenMarkdownLinks:error']);
  });

  it('reports a broken navbar or footer link once, at the config', () => {
    const layout = checkLinks({ graph: buildRouteGraph({ pages: pages.map((p) => ({ ...p, links: [] })), files: [] }), rules, layout: { links: ['/blgo', '/docs/quickstart/installation'], pages: 2 } });
    expect(layout).toEqual([
      { severity: 'error', rule: 'onBrokenLinks', file: 'ssg.config.ts', message: 'broken link /blgo  (appears on all 2 pages — check the navbar/footer config)' },
    ]);
  });

  it('still reports a config link site-wide when one page also has it in its content', () => {
    const withContentLink = [
      page('/a', 'docs/a.md', { links: [{ target: '/blgo', written: '/blgo', kind: 'link', position: { file: 'docs/a.md', line: 3, column: 1 } }] }),
      page('/b', 'docs/b.md'),
      page('/c', 'docs/c.md'),
    ];
    const diagnostics = checkLinks({ graph: buildRouteGraph({ pages: withContentLink, files: [] }), rules, layout: { links: ['/blgo'], pages: 3 } });
    expect(diagnostics.map((d) => `${d.file}:${d.line ?? ''}  ${d.message}`)).toEqual([
      'docs/a.md:3  broken link /blgo',
      'ssg.config.ts:  broken link /blgo  (appears on all 3 pages — check the navbar/footer config)',
    ]);
  });

  it('reports a broken link of page data once per target, not twice when the content has it too', () => {
    const only = [page('/a', 'docs/a.md', { links: [{ target: '/gone', written: '/gone', kind: 'link', position: { file: 'docs/a.md', line: 2, column: 4 } }] }), page('/b', 'docs/b.md'), page('/c', 'docs/c.md')];
    const data = [
      { target: '/gone', from: '/a', source: 'docs/a.md' },
      { target: '/missing#x', from: '/b', source: 'docs/b.md' },
      { target: '/missing', from: '/c', source: 'docs/c.md' },
      { target: '/b', from: '/c', source: 'docs/c.md' },
    ];
    expect(checkLinks({ graph: buildRouteGraph({ pages: only, files: [] }), rules, data }).map((d) => `${d.file}  ${d.message}`)).toEqual([
      'docs/a.md  broken link /gone',
      'docs/b.md  broken link /missing  (appears on 2 pages, first in docs/b.md)',
    ]);
  });

  it('warns about duplicate routes naming both sources', () => {
    const duplicated = buildRouteGraph({ pages: [page('/a', 'docs/a.md'), page('/a/', 'docs/a/index.md')], files: [] });
    expect(checkLinks({ graph: duplicated, rules })).toEqual([
      expect.objectContaining({ severity: 'warning', rule: 'onDuplicateRoutes', message: 'duplicate route /a: claimed by docs/a.md and docs/a/index.md; the first one is kept' }),
    ]);
    // Routes that one case-insensitive file system would write to one file.
    const twins = buildRouteGraph({ pages: [page('/docs/Intro', 'docs/Intro.md'), page('/docs/intro', 'docs/intro.md'), page('/docs/other', 'docs/other.md')], files: [] });
    expect(checkLinks({ graph: twins, rules })).toEqual([
      expect.objectContaining({
        severity: 'warning',
        rule: 'onDuplicateRoutes',
        file: 'docs/intro.md',
        message: 'routes /docs/Intro and /docs/intro (docs/Intro.md and docs/intro.md) differ only in case: on a case-insensitive file system or host (macOS, Windows) one replaces the other',
      }),
    ]);
  });
});

describe('route helpers', () => {

  it('normalises .html and trailing slashes', () => {
    expect(normalizeRoute('/docs/x/index.html')).toBe('/docs/x');
    expect(normalizeRoute('/docs/x.html')).toBe('/docs/x');
    expect(normalizeRoute('/docs/x/')).toBe('/docs/x');
    expect(normalizeRoute('/index.html')).toBe('/');
  });

  it('measures edit distance and proposes near routes only', () => {
    expect(editDistance('first-agnt', 'first-agent')).toBe(1);
    expect(closestRoute('/docs/quickstart/first-agnt', ['/docs/quickstart/first-agent', '/blog'])).toBe('/docs/quickstart/first-agent');
    expect(closestRoute('/completely/else', ['/docs/a'])).toBeUndefined();
    expect(closestRoute('/docs/first-agent', ['/docs/quickstart/first-agent'])).toBe('/docs/quickstart/first-agent');
  });
});
