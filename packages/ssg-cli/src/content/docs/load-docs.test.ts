import { describe, expect, it } from 'vitest';
import type { MarkdownInput, MarkdownResult } from '../../markdown/types.js';
import { DiagnosticSink } from '../../report/diagnostics.js';
import { loadDocs } from './load-docs.js';
import { scanDoc } from './scan-docs.js';

const source = (relPath: string, text: string) => ({ relPath, file: `docs/${relPath}`, absPath: `/site/docs/${relPath}`, text, trust: 'local' as const });

describe('loadDocs', () => {
  it('renders the docs whose sidebar label comes from their content before the others', async () => {
    const docs = [
      source('a.md', '---\ntitle: A\n---\nText'),
      source('b.md', '# B from content'),
      source('c.md', '---\nsidebar_label: C\n---\n# C'),
      source('d.md', '# D from content'),
      source('e.md', '---\nunlisted: true\n---\n# E'),
    ].map((doc) => scanDoc(doc, '/docs'));
    const order: string[] = [];
    const renderMarkdown = async (input: MarkdownInput): Promise<MarkdownResult> => {
      order.push(input.file);
      const title = /^# (.+)$/m.exec(input.source)?.[1];
      return { html: `<p>${input.file}</p>`, ...(title ? { title } : {}), toc: [], anchors: [], links: [], routeLookups: {}, assets: [], diagnostics: [] };
    };
    const loaded = await loadDocs({ docs, categories: new Map(), routeBase: '/docs', sidebarId: 'docs', renderMarkdown, diagnostics: new DiagnosticSink() });
    expect(order).toEqual(['docs/b.md', 'docs/d.md', 'docs/a.md', 'docs/c.md', 'docs/e.md']);
    // The pages keep the docs' order, and the sidebar their labels.
    expect(loaded.pages.slice(0, 5).map((page) => page.route)).toEqual(['/docs/a', '/docs/b', '/docs/c', '/docs/d', '/docs/e']);
    expect(loaded.sidebar.map((item) => item.label)).toEqual(['A', 'B from content', 'C', 'D from content']);
  });
});
