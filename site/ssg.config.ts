import { defineConfig } from '@ssg/cli';

const GITHUB = 'https://github.com/orgs/flux0-ai/repositories';
const RAW = 'https://raw.githubusercontent.com/flux0-ai';
const FLUX0_TREE = 'https://github.com/flux0-ai/flux0/tree/develop';

/** An agent example's README from the main repository, shown under /docs/examples/<id>. */
function example(id: string, sidebarLabel: string, sourceFile: string) {
  return {
    id,
    url: `${RAW}/flux0/refs/heads/develop/examples/${id}/README.md`,
    kind: 'doc' as const,
    docPath: `examples/${id}.md`,
    sidebarLabel,
    linkBase: FLUX0_TREE,
    note: `This page is the README of [\`examples/${id}\`](${FLUX0_TREE}/examples/${id}) in the Flux0 repository. The example's source code is in [\`${sourceFile}\`](${FLUX0_TREE}/examples/${id}/${sourceFile}).`,
  };
}

/** A client demo's README from its own repository, shown under /docs/clients/<id>. */
function client(id: string, repo: string, sidebarLabel: string) {
  const tree = `https://github.com/flux0-ai/${repo}/tree/main`;
  return {
    id,
    url: `${RAW}/${repo}/refs/heads/main/README.md`,
    kind: 'doc' as const,
    docPath: `clients/${id}.md`,
    sidebarLabel,
    linkBase: tree,
    note: `This page is the README of the [\`${repo}\`](${tree}) repository.`,
  };
}

export default defineConfig({
  title: 'Flux0',
  tagline:
    'A powerful framework for deploying AI agents with multi-agent support, session management, event streaming, and LLM-agnostic integration.',
  url: 'https://flux0.dev',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  // The link-preview card (a PNG: social sites ignore SVG), drawn in src/social/social-card.svg.
  image: '/img/social-card.png',
  customCss: ['src/css/custom.css'],
  navbar: {
    title: 'Flux0',
    logo: { src: '/img/logo.svg', alt: 'Flux0 logo' },
    items: [
      { label: 'Learn', to: '/docs/quickstart/introduction', position: 'left', activeBasePath: '/docs' },
      { label: 'Blog', to: '/blog', position: 'left', activeBasePath: '/blog' },
      { label: 'GitHub', href: GITHUB, position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      { label: 'Learn', to: '/docs/quickstart/introduction' },
      { label: 'Blog', to: '/blog' },
      { label: 'GitHub', href: GITHUB },
    ],
    copyright: 'Copyright © 2025 Flux0.',
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  announcementBar: {
    id: 'api-reference-2025',
    content:
      'New in the docs: the <a href="/docs/category/api">Flux0 REST API reference</a>, with every agent and session endpoint and request samples.',
    backgroundColor: '#9d1149',
    textColor: '#ffffff',
    isCloseable: true,
  },
  remote: {
    sources: [
      example('static', 'Static', 'static_agent.py'),
      example('langchain_simple', 'Langchain - Simple', 'agent.py'),
      example('openai_simple', 'OpenAI - Simple', 'agent.py'),
      client('react-vite-minimal', 'flux0-react-vite-minimal-demo', 'React Vite Minimal'),
      client('react-vite-tanstack', 'flux0-react-vite-tanstack-demo', 'React Vite Tanstack Minimal'),
      { id: 'openapi', url: `${RAW}/flux0-api-spec/refs/heads/main/openapi.json`, kind: 'openapi' },
    ],
  },
  openapi: { source: 'openapi', routeBasePath: 'docs/api' },
  // Newer specs rename these pages; each redirect starts working when its old page is gone.
  redirects: [
    { from: '/docs/api/create-session-event', to: '/docs/api/create-event-and-stream' },
    { from: '/docs/api/fastapi', to: '/docs/api/flux0-api' },
  ],
  docs: { path: 'docs', routeBasePath: 'docs', sidebarId: 'learn', versionLabel: 'Next' },
  links: {
    onBrokenLinks: 'throw',
    onBrokenMarkdownLinks: 'warn',
    onBrokenAnchors: 'warn',
    onDuplicateRoutes: 'warn',
  },
  markdown: { toc: { minLevel: 2, maxLevel: 3 } },
});
