import { defineConfig } from '@ssg/cli';

const GITHUB = 'https://github.com/orgs/flux0-ai/repositories';

export default defineConfig({
  title: 'Flux0',
  tagline:
    'A powerful framework for deploying AI agents with multi-agent support, session management, event streaming, and LLM-agnostic integration.',
  url: 'https://flux0.dev',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
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
  docs: { path: 'docs', routeBasePath: 'docs', sidebarId: 'learn', versionLabel: 'Next' },
  links: {
    onBrokenLinks: 'throw',
    onBrokenMarkdownLinks: 'warn',
    onBrokenAnchors: 'warn',
    onDuplicateRoutes: 'warn',
  },
  markdown: { toc: { minLevel: 2, maxLevel: 3 } },
});
