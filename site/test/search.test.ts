// The real site's search, SEO and machine-readable outputs, built offline in memory: real queries
// run through the same client the search dialog uses, against the index the build wrote.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type BuildResult } from '@ssg/cli/build';
import { createSearchClient, type SearchClient } from '@ssg/theme/search';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let result: BuildResult;
let files: Map<string, string>;
let client: SearchClient;

beforeAll(async () => {
  result = await build({ root, offline: true });
  files = new Map(
    result.files.flatMap((file): [string, string][] =>
      'contents' in file ? [[file.path, typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8')]] : [],
    ),
  );
  client = createSearchClient(async (route) => {
    const text = files.get(route.slice(1));
    if (text === undefined) throw new Error(`no file at ${route}`);
    return JSON.parse(text) as unknown;
  });
});

const file = (route: string): string => {
  const text = files.get(route);
  if (text === undefined) throw new Error(`no file ${route}`);
  return text;
};

const POST = '/blog/releasing-monorepo-using-uv-workspace-and-python-semantic-release';

describe('site search', () => {
  // Query → the page the first result must be (and, where it matters, its section).
  const CASES: Array<[string, string, string?]> = [
    ['FLUX0_DB_URI', '/docs/configuration', '/docs/configuration#flux0_db_uri'],
    ['debugpy', '/docs/development/how-to-debug-in-vscode'],
    ['koyeb secret', '/docs/deployment/koyeb', '/docs/deployment/koyeb#step-1-store-your-api-key-as-a-secret'],
    ['stream events', '/docs/api/create-session-event'],
    ['uv workspace', POST],
    ['installation pip', '/docs/quickstart/installation'],
    ['FLUX0_LOG_LEVEL', '/docs/configuration', '/docs/configuration#flux0_log_level'],
    ['list agents', '/docs/api/list-agents'],
    ['tanstack', '/docs/clients/react-vite-tanstack'],
    ['semantic release', POST],
    ['agent_runner', '/docs/quickstart/first-agent'],
    ['docker', '/docs/deployment/docker'],
    ['instal', '/docs/quickstart/installation'],
    // A one-character word is indexed, and matched whole.
    ['step 1', '/docs/quickstart/first-agent', '/docs/quickstart/first-agent#step-1-install-langchain'],
    // A method and a path name one operation, before the others on the path ("List agents" has the better title words).
    ['POST /api/agents', '/docs/api/create-agent'],
    ['GET /api/agents', '/docs/api/list-agents'],
    ['post /api/ag', '/docs/api/create-agent'],
  ];

  it.each(CASES)('%s → %s', async (query, route, hit) => {
    const [first] = await client.search(query);
    expect(first?.route).toBe(route);
    if (hit) expect(first?.hits[0]?.route).toBe(hit);
  });

  it('finds sessions despite a typo (sesion)', async () => {
    const results = await client.search('sesion');
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]?.title).toMatch(/session/i);
    const marked = results[0]?.hits.flatMap((hit) => hit.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase())) ?? [];
    expect(marked.some((word) => word.startsWith('session'))).toBe(true);
  });

  it('finds agents despite two letters swapped (agnet), as one typo', async () => {
    const results = await client.search('agnet');
    expect(results[0]?.title).toMatch(/agent/i);
    expect(results[0]?.hits[0]?.snippet.some((part) => part.match && /^agents?$/i.test(part.text))).toBe(true);
  });

  it('indexes remote READMEs, API operations by path and parameter, and blog posts', async () => {
    const routes = async (query: string) => (await client.search(query)).map((group) => group.route);
    expect(await routes('StaticAgentRunner')).toContain('/docs/examples/static');
    expect((await routes('/api/sessions/{session_id}/events'))[0]).toMatch(/^\/docs\/api\/(list|create)-session-event/);
    expect((await routes('min_offset'))[0]).toBe('/docs/api/list-session-events');
    expect((await client.search('uv'))[0]?.kind).toBe('blog');
  });

  it('shows no section found only by its page title (every section carries it): the page\'s first stands for them', async () => {
    // "Create and stream session events": its parameters say nothing of events.
    const group = (await client.search('event')).find((candidate) => candidate.route === '/docs/api/create-session-event');
    expect(group?.hits.map((hit) => hit.route)).toEqual(['/docs/api/create-session-event']);
    expect(group?.hits[0]?.label.some((part) => part.match && /events/i.test(part.text))).toBe(true);
  });

  it('groups results by page, with heading paths and highlighted snippets', async () => {
    const [first] = await client.search('mongodb');
    expect(first).toMatchObject({ route: '/docs/configuration', title: 'Configuration', kind: 'doc' });
    expect(first?.hits[0]?.headings.at(-1)).toMatch(/MongoDB/);
    expect(first?.hits[0]?.snippet.some((part) => part.match && /mongodb/i.test(part.text))).toBe(true);
  });

  it('stays within 60 KB gzipped for this site', () => {
    const manifest = JSON.parse(file('search/manifest.json')) as { base: string; terms: Array<{ route: string }>; pages: Array<{ route: string }> };
    const routes = ['/search/manifest.json', manifest.base, ...manifest.terms.map((t) => t.route), ...manifest.pages.map((p) => p.route)];
    const gzipped = routes.reduce((sum, route) => sum + gzipSync(file(route.slice(1))).length, 0);
    expect(gzipped).toBeLessThanOrEqual(60 * 1024);
  });
});

