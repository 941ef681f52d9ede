import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiInfoPageData } from '../../contract/index.js';
import { renderPage } from '../../render-page.js';
import { makeSite, SIDEBAR } from '../../test-support/fixtures.js';

const data: ApiInfoPageData = {
  kind: 'api-info',
  route: '/docs/api/fastapi',
  title: 'FastAPI',
  sidebar: SIDEBAR,
  breadcrumbs: [{ label: 'API', route: '/docs/category/api' }, { label: 'FastAPI' }],
  next: { label: 'List Agents', route: '/docs/api/list-agents' },
  metadata: { id: 'api/fastapi', path: 'remote/openapi.json', sidebar: 'learn' },
  toc: [
    { id: 'servers', html: 'Servers', depth: 2 },
    { id: 'operations', html: 'Operations', depth: 2 },
    { id: 'tag-agents', html: 'agents', depth: 3 },
    { id: 'tag-untagged', html: 'untagged', depth: 3 },
  ],
  version: '0.1.0',
  openapiVersion: '3.1.0',
  descriptionHtml: '<p>The Flux0 server exposes a <strong>REST API</strong>.</p>',
  servers: [
    { url: 'http://localhost:8080', descriptionHtml: '<p>Runs locally.</p>', variables: [] },
    { url: 'https://{region}.example.com', variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'] }] },
  ],
  securitySchemes: [
    { name: 'bearer', id: 'scheme-bearer', type: 'http', summary: 'HTTP bearer token (JWT)', scheme: 'bearer', bearerFormat: 'JWT' },
    {
      name: 'oauth',
      id: 'scheme-oauth',
      type: 'oauth2',
      summary: 'OAuth 2.0 (client credentials)',
      flows: [{ type: 'client credentials', tokenUrl: 'https://auth.example.com/token', scopes: [{ name: 'agents:read', description: 'Read agents' }] }],
    },
  ],
  security: [{ schemes: [{ name: 'bearer', scopes: [] }] }],
  termsOfService: 'https://example.com/terms',
  license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
  contact: { name: 'Flux0', email: 'team@example.com' },
  groups: [
    {
      id: 'tag-agents',
      name: 'agents',
      label: 'Agents',
      descriptionHtml: '<p>Everything about agents.</p>',
      operations: [
        { method: 'get', path: '/api/agents', route: '/docs/api/list-agents', summary: 'List Agents', deprecated: false },
        { method: 'post', path: '/api/agents', route: '/docs/api/create-agent', summary: 'Create Agent', deprecated: false },
      ],
    },
    { id: 'tag-untagged', name: 'untagged', label: 'Untagged', operations: [{ method: 'delete', path: '/pets/{id}', route: '/docs/api/delete-pet', summary: 'Remove a pet', deprecated: true }] },
  ],
};

describe('ApiInfoPage', () => {
  const html = renderToStaticMarkup(renderPage(data, makeSite({ baseUrl: '/flux/' })));
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));

  it('shows the title, version and OpenAPI version, and the Markdown description', () => {
    expect(main).toContain('<h1 class="ssg-title">FastAPI</h1>');
    expect(main).toContain('<span class="ssg-api-version">Version 0.1.0</span><span class="ssg-api-version">OpenAPI 3.1.0</span>');
    expect(main).toContain('<p>The Flux0 server exposes a <strong>REST API</strong>.</p>');
  });

  it('lists servers, contact and license', () => {
    expect(main).toContain('<h2 id="servers">Servers');
    expect(main).toContain('<li><code>http://localhost:8080</code><div><p>Runs locally.</p></div></li>');
    expect(main).toContain('<code>{region}</code> default <code>eu</code>; one of <span><code>eu</code></span><span>, <code>us</code></span>');
    expect(main).toContain('<a href="https://example.com/terms">https://example.com/terms</a>');
    expect(main).toContain('<a href="mailto:team@example.com">team@example.com</a>');
    expect(main).toContain('<a href="https://opensource.org/licenses/MIT">MIT</a>');
  });

  it('lists the security schemes and the default requirement', () => {
    expect(main).toContain('<h2 id="authentication">Authentication');
    expect(main).toContain('<strong>bearer</strong>: HTTP bearer token (JWT)');
    expect(main).toContain('<div id="scheme-oauth" class="ssg-api-schemes__item"><dt><code>oauth</code> OAuth 2.0 (client credentials)</dt>');
    expect(main).toContain('token <code>https://auth.example.com/token</code>');
    expect(main).toContain('<li><code>agents:read</code> Read agents</li>');
  });

  it('lists operations by tag under their display names, "untagged" included, with method badges and links under the base URL', () => {
    expect(main).toContain('<h3 id="tag-agents">Agents');
    expect(main).toContain('<h3 id="tag-untagged">Untagged');
    expect(main).toContain(
      '<a class="ssg-api-operation-link" href="/flux/docs/api/list-agents"><span class="ssg-badge ssg-badge--get">GET</span><span class="ssg-api-operation-link__summary">List Agents</span><code class="ssg-api-operation-link__path">/api/agents</code></a>',
    );
    expect(main).toContain('<span class="ssg-badge ssg-badge--delete">DEL</span><span class="ssg-api-operation-link__summary">Remove a pet</span>');
    expect(main).toMatch(/\/pets\/\{id\}<\/code><span class="ssg-api-flag ssg-api-flag--deprecated">deprecated<\/span>/);
  });

  it('shows the sidebar with each tag collapsed to a link to its first operation', () => {
    expect(html).toContain('<li data-ssg-category="3.1"><a href="/flux/docs/api/list-agents">agents</a></li>');
  });
});
