import type { PageData, SidebarItem, SiteData } from '@ssg/theme/contract';
import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../content/types.js';
import type { OutputFile } from '../output/types.js';
import { llmsFiles } from './llms-txt.js';

const site = { title: 'Flux0', tagline: 'Deploy AI agents.', url: 'https://flux0.dev', baseUrl: '/b/' } as SiteData;

function doc(route: string, title: string, markdown: string, extra: Partial<PageData> = {}): PageRecord {
  return { route, source: `${route}.md`, markdown, data: { kind: 'doc', route, title, ...extra } as PageData, links: [], anchors: [], assets: [] };
}

const sidebar: SidebarItem[] = [
  { type: 'category', label: 'Quickstart', items: [{ type: 'link', label: 'Intro', route: '/docs/intro' }, { type: 'link', label: 'Secret', route: '/docs/secret' }, { type: 'link', label: 'Odd', route: '/docs/odd' }] },
  { type: 'link', label: 'Configuration', route: '/docs/configuration' },
];

const pages: PageRecord[] = [
  doc('/docs/configuration', 'Configuration', '# Configuration\n\nVariables.', { description: 'Environment\nvariables.' }),
  doc('/docs/intro', 'Introduction', '# Introduction\n\nHello.', { description: 'What it is.' }),
  doc('/docs/odd', 'Odd [title] *here*', '# Odd', { description: 'Odd.' }),
  doc('/docs/secret', 'Secret', '# Secret', { unlisted: true } as Partial<PageData>),
  {
    route: '/blog/post',
    source: 'blog/post.md',
    data: { kind: 'blog-post', route: '/blog/post', title: 'A post', description: 'News.', unlisted: false } as PageData,
    links: [],
    anchors: [],
    assets: [],
  },
];

const byPath = (files: OutputFile[]): Map<string, string> => new Map(files.map((file) => [file.path, 'contents' in file ? String(file.contents) : '']));

describe('llmsFiles', () => {
  const files = byPath(llmsFiles({ site, sidebar, pages }));

  it('writes llms.txt: title, summary, and the docs by sidebar section linking to their Markdown, posts as optional', () => {
    expect(files.get('llms.txt')).toBe(
      [
        '# Flux0',
        '',
        '> Deploy AI agents.',
        '',
        'Every page below is Markdown. All of them in one file, in reading order: https://flux0.dev/b/llms-full.txt',
        '',
        '## Quickstart',
        '',
        '- [Introduction](https://flux0.dev/b/docs/intro.md): What it is.',
        '- [Odd \\[title\\] \\*here\\*](https://flux0.dev/b/docs/odd.md): Odd.',
        '',
        '## Docs',
        '',
        '- [Configuration](https://flux0.dev/b/docs/configuration.md): Environment variables.',
        '',
        '## Optional',
        '',
        '- [A post](https://flux0.dev/b/blog/post): News.',
        '',
      ].join('\n'),
    );
  });

  it('writes every listed doc in sidebar order into llms-full.txt, and each at <route>.md', () => {
    expect(files.get('llms-full.txt')).toBe(
      '# Flux0\n\n> Deploy AI agents.\n\n---\n\nSource: https://flux0.dev/b/docs/intro\n\n# Introduction\n\nHello.\n\n---\n\nSource: https://flux0.dev/b/docs/odd\n\n# Odd\n\n---\n\nSource: https://flux0.dev/b/docs/configuration\n\n# Configuration\n\nVariables.\n',
    );
    expect(files.get('docs/intro.md')).toBe('# Introduction\n\nHello.\n');
    expect(files.has('docs/secret.md')).toBe(false);
    expect(files.has('blog/post.md')).toBe(false);
  });
});