describe('SEO files', () => {
  it('lists every indexable page in the sitemap with absolute URLs, and not the not-found page', () => {
    const sitemap = file('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain('https://flux0.dev/docs/quickstart/introduction');
    expect(locs).toContain(`https://flux0.dev${POST}`);
    expect(locs).toHaveLength(result.pages.length - 1);
    expect(locs.some((loc) => loc?.includes('404'))).toBe(false);
    expect(file('robots.txt')).toContain('Sitemap: https://flux0.dev/sitemap.xml');
  });

  it('gives each doc its own description, social card and JSON-LD', () => {
    const html = file('docs/examples/static/index.html');
    expect(html).toContain('<meta name="description" content="The static example is a runner that never calls a language model.');
    expect(html).toContain('<meta property="og:image" content="https://flux0.dev/img/social-card.png"/>');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(file('404.html')).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('machine-readable docs', () => {
  it('indexes every doc and API operation in llms.txt, linking to their Markdown', () => {
    const llms = file('llms.txt');
    expect(llms.startsWith('# Flux0\n\n> A powerful framework for deploying AI agents')).toBe(true);
    for (const route of ['/docs/quickstart/installation', '/docs/examples/static', '/docs/api/create-session-event', '/docs/configuration']) {
      expect(llms).toContain(`(https://flux0.dev${route}.md)`);
      expect(files.has(`${route.slice(1)}.md`)).toBe(true);
    }
    // An operation's line carries its meta description, taken from the spec.
    expect(llms).toContain('- [Create and stream session events](https://flux0.dev/docs/api/create-session-event.md): Adds an event (usually a user message) to the session');
    expect(llms).toContain(`## Optional\n\n- [Releasing a Monorepo using uv workspace and Python Semantic Release](https://flux0.dev${POST})`);
  });

  it('gathers every doc in llms-full.txt in sidebar order, as clean Markdown', () => {
    const full = file('llms-full.txt');
    const order = ['Source: https://flux0.dev/docs/quickstart/introduction\n', 'Source: https://flux0.dev/docs/quickstart/installation\n', 'Source: https://flux0.dev/docs/configuration\n', 'Source: https://flux0.dev/docs/api/list-session-events\n'];
    const positions = order.map((marker) => full.indexOf(marker));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(full).not.toMatch(/<(div|span|aside|figure|script)\b/);
    expect(full).not.toContain(':::');
    expect(file('docs/configuration.md')).toMatch(/^# Configuration\n/);
  });
});
