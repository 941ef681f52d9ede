// Sample site and page data shared by the theme's tests.
import type { DocPageData, SidebarItem, SiteData } from '../contract/index.js';

export function makeSite(overrides: Partial<SiteData> = {}): SiteData {
  return {
    title: 'Flux0',
    tagline: 'A framework for deploying AI agents.',
    lang: 'en',
    dir: 'ltr',
    url: 'https://flux0.dev',
    baseUrl: '/',
    navbar: {
      title: 'Flux0',
      items: [
        { label: 'Learn', to: '/docs/quickstart/introduction', position: 'left', activeBasePath: '/docs' },
        { label: 'Blog', to: '/blog', position: 'left', activeBasePath: '/blog' },
        { label: 'GitHub', href: 'https://github.com/orgs/flux0-ai/repositories', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { label: 'Learn', to: '/docs/quickstart/introduction' },
        { label: 'Blog', to: '/blog' },
        { label: 'GitHub', href: 'https://github.com/orgs/flux0-ai/repositories' },
      ],
      copyright: 'Copyright © 2025 Flux0.',
    },
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
    buildId: 'build-42',
    assets: { css: ['/assets/css/styles.3f2a.css'], js: ['/assets/js/main.9c1e.js'] },
    docsVersionLabel: 'Next',
    ...overrides,
  };
}

export const SIDEBAR: SidebarItem[] = [
  {
    type: 'category',
    label: 'Quickstart',
    items: [
      { type: 'link', label: 'Introduction', route: '/docs/quickstart/introduction' },
      { type: 'link', label: 'Installation', route: '/docs/quickstart/installation' },
    ],
  },
  {
    type: 'category',
    label: 'Clients',
    route: '/docs/category/clients',
    items: [{ type: 'link', label: 'React + Vite', route: '/docs/clients/react-vite-minimal' }],
  },
  { type: 'link', label: 'Configuration', route: '/docs/configuration' },
  {
    type: 'category',
    label: 'API',
    route: '/docs/category/api',
    items: [
      { type: 'link', label: 'Flux0 API', route: '/docs/api/fastapi' },
      {
        type: 'category',
        label: 'agents',
        items: [
          { type: 'link', label: 'List agents', route: '/docs/api/list-agents', badge: 'get' },
          { type: 'link', label: 'Create agent', route: '/docs/api/create-agent', badge: 'post' },
        ],
      },
    ],
  },
];

export function makeDoc(overrides: Partial<DocPageData> = {}): DocPageData {
  return {
    kind: 'doc',
    route: '/docs/quickstart/installation',
    title: 'Installation',
    description: 'Install the Flux0 server.',
    sidebar: SIDEBAR,
    breadcrumbs: [{ label: 'Quickstart' }, { label: 'Installation', route: '/docs/quickstart/installation' }],
    prev: { label: 'Introduction', route: '/docs/quickstart/introduction' },
    next: { label: 'Configuration', route: '/docs/configuration' },
    toc: [
      { id: 'prerequisites', html: 'Prerequisites', depth: 2 },
      { id: 'with-pip', html: 'With <code>pip</code>', depth: 3 },
    ],
    metadata: { id: 'quickstart/installation', path: 'quickstart/installation.md', sidebar: 'learn' },
    html: '<p>Install the server.</p><h2 id="prerequisites">Prerequisites</h2>',
    hideTitle: false,
    hideTableOfContents: false,
    ...overrides,
  };
}
