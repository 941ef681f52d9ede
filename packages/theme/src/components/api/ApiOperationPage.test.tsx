import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiOperationPageData, SchemaNode } from '../../contract/index.js';
import { renderPage } from '../../render-page.js';
import { makeSite, SIDEBAR } from '../../test-support/fixtures.js';

const schema = (overrides: Partial<SchemaNode>): SchemaNode => ({
  role: 'root', typeLabel: 'string', required: false, nullable: false, readOnly: false, writeOnly: false, deprecated: false, constraints: [], properties: [], ...overrides,
});
const code = (text: string): string => `<figure class="ssg-code"><pre class="shiki"><code>${text}</code></pre></figure>`;

const data: ApiOperationPageData = {
  kind: 'api-operation',
  route: '/docs/api/create-session-event',
  title: 'Create and stream session events',
  sidebar: SIDEBAR,
  breadcrumbs: [{ label: 'API', route: '/docs/category/api' }, { label: 'sessions' }, { label: 'Create and stream session events' }],
  prev: { label: 'Retrieve Session', route: '/docs/api/retrieve-session' },
  next: { label: 'List Events', route: '/docs/api/list-session-events' },
  metadata: { id: 'api/create-session-event', path: 'remote/openapi.json', sidebar: 'learn' },
  toc: [
    { id: 'request', html: 'Request', depth: 2 },
    { id: 'path-parameters', html: 'Path parameters', depth: 3 },
    { id: 'query-parameters', html: 'Query parameters', depth: 3 },
    { id: 'request-body', html: 'Body', depth: 3 },
    { id: 'responses', html: 'Responses', depth: 2 },
    { id: 'response-200', html: '200 OK', depth: 3 },
    { id: 'response-404', html: '404 Not Found', depth: 3 },
    { id: 'code-samples', html: 'Code samples', depth: 2 },
    { id: 'try-it', html: 'Try it', depth: 2 },
    { id: 'samples', html: 'Samples', depth: 2 },
  ],
  method: 'post',
  path: '/api/sessions/{session_id}/events/stream',
  serverUrl: 'http://localhost:8080',
  servers: [{ url: 'http://localhost:8080', variables: [] }],
  security: [{ schemes: [{ name: 'apiKey', scopes: [] }] }, { schemes: [] }],
  securitySchemes: [{ name: 'apiKey', id: 'scheme-apiKey', type: 'apiKey', summary: 'API key in the header X-Api-Key', in: 'header', parameterName: 'X-Api-Key' }],
  callbacks: [],
  operationId: 'create_session_event',
  tag: 'sessions',
  deprecated: false,
  descriptionHtml: '<p>Adds an event and <strong>streams</strong> the reply.</p>',
  parameters: [
    {
      location: 'path',
      id: 'path-parameters',
      parameters: [{ name: 'session_id', location: 'path', required: true, deprecated: false, descriptionHtml: '<p>Identifier of the session.</p>', schema: schema({ constraints: ['length: 10'] }), examples: ['"zv3h4j5Fjv"'], style: 'simple', explode: false }],
    },
    {
      location: 'query',
      id: 'query-parameters',
      parameters: [
        { name: 'source', location: 'query', required: false, deprecated: false, schema: schema({ refName: 'EventSourceDTO', nullable: true, enumValues: ['"user"', '"ai_agent"', '"system"'] }), examples: [], style: 'form', explode: true },
        { name: 'sort', location: 'query', required: false, deprecated: true, schema: schema({ defaultValue: '"asc"' }), examples: [], style: 'form', explode: true },
        {
          name: 'types',
          location: 'query',
          required: false,
          deprecated: false,
          descriptionHtml: '<p>Event types to list.</p>',
          schema: schema({
            typeLabel: 'array<EventTypeDTO>',
            nullable: true,
            descriptionHtml: '<p>Event types to list.</p>',
            items: schema({ role: 'items', refName: 'EventTypeDTO', typeLabel: 'string', enumValues: ['"message"', '"status"'] }),
          }),
          examples: ['["message","status"]'],
          style: 'form',
          explode: false,
        },
      ],
    },
  ],
  requestBody: {
    required: true,
    content: [
      {
        mediaType: 'application/json',
        schema: schema({ typeLabel: 'object', refName: 'EventCreationParamsDTO', required: true, properties: [schema({ role: 'property', name: 'content', nullable: true })] }),
        examples: [{ id: 'request-application-json-example-example', name: 'Example', html: code('{"type": "message"}'), generated: false }],
      },
    ],
  },
  responses: [
    {
      id: 'response-200',
      status: '200',
      statusText: 'OK',
      descriptionHtml: '<p>A stream of events.</p>',
      headers: [{ name: 'X-Request-Id', required: false, deprecated: false, schema: schema({}), descriptionHtml: '<p>Echoed id.</p>' }],
      content: [
        {
          mediaType: 'text/event-stream',
          schema: schema({
            typeLabel: 'ChunkEventStream | EmittedEventStream',
            refName: 'SessionStream',
            alternatives: {
              keyword: 'oneOf',
              discriminator: 'event',
              variants: [
                schema({ role: 'variant', label: 'ChunkEventStream', refName: 'ChunkEventStream', typeLabel: 'object', discriminatorValue: 'chunk' }),
                schema({ role: 'variant', label: 'EmittedEventStream', refName: 'EmittedEventStream', typeLabel: 'object', discriminatorValue: 'status' }),
              ],
            },
          }),
          examples: [
            { id: 'ex-status', name: 'status', summary: 'A status event: the agent is processing', html: code('event: status'), generated: false },
            { id: 'ex-chunk', name: 'chunk', summary: 'A chunk event: a piece of the reply', descriptionHtml: '<p>Patches to apply.</p>', html: code('event: chunk'), generated: false, full: { route: '/docs/api/create-session-event/ex-chunk.json', bytes: 20480 } },
            { id: 'ex-empty', name: 'restart', summary: 'Restarting', html: '', generated: false },
          ],
        },
      ],
      links: [{ name: 'session', target: { label: 'retrieve_session', route: '/docs/api/retrieve-session' }, parameters: [{ name: 'session_id', value: '$request.path.session_id' }] }],
    },
    { id: 'response-404', status: '404', statusText: 'Not Found', descriptionHtml: '<p>No session has the given id.</p>', headers: [], content: [], links: [] },
  ],
  request: {
    method: 'post',
    path: '/api/sessions/{session_id}/events/stream',
    serverUrl: 'http://localhost:8080',
    parameters: [{ name: 'session_id', in: 'path', required: true, style: 'simple', explode: false, type: 'string', value: 'zv3h4j5Fjv' }],
    bodies: [{ mediaType: 'application/json', value: { type: 'message', source: 'user' } }],
    bodyRequired: true,
    accept: 'text/event-stream',
    streaming: true,
    console: { serverUrl: 'http://localhost:8080' },
  },
};

