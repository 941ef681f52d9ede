// The files `ssg init` writes for a new site: a config, two docs pages, a blog post, a home page,
// a stylesheet, an optional OpenAPI document and a .gitignore. Pure: answers in, files out.

export interface InitAnswers {
  title: string;
  /** Production origin, e.g. `https://docs.example.com`. */
  url: string;
  /** Starts and ends with `/`. */
  baseUrl: string;
  blog: boolean;
  api: boolean;
  /** Today, `YYYY-MM-DD`: the date of the first blog post. */
  today: string;
}

/** Files by path relative to the site folder. */
export type ScaffoldFiles = Record<string, string>;

const q = (value: string): string => JSON.stringify(value);

function config(answers: InitAnswers): string {
  const navItems = [
    `      { label: 'Docs', to: '/docs/intro', position: 'left', activeBasePath: '/docs' },`,
    ...(answers.api ? [`      { label: 'API', to: '/docs/api/example-api', position: 'left', activeBasePath: '/docs/api' },`] : []),
    ...(answers.blog ? [`      { label: 'Blog', to: '/blog', position: 'left', activeBasePath: '/blog' },`] : []),
  ];
  const footerLinks = [`{ label: 'Docs', to: '/docs/intro' }`, ...(answers.blog ? [`{ label: 'Blog', to: '/blog' }`] : [])];
  return `import { defineConfig } from '@ssg/cli';

export default defineConfig({
  title: ${q(answers.title)},
  tagline: 'Documentation, built with ssg.',
  url: ${q(answers.url)},
  baseUrl: ${q(answers.baseUrl)},
  customCss: ['src/css/custom.css'],
  navbar: {
    items: [
${navItems.join('\n')}
    ],
  },
  footer: {
    links: [${footerLinks.join(', ')}],
    copyright: ${q(`Copyright © ${answers.today.slice(0, 4)} ${answers.title}.`)},
  },
${answers.blog ? '' : '  blog: false,\n'}${answers.api ? "  openapi: { source: 'openapi.yaml' },\n" : ''}});
`;
}

const INTRO = `---
sidebar_position: 1
---

# Introduction

Welcome! This page is \`docs/intro.md\`. Every Markdown file in \`docs/\` becomes a page, and
folders become sidebar categories.

- Edit this file and run \`npx ssg serve\`: the open page updates as you save.
- Read the [guide to writing pages](./guides/writing-pages.md) next.

:::tip
Links between Markdown files (\`./guides/writing-pages.md\`) are checked on every build.
:::
`;

const GUIDE = `---
sidebar_position: 1
description: Front matter, code blocks and admonitions.
---

# Writing pages

Pages are GitHub-flavoured Markdown with front matter:

\`\`\`md title="docs/example.md"
---
title: A page
sidebar_position: 2
---

Text with **emphasis** and a [link](../intro.md).
\`\`\`

Code blocks are highlighted at build time; \`{2}\` marks a line:

\`\`\`ts {2}
export function greet(name: string): string {
  return \`Hello, \${name}!\`;
}
\`\`\`

:::note
The sidebar follows the folders; \`_category_.json\` names a folder's category.
:::
`;

const CATEGORY = `{
  "label": "Guides",
  "position": 2
}
`;

function post(answers: InitAnswers): string {
  return `---
title: Welcome
authors: [team]
tags: [news]
---

This is the first post of ${answers.title}'s blog. Posts live in \`blog/\`, named
\`YYYY-MM-DD-slug.md\` (the post's address is then \`/blog/YYYY/MM/DD/slug\`, unless its front
matter gives a \`slug\`); the part above the truncate marker is the excerpt on the blog's index.

<!-- truncate -->

Authors are described in \`blog/authors.yml\`, tags in \`blog/tags.yml\`.
`;
}

const AUTHORS = `team:
  name: The team
  title: Maintainers
`;

const TAGS = `news:
  label: News
  permalink: /news
  description: Announcements.
`;

function home(answers: InitAnswers): string {
  return `// The home page: any React component; \`site\` is the site's data (title, tagline, base URL…).
import type { ReactElement } from 'react';
import { withBase, type SiteData } from '@ssg/theme';

export const meta = { title: 'Home', description: ${q(`${answers.title}: documentation.`)} };

export default function Home({ site }: { site: SiteData }): ReactElement {
  return (
    <div className="home">
      <h1 className="home__title">{site.title}</h1>
      <p className="home__tagline">{site.tagline}</p>
      <a className="home__button" href={withBase(site, '/docs/intro')}>
        Read the docs
      </a>
    </div>
  );
}
`;
}

const CSS = `/* Site styles, loaded after the theme's. The theme's design tokens are custom properties
   (--ssg-color-primary, --ssg-font-sans, --ssg-sidebar-width…): redefine them here to restyle it. */

.home {
  max-width: 48rem;
  margin: 0 auto;
  padding: 4rem 1.5rem;
  text-align: center;
}

.home__title {
  font-size: 2.5rem;
  margin: 0 0 0.5rem;
}

.home__tagline {
  color: var(--ssg-color-text-muted);
  font-size: 1.25rem;
}

.home__button {
  display: inline-block;
  margin-top: 1.5rem;
  padding: 0.65rem 1.4rem;
  border-radius: var(--ssg-radius);
  background: var(--ssg-color-primary-dark);
  color: var(--ssg-color-on-primary);
  font-weight: 600;
  text-decoration: none;
}
`;

const OPENAPI = `openapi: 3.1.0
info:
  title: Example API
  version: 1.0.0
  description: A small API to start the reference from; replace this file with your own spec.
paths:
  /items:
    get:
      operationId: listItems
      summary: List items
      tags: [Items]
      responses:
        '200':
          description: The items.
          content:
            application/json:
              schema:
                type: array
                items:
                  $ref: '#/components/schemas/Item'
components:
  schemas:
    Item:
      type: object
      required: [id, name]
      properties:
        id:
          type: string
          example: item-1
        name:
          type: string
          example: First item
`;

const GITIGNORE = `node_modules/
build/
.ssg-cache/
`;

/** Every file of a new site for these answers. */
export function scaffoldFiles(answers: InitAnswers): ScaffoldFiles {
  return {
    'ssg.config.ts': config(answers),
    'docs/intro.md': INTRO,
    'docs/guides/_category_.json': CATEGORY,
    'docs/guides/writing-pages.md': GUIDE,
    ...(answers.blog
      ? { [`blog/${answers.today}-welcome.md`]: post(answers), 'blog/authors.yml': AUTHORS, 'blog/tags.yml': TAGS }
      : {}),
    ...(answers.api ? { 'openapi.yaml': OPENAPI } : {}),
    'pages/index.tsx': home(answers),
    'src/css/custom.css': CSS,
    '.gitignore': GITIGNORE,
  };
}
