import type { ApiOperationPageData, PageData, SchemaNode, SiteData } from '@ssg/theme/contract';
import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../content/types.js';
import { hastToMarkdown } from '../markdown/hast-to-markdown.js';
import { markdownContext, markdownPath, pageMarkdown } from './page-markdown.js';

const site = { title: 'Flux0', url: 'https://flux0.dev', baseUrl: '/' } as SiteData;

const node = (overrides: Partial<SchemaNode>): SchemaNode => ({
  role: 'property', typeLabel: 'string', required: false, nullable: false, readOnly: false, writeOnly: false, deprecated: false, constraints: [], properties: [], ...overrides,
});

const operation = {
  kind: 'api-operation',
  route: '/docs/api/create-agent',
  title: 'Create Agent',
  method: 'post',
  path: '/api/agents',
  serverUrl: 'http://localhost:8080',
  tag: 'agents',
  deprecated: false,
  descriptionHtml: '<p>Creates an agent; see <a href="/docs/configuration">configuration</a>.</p>',
  parameters: [{ location: 'query', id: 'query-parameters', parameters: [{ name: 'dry|run', location: 'query', required: false, deprecated: false, descriptionHtml: '<p>Only check.</p>', schema: node({ role: 'root', typeLabel: 'boolean' }), examples: [] }] }],
  requestBody: {
    required: true,
    content: [{ mediaType: 'application/json', examples: [], schema: node({ role: 'root', typeLabel: 'AgentCreationParamsDTO', properties: [node({ name: 'name', required: true, descriptionHtml: '<p>The <em>name</em>.</p>' }), node({ name: 'kind', enumValues: ['"a"', '"b"'] }), node({ name: 'status', descriptionHtml: '<p>pet status in the store</p>', enumValues: ['"sold"'] })] }) }],
  },
  responses: [{ id: 'response-201', status: '201', statusText: 'Created', descriptionHtml: '<p>Done &amp; dusted.</p>', headers: [], content: [] }],
  samples: [],
  toc: [],
} as unknown as ApiOperationPageData;

const record = (data: PageData, markdown?: string): PageRecord => ({ route: data.route, source: 'x', data, links: [], anchors: [], assets: [], ...(markdown ? { markdown } : {}) });

describe('pageMarkdown', () => {
  it('writes an API operation from its page data', () => {
    expect(pageMarkdown(record(operation), markdownContext(site))).toBe(
      [
        '# Create Agent',
        '',
        '`POST /api/agents` on http://localhost:8080',
        '',
        'Creates an agent; see [configuration](https://flux0.dev/docs/configuration).',
        '',
        '## Parameters',
        '',
        '| Name | In | Type | Required | Description |',
        '| --- | --- | --- | --- | --- |',
        '| `dry\\|run` | query | boolean | no | Only check. |',
        '',
        '## Request body (required)',
        '',
        'Content type `application/json`: `AgentCreationParamsDTO`',
        '',
        '- `name` (string, required): The *name*.',
        '- `kind` (string): One of "a", "b".',
        // A description without a full stop gets one before the values.
        '- `status` (string): pet status in the store. One of "sold".',
        '',
        '## Responses',
        '',
        '### 201 Created',
        '',
        'Done & dusted.',
      ].join('\n'),
    );
  });

  it('writes the document’s own code samples as fenced blocks under their labels', () => {
    const withSamples = { ...operation, codeSamples: [{ label: 'cURL', html: '<figure class="ssg-code" data-lang="bash"><pre class="shiki"><code class="language-bash"><span class="line">curl -X POST http://localhost:8080/api/agents</span></code></pre></figure>' }] };
    expect(pageMarkdown(record(withSamples), markdownContext(site))).toMatch(/\n## Code samples\n\n### cURL\n\n```bash\ncurl -X POST http:\/\/localhost:8080\/api\/agents\n```$/);
  });

  it('gives docs their Markdown and pages outside the docs none', () => {
    const context = markdownContext(site);
    expect(pageMarkdown(record({ kind: 'doc', route: '/docs/a', title: 'A' } as PageData, '# A'), context)).toBe('# A');
    expect(pageMarkdown(record({ kind: 'not-found', route: '/404', title: 'Page Not Found' }), context)).toBeUndefined();
  });

  it('writes paragraphs of text and code spans as the full conversion does, without a tree', () => {
    const fragments = [
      '<p>Plain *text* with # and _under_scores_ &#x26; &#x3C;tags>.</p>\n<p>  - Second   paragraph.</p>',
      '<p>Set <code>per_page</code> to <code class="ssg-url">https://api.github.com/a_b</code>, or <code>a<span class="ssg-nowrap">`b`</span>c</code>.</p>',
      '<p> <code> x   y </code> </p>',
      '<p>1. Not a list &amp; &quot;quoted&quot; &#x27;s</p>',
    ];
    const context = markdownContext(site);
    for (const fragment of fragments) expect(context.html(fragment)).toBe(hastToMarkdown(fromHtml(fragment, { fragment: true }), site.url));
  });

  it('names the Markdown file after the route', () => {
    expect(markdownPath('/docs/intro')).toBe('docs/intro.md');
    expect(markdownPath('/')).toBe('index.md');
  });
});
