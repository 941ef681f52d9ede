// Builds the real Flux0 site in memory (offline: remote sources from the committed snapshots)
// and checks its routes and content, not just that files exist.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '@ssg/cli/build';

const root = path.resolve(import.meta.dirname, '..');
let result: BuildResult;
let html: Map<string, string>;

beforeAll(async () => {
  result = await build({ root, offline: true });
  html = new Map(
    result.files.flatMap((file): [string, string][] =>
      'contents' in file ? [[file.path, typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8')]] : [],
    ),
  );
});

function page(route: string): string {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
  const text = html.get(file);
  if (text === undefined) throw new Error(`no page at ${route}`);
  return text;
}

const text = (fragment: string): string => fragment.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").trim();

const ROUTES = [
  '/',
  '/markdown-page',
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/authors/yangshun',
  '/blog/authors/all-sebastien-lorber-articles',
  '/blog/tags',
  '/blog/tags/monorepo',
  '/blog/tags/python',
  '/blog/tags/semantic-release',
  '/blog/tags/uv',
  '/blog/releasing-monorepo-using-uv-workspace-and-python-semantic-release',
  '/docs/quickstart/introduction',
  '/docs/quickstart/installation',
  '/docs/quickstart/first-agent',
  '/docs/configuration',
  '/docs/deployment/docker',
  '/docs/deployment/koyeb',
  '/docs/development/how-to-debug-in-vscode',
  '/docs/clients/react-vite-minimal',
  '/docs/clients/react-vite-tanstack',
  '/docs/examples/langchain_simple',
  '/docs/examples/openai_simple',
  '/docs/examples/static',
  '/docs/category/clients',
  '/docs/category/examples',
  '/docs/category/api',
  '/docs/api/fastapi',
  ...['list-agents', 'create-agent', 'retrieve-agent', 'create-session', 'list-sessions', 'retrieve-session', 'create-session-event', 'list-session-events'].map((slug) => `/docs/api/${slug}`),
];

describe('the Flux0 site', () => {
  it('has every route of the site map, and a 404 page', () => {
    for (const route of ROUTES) expect(() => page(route), route).not.toThrow();
    expect(html.get('404.html')).toContain('Page Not Found');
  });

  it('builds with no link warnings or errors', () => {
    const linkRules = ['onBrokenLinks', 'onBrokenMarkdownLinks', 'onBrokenAnchors', 'onDuplicateRoutes'];
    expect(result.diagnostics.filter((d) => linkRules.includes(d.rule) || d.severity === 'error')).toEqual([]);
  });

  it('shows the title, tagline and quick-start button on the home page', () => {
    const home = page('/');
    expect(home).toContain('<title>Flux0');
    expect(home).toContain('A powerful framework for deploying AI agents with multi-agent support, session management, event streaming, and LLM-agnostic integration.');
    expect(home).toMatch(/<a[^>]+href="\/docs\/quickstart\/introduction"[^>]*>Quick Start - 5min ⏱️<\/a>/);
    for (const feature of ['Multi-Agent Orchestration', 'Session &amp; Event Streaming', 'Framework-Agnostic Integration']) expect(home).toContain(feature);
  });

  it('gives the installation page GitHub-style heading ids and a TOC of h2-h3', () => {
    const installation = page('/docs/quickstart/installation');
    expect(installation).toContain('id="-option-1-install-via-pypi"');
    expect(installation).toContain('href="#-option-1-install-via-pypi"');
    expect(installation).toContain('<title>Installation | Flux0</title>');
  });

  it('orders the learn sidebar as the site map says', () => {
    const sidebar = page('/docs/quickstart/introduction').match(/<nav[^>]*data-ssg-sidebar[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? '';
    const topLevel = ['Quickstart', 'Deployment', 'Clients', 'Examples', 'Development', 'Configuration', 'API'];
    const positions = topLevel.map((label) => sidebar.indexOf(`>${label}<`));
    expect(positions.every((position) => position >= 0), `sidebar labels: ${positions.join(',')}`).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Off its path, a category is one link to its page; on an API page the API category is open.
    expect(sidebar).toContain('<a href="/docs/category/api">API</a>');
    const apiPage = page('/docs/api/fastapi').match(/<nav[^>]*data-ssg-sidebar[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? '';
    const api = apiPage.slice(apiPage.indexOf('>API<'));
    // Tags show their display names (`agents` → `Agents`); operations keep the spec's order.
    expect(api.indexOf('FastAPI')).toBeLessThan(api.indexOf('>Agents<'));
    expect(api.indexOf('>Agents<')).toBeLessThan(api.indexOf('>Sessions<'));
    const sessions = page('/docs/api/create-session').match(/<nav[^>]*data-ssg-sidebar[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? '';
    expect(sessions.indexOf('>Create a new session<')).toBeGreaterThan(0);
    expect(sessions.indexOf('>Create a new session<')).toBeLessThan(sessions.indexOf('>List Sessions<'));
  });

  it('redirects /docs to the introduction', () => {
    expect(html.get('docs/index.html')).toContain('url=/docs/quickstart/introduction');
  });

  it('renders the VS Code page with its own heading and sidebar label', () => {
    const vscode = page('/docs/development/how-to-debug-in-vscode');
    expect(vscode.match(/<h1/g)).toHaveLength(1);
    expect(vscode).toContain('How to debug in VS Code');
  });

  it('shows remote example pages with the source note, from the offline snapshots', () => {
    const example = page('/docs/examples/static');
    expect(example).toContain('ssg-admonition--note');
    expect(example).toContain('static_agent.py');
  });

  it('lists the generated category indexes with their descriptions and cards', () => {
    expect(page('/docs/category/api')).toContain('Flux0 API specification.');
    expect(page('/docs/category/examples')).toContain('Flux0 examples');
    expect(page('/docs/category/clients')).toContain('href="/docs/clients/react-vite-minimal"');
  });

  it('publishes the blog post, its feeds and the tag pages', () => {
    const post = page('/blog/releasing-monorepo-using-uv-workspace-and-python-semantic-release');
    expect(post).toContain('Releasing a Monorepo using uv workspace and Python Semantic Release');
    expect(post).toContain('Asaf Shakarchi');
    expect(page('/blog')).toContain('Read more');
    expect(html.get('blog/rss.xml')).toContain('<rss');
    expect(html.get('blog/atom.xml')).toContain('<feed');
    expect(page('/')).toContain('type="application/rss+xml"');
    expect(text(page('/blog/tags'))).toContain('Python');
  });

  it('has the footer copyright, the GitHub link and the skip link on every page', () => {
    for (const route of ['/', '/docs/configuration', '/blog']) {
      const doc = page(route);
      expect(doc).toContain('Copyright © 2025 Flux0.');
      expect(doc).toContain('href="https://github.com/orgs/flux0-ai/repositories"');
      expect(doc).toContain('Skip to main content');
      expect(doc).toContain('<html lang="en"');
    }
  });

  it('gives every page that has a Markdown file, and only those, a "Copy page" button and link to it', () => {
    const markdown = [...html.keys()].filter((file) => file.endsWith('.md')).map((file) => `/${file}`).sort();
    const copied = [...html.entries()].flatMap(([file, doc]) => {
      if (!file.endsWith('.html')) return [];
      const source = /data-ssg-copy-page="([^"]+)"/.exec(doc)?.[1];
      if (source === undefined) return [];
      expect(doc, file).toContain(`class="ssg-page-actions__link" href="${source}"`);
      return [source];
    });
    expect(copied.sort()).toEqual(markdown);
    expect(markdown).toContain('/docs/api/create-agent.md');
    expect(markdown.some((file) => file.startsWith('/blog'))).toBe(false);
  });
});