data.codeSamples = [{ label: 'cURL', html: code('curl -X POST http://localhost:8080/api/sessions/s1/events/stream') }];

const html = renderToStaticMarkup(renderPage(data, makeSite()));
const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('ApiOperationPage', () => {
  it('renders inside the docs layout: sidebar, breadcrumbs, TOC and pager', () => {
    expect(html).toContain('class="ssg-sidebar"');
    expect(main).toContain('Retrieve Session');
    expect(main).toContain('List Events');
    expect(main).toContain('href="#response-404"');
    expect(main).toContain('<h1 class="ssg-title">Create and stream session events</h1>');
  });

  it('shows the method badge and the full URL with path parameters marked, breakable before each `/`', () => {
    expect(main).toContain('<span class="ssg-badge ssg-badge--post ssg-api-endpoint__method">POST</span>');
    expect(main).toContain(
      '<code class="ssg-api-endpoint__url"><span class="ssg-api-endpoint__server"><span class="ssg-api-endpoint__part">http://localhost:8080</span></span>' +
        '<wbr/><span class="ssg-api-endpoint__part">/api</span><wbr/><span class="ssg-api-endpoint__part">/sessions</span><wbr/><span class="ssg-api-endpoint__part">/</span>' +
        '<span class="ssg-api-endpoint__param">{session_id}</span><wbr/><span class="ssg-api-endpoint__part">/events</span><wbr/><span class="ssg-api-endpoint__part">/stream</span></code>',
    );
  });

  it('shows the document’s own code samples under their labels, before the console', () => {
    const samples = main.indexOf('<h2 id="code-samples"');
    expect(samples).toBeGreaterThan(main.indexOf('<h2 id="responses"'));
    expect(samples).toBeLessThan(main.indexOf('<h2 id="try-it"'));
    expect(main).toContain('<div class="ssg-api-code-sample"><p class="ssg-api-label">cURL</p><div><figure class="ssg-code"><pre class="shiki"><code>curl -X POST');
  });

  it('gives every TOC entry a heading with that id', () => {
    for (const entry of data.toc) expect(main).toMatch(new RegExp(`<h${entry.depth} id="${entry.id}"`));
  });

  it('renders the description and the parameters tables by location', () => {
    expect(main).toContain('<p>Adds an event and <strong>streams</strong> the reply.</p>');
    expect(main).toContain('<caption class="ssg-visually-hidden">Path parameters</caption>');
    expect(main).toMatch(/<th scope="row" class="ssg-api-params__name"><code>session_id<\/code><span class="ssg-api-flag ssg-api-flag--required">required<\/span><\/th>/);
    expect(main).toContain('<dt>Constraints</dt><dd><code>length: 10</code></dd>');
    expect(main).toContain('<dt>Example</dt><dd><code>&quot;zv3h4j5Fjv&quot;</code></dd>');
    expect(main).toMatch(/EventSourceDTO<\/span><span class="ssg-api-flag">nullable<\/span>/);
    expect(main).toContain('<dt>Allowed values</dt><dd><code>&quot;user&quot;</code><code>&quot;ai_agent&quot;</code><code>&quot;system&quot;</code></dd>');
    expect(main).toMatch(/<code>sort<\/code><span class="ssg-api-flag ssg-api-flag--deprecated">deprecated<\/span>/);
    expect(main).toContain('<dt>Default</dt><dd><code>&quot;asc&quot;</code></dd>');
  });

  it('renders the request body with its media type, schema tree and example', () => {
    expect(main).toMatch(/<h3 id="request-body">Body<span class="ssg-api-flag ssg-api-flag--required">required<\/span>/);
    expect(main).toContain('<span class="ssg-api-label">Media type</span> <code>application/json</code>');
    expect(main).toContain('EventCreationParamsDTO');
    expect(main).toContain('<div class="ssg-api-example" id="request-application-json-example-example"><p class="ssg-api-label">Example</p>');
  });

  it('renders responses with status, description, headers, discriminated schemas and named examples', () => {
    expect(main).toMatch(/<h3 id="response-200" class="ssg-api-response__heading"><span class="ssg-api-status ssg-api-status--2xx">200<\/span> OK/);
    expect(main).toContain('<p>A stream of events.</p>');
    expect(main).toContain('<code>X-Request-Id</code>');
    expect(main).toContain('One of, chosen by <code>event</code>');
    expect(main).toContain('<code>event = &quot;chunk&quot;</code>');
    expect(main).toContain(
      '<details id="ex-status" class="ssg-api-example" name="response-200-media-examples" open=""><summary class="ssg-api-example__summary"><span class="ssg-api-example__name">status</span><span class="ssg-api-example__text">A status event: the agent is processing</span></summary>',
    );
    expect(main).toMatch(/<details id="ex-chunk" class="ssg-api-example" name="response-200-media-examples"><summary/);
    expect(main).toContain('<p>Patches to apply.</p>');
  });

  it('links a large example to its whole file, says when an example has no value, and lists response links', () => {
    expect(main).toContain('<a href="/docs/api/create-session-event/ex-chunk.json">Show the full example (20 KB)</a>');
    expect(main.slice(main.indexOf('id="ex-empty"'))).toContain('<p class="ssg-api-empty">This example gives no value.</p>');
    expect(main).toContain('<strong>session</strong> → <a href="/docs/api/retrieve-session">retrieve_session</a>');
    expect(main).toContain('<dt>session_id</dt><dd><code>$request.path.session_id</code></dd>');
  });

  it('links external documentation with its description as the text', () => {
    const page = renderToStaticMarkup(renderPage({ ...data, externalDocs: { url: 'https://example.com/guide', label: 'Stream guide' } }, makeSite()));
    expect(page).toContain('<div class="ssg-api-external"><p><a href="https://example.com/guide">Stream guide</a></p></div>');
  });

  it('shows the ways to authenticate, any one being enough', () => {
    expect(main).toContain('<h2 id="authentication">Authentication');
    expect(main).toContain('<p>Any one of these is enough:</p>');
    expect(main).toContain('<strong>apiKey</strong>: API key in the header X-Api-Key');
    expect(main).toContain('<li>No credentials needed.</li>');
  });

  it("shows a parameter's description and examples once, its schema's parts below", () => {
    const row = main.slice(main.indexOf('<code>types</code>'), main.indexOf('</tr>', main.indexOf('<code>types</code>')));
    expect(row.match(/Event types to list\./g)).toHaveLength(1);
    expect(row.match(/<dt>Example<\/dt>/g)).toHaveLength(1);
    expect(row).toContain('EventTypeDTO');
  });

  it('says when a response has no body', () => {
    const notFound = main.slice(main.indexOf('id="response-404"'));
    expect(notFound).toContain('<div><p>No session has the given id.</p></div><p class="ssg-api-empty">No response body.</p>');
  });

  it('renders the console and the samples as one island hydrated when visible, its props without the samples', () => {
    const marker = /<ssg-island data-island="ApiConsole" data-strategy="visible" data-props="([^"]*)">/.exec(main);
    expect(marker).not.toBeNull();
    const props = JSON.parse(marker![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, unknown>;
    expect(Object.keys(props).sort()).toEqual(['auth', 'model', 'route', 'servers']);
    expect(props.auth).toEqual([
      { label: 'apiKey', slots: [{ scheme: 'apiKey', kind: 'apiKey', in: 'header', name: 'X-Api-Key' }] },
      { label: 'No authentication', slots: [] },
    ]);
    expect(main).toContain('<h2 id="try-it">Try it');
    expect(main).toMatch(/<label for="ssg-console-url">Server URL<span class="ssg-console__required">/);
    expect(main).toContain('<input id="ssg-console-url" type="url" required="" placeholder="https://api.example.com" value="http://localhost:8080"/>');
    expect(main).toContain('<input id="ssg-console-path-session_id" required="" type="text" placeholder="session_id" value="zv3h4j5Fjv"/>');
    expect(main).toContain('>Send</button>');
    expect(main).toContain('role="status" aria-live="polite"');
  });

  it('offers a boolean parameter as a choice: a required one to be chosen, an optional one that may be left out', () => {
    const flag = (name: string, required: boolean) => ({ name, in: 'query' as const, required, style: 'form' as const, explode: true, type: 'boolean', value: '' });
    const page = renderToStaticMarkup(renderPage({ ...data, request: { ...data.request, parameters: [...data.request.parameters, flag('stream', true), flag('verbose', false)] } }, makeSite()));
    expect(page).toContain('<select id="ssg-console-query-stream" required=""><option value="" selected="">Choose one</option><option>true</option><option>false</option></select>');
    expect(page).toContain('<select id="ssg-console-query-verbose"><option value="" selected="">(not sent)</option><option>true</option><option>false</option></select>');
  });

  it('offers samples in ten languages as tabs, the first selected, every panel readable without JavaScript', () => {
    const tabs = [...main.matchAll(/<button type="button" role="tab" id="sample-tab-([\w-]+)"[^>]*aria-selected="(true|false)"[^>]*>([^<]+)<\/button>/g)].map((match) => [match[1], match[2], match[3]]);
    expect(tabs.map(([, , label]) => label)).toEqual(['curl', 'Python (requests)', 'Python (httpx)', 'JavaScript', 'TypeScript', 'Go', 'Java', 'C#', 'Ruby', 'PHP']);
    expect(tabs.map(([, selected]) => selected)).toEqual(['true', ...Array(9).fill('false')]);
    expect(main).toContain('<div role="tablist" aria-label="Sample language" class="ssg-samples__tabs">');
    expect(main).toContain('<div role="tabpanel" id="sample-curl" aria-labelledby="sample-tab-curl" class="ssg-samples__panel"><p class="ssg-samples__label">curl</p>');
    expect(main).toContain('<div role="tabpanel" id="sample-go" aria-labelledby="sample-tab-go" class="ssg-samples__panel" hidden=""><p class="ssg-samples__label">Go</p>');
    const text = main.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>');
    expect(text).toContain("curl -N -X POST 'http://localhost:8080/api/sessions/zv3h4j5Fjv/events/stream'");
    expect(text).toContain("-H 'X-Api-Key: <API_KEY>'");
    expect(text).toContain('with httpx.stream(');
    // Only the first language is a highlighted code block (with its copy button); the others are plain text, coloured when picked.
    const samples = main.slice(main.indexOf('<h2 id="samples">'));
    expect(samples.match(/aria-label="Copy code"/g)).toHaveLength(1);
    expect(samples.match(/<figure class="ssg-code" data-lang="bash"><pre class="shiki ssg-code-theme" tabindex="0" role="group" aria-label="Code: curl"><code><span class="line"><span class="ssg-t-f">curl<\/span>/g)).toHaveLength(1);
    expect(samples).toContain('<pre class="ssg-samples__plain" tabindex="0" role="group" aria-label="Code: Python (httpx)"><code>import httpx\n');
    expect(samples.match(/class="ssg-t-/g)?.length).toBe(samples.slice(0, samples.indexOf('id="sample-python-requests"')).match(/class="ssg-t-/g)?.length);
  });

  it('works without JavaScript: no inline scripts or event handlers in the content', () => {
    expect(main).not.toMatch(/<script|\son[a-z]+=/);
  });

  it('flags a deprecated operation and offers a media-type switch when there are several', () => {
    const other = renderToStaticMarkup(
      renderPage(
        {
          ...data,
          deprecated: true,
          parameters: [],
          requestBody: {
            required: false,
            content: [
              { mediaType: 'multipart/form-data', examples: [] },
              { mediaType: 'image/png', examples: [] },
            ],
          },
        },
        makeSite(),
      ),
    );
    expect(other).toContain('<h1 class="ssg-title">Create and stream session events<span class="ssg-api-flag ssg-api-flag--deprecated">deprecated</span></h1>');
    expect(other).toContain('<details class="ssg-api-media" name="request-media" open=""><summary class="ssg-api-media__summary"><code>multipart/form-data</code></summary>');
    expect(other).toContain('<details class="ssg-api-media" name="request-media"><summary class="ssg-api-media__summary"><code>image/png</code></summary>');
    expect(other).toMatch(/Body<span class="ssg-api-flag">optional<\/span>/);
    expect(other).not.toContain('id="path-parameters"');
  });

  it('renders a webhook (no URL, no samples) and leaves out empty sections', () => {
    const webhook = renderToStaticMarkup(
      renderPage(
        { ...data, webhook: 'newPet', path: 'newPet', serverUrl: '', servers: [], security: [], responses: [], request: undefined, toc: [] },
        makeSite(),
      ),
    );
    const content = webhook.slice(webhook.indexOf('<main'), webhook.indexOf('</main>'));
    expect(content).toContain('Webhook <code>newPet</code>: the API sends this request to the URL you register.');
    expect(content).toContain('<h2 id="request">Payload');
    expect(content).not.toContain('id="responses"');
    expect(content).not.toContain('id="samples"');
    expect(content).not.toContain('id="try-it"');
    expect(content).not.toContain('id="authentication"');
  });

  it('renders callbacks with their URL expression, body and expected responses', () => {
    const page = renderToStaticMarkup(
      renderPage(
        {
          ...data,
          callbacks: [{
            id: 'callback-ondata',
            name: 'onData',
            operations: [{
              id: 'callback-ondata-post',
              method: 'post',
              url: '{$request.query.callbackUrl}/data',
              parameters: [],
              requestBody: { required: true, content: [{ mediaType: 'application/json', examples: [] }] },
              responses: [{ id: 'response-202', status: '202', statusText: 'Accepted', descriptionHtml: '<p>Received.</p>', headers: [], content: [], links: [] }],
            }],
          }],
        },
        makeSite(),
      ),
    );
    expect(page).toContain('<h2 id="callbacks">Callbacks');
    expect(page).toContain('<h3 id="callback-ondata">onData');
    expect(page).toContain('<code class="ssg-api-endpoint__url">{$request.query.callbackUrl}/data</code>');
    expect(page).toMatch(/<h4 id="response-202" class="ssg-api-response__heading">/);
  });
});
