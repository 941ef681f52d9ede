import { readFileSync } from 'node:fs';
import { buildRequest, credentialSlots, CREDENTIAL_PLACEHOLDERS, SAMPLE_WRITERS } from '@ssg/theme/api-samples';
import type { ApiInfoPageData, ApiOperationPageData, SidebarItem } from '@ssg/theme/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCodeHighlighter, createMarkdownRenderer } from '../../markdown/index.js';
import { DiagnosticSink } from '../../report/diagnostics.js';
import type { DocLikeEntry } from '../types.js';
import { loadOpenApi, type LoadedOpenApi } from './load-openapi.js';
import type { RenderMarkdown } from './types.js';

const fixture = (path: string): string => readFileSync(new URL(`../../../test/fixtures/${path}`, import.meta.url), 'utf8');
const text = (html: string): string =>
  html.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

let renderMarkdown: RenderMarkdown;
beforeAll(async () => {
  const render = createMarkdownRenderer({ highlighter: await createCodeHighlighter(), baseUrl: '/', resolveFileRoute: () => undefined });
  renderMarkdown = (input) => render({ ...input, absPath: `/site/${input.file}`, lineOffset: 0, trust: 'local', route: '/docs/api/x' });
});

async function load(file: string, name: string): Promise<LoadedOpenApi & { diagnostics: DiagnosticSink }> {
  const diagnostics = new DiagnosticSink();
  return { ...(await loadOpenApi({ file, text: fixture(name), renderMarkdown, diagnostics, routeBase: '/docs/api' })), diagnostics };
}

function operation(pages: DocLikeEntry[], route: string): ApiOperationPageData {
  const found = pages.find((entry) => entry.data.route === route)?.data;
  if (found?.kind !== 'api-operation') throw new Error(`no operation page at ${route}`);
  return found as ApiOperationPageData;
}
/** The curl sample the theme writes for an operation page (the first way to authenticate, as placeholders). */
const curlOf = (data: ApiOperationPageData): string => {
  const slots = credentialSlots(data.security[0], data.securitySchemes);
  return SAMPLE_WRITERS.curl!(buildRequest(data.request!, { credentials: slots.map((slot) => [slot, CREDENTIAL_PLACEHOLDERS[slot.kind]]) }));
};
const labels = (items: SidebarItem[]): unknown[] => items.map((item) => (item.type === 'link' ? item.label : [item.label, labels(item.items)]));

describe('loadOpenApi on real-world constructs (3.1)', () => {
  let loaded: Awaited<ReturnType<typeof load>>;
  beforeAll(async () => {
    loaded = await load('openapi.json', 'openapi-real-world-3.1/openapi.json');
  });

  it('makes pages for webhooks too, grouped last, with tag display names and spec order', () => {
    expect(labels(loaded.sidebar)).toEqual([
      'Relay',
      ['Event streams', ['Create a stream', 'Get a stream']],
      ['Untagged', ['Delete a stream', 'upload']],
      ['Webhooks', ['A stream was closed']],
    ]);
    const webhook = operation(loaded.pages, '/docs/api/post-webhook-streamclosed');
    expect(webhook).toMatchObject({ webhook: 'streamClosed', tag: 'webhooks', serverUrl: '' });
    expect(webhook.request).toBeUndefined();
    expect(webhook.requestBody?.content[0]?.schema?.refName).toBe('Event');
    // A `$ref` inside an example's value is data, shown as written, not a reference to resolve.
    expect(text(webhook.requestBody!.content[0]!.examples[0]!.html)).toContain('"$ref": "stream-details.yaml"');
    const info = loaded.pages[0]!.data as ApiInfoPageData;
    expect(info.groups.map((group) => [group.name, group.label])).toEqual([['streams', 'Event streams'], ['untagged', 'Untagged'], ['webhooks', 'Webhooks']]);
  });

  it('shows security: the schemes on the info page, the requirements that apply on each operation', () => {
    const info = loaded.pages[0]!.data as ApiInfoPageData;
    expect(info.securitySchemes.map((scheme) => [scheme.name, scheme.summary])).toEqual([
      ['apiKey', 'API key in the header X-Relay-Key'],
      ['oauth', 'OAuth 2.0 (client credentials)'],
    ]);
    expect(info.securitySchemes[1]!.flows).toEqual([{ type: 'client credentials', tokenUrl: 'https://auth.example.com/token', scopes: [{ name: 'streams:write', description: 'Create streams' }] }]);
    expect(info.security).toEqual([{ schemes: [{ name: 'apiKey', scopes: [] }] }]);
    const create = operation(loaded.pages, '/docs/api/create-stream');
    expect(create.security).toEqual([{ schemes: [{ name: 'oauth', scopes: ['streams:write'] }] }, { schemes: [] }]);
    expect(create.securitySchemes.map((scheme) => scheme.name)).toEqual(['oauth']);
    expect(operation(loaded.pages, '/docs/api/get-stream').security).toEqual([{ schemes: [{ name: 'apiKey', scopes: [] }] }]);
    expect(create.toc[0]).toEqual({ id: 'authentication', html: 'Authentication', depth: 2 });
  });

  it('renders callbacks and response links', () => {
    const create = operation(loaded.pages, '/docs/api/create-stream');
    expect(create.externalDocs).toEqual({ url: 'https://example.com/docs/streams', label: 'Stream guide' });
    expect(create.callbacks).toHaveLength(1);
    expect(create.callbacks[0]).toMatchObject({ name: 'onEvent', operations: [{ method: 'post', url: '{$request.body#/callbackUrl}', summary: 'An event' }] });
    expect(create.callbacks[0]!.operations[0]!.responses.map((response) => response.status)).toEqual(['204']);
    expect(create.toc.map((entry) => entry.html)).toContain('Callbacks');
    expect(create.responses[0]!.links).toEqual([
      { name: 'GetStream', target: { label: 'getStream', route: '/docs/api/get-stream' }, parameters: [{ name: 'streamId', value: '$response.body#/id' }], descriptionHtml: '<p>Read the stream back.</p>' },
      { name: 'Elsewhere', target: { label: 'https://example.com/other.json#/paths/~1x/get' }, parameters: [] },
    ]);
  });

  it('keeps examples without a value, links external ones, and moves a large one to a file of its own', () => {
    const create = operation(loaded.pages, '/docs/api/create-stream');
    const examples = create.requestBody!.content[0]!.examples;
    expect(examples.map((example) => [example.name, example.html === '', example.externalUrl])).toEqual([
      ['minimal', false, undefined],
      ['restart', true, undefined],
      ['remote', true, 'https://example.com/examples/stream.json'],
    ]);
    const large = create.responses[0]!.content[0]!.examples[0]!;
    expect(large.full?.route).toBe(`/docs/api/create-stream/${large.id}.json`);
    const file = loaded.files.find((entry) => entry.route === large.full?.route);
    expect(JSON.parse(String(file?.contents)).items).toHaveLength(30);
    const shown = text(large.html).split('\n');
    expect(shown.length).toBeLessThanOrEqual(41);
    expect(shown[shown.length - 1]).toMatch(/^…/);
  });

  it('writes samples with the discriminator value the mapping requires and each parameter in its style', () => {
    const create = operation(loaded.pages, '/docs/api/create-stream');
    const curl = curlOf(create);
    expect(curl).toContain('"callbackUrl": "https://client.example.com/hook"');
    expect(curl).toContain("-H 'Authorization: Bearer <token>'");
    const get = operation(loaded.pages, '/docs/api/get-stream');
    expect(curlOf(get)).toContain("'https://api.example.com/streams/;streamId=s1;streamId=s2?filter%5Bkind%5D=webhook&fields=id%7Ckind'");
    expect(get.parameters[0]!.parameters[0]).toMatchObject({ name: 'streamId', style: 'matrix', explode: true });
    expect(get.serverUrl).toBe('');
  });

  it('generates discriminated bodies with the mapped value, not a placeholder', async () => {
    const { generateValue } = await import('./media-examples.js');
    const document = JSON.parse(fixture('openapi-real-world-3.1/openapi.json')) as Record<string, unknown>;
    expect(generateValue({ $ref: '#/components/schemas/StreamRequest' }, document, 'request')).toMatchObject({ kind: { type: 'Web Hook' } });
  });

  it('shows servers with their variables, and samples call the first one with defaults filled in', () => {
    const upload = operation(loaded.pages, '/docs/api/upload');
    expect(upload.servers).toEqual([{
      url: 'https://{region}.uploads.example.com/{version}',
      descriptionHtml: '<p>Regional upload hosts.</p>',
      variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'], descriptionHtml: '<p>Where the data stays.</p>' }, { name: 'version', default: 'v2' }],
    }]);
    expect(upload.serverUrl).toBe('https://eu.uploads.example.com/v2');
    expect(curlOf(upload)).toContain("curl -X POST 'https://eu.uploads.example.com/v2/uploads'");
    expect(upload.requestBody!.content.map((media) => media.mediaType)).toEqual(['multipart/form-data', 'application/x-www-form-urlencoded']);
    expect(upload.requestBody!.content[0]!.encoding).toEqual([{ property: 'file', contentType: 'image/png' }]);
  });

  it('leaves out the Responses section of an operation without responses, and flags deprecation', () => {
    const remove = operation(loaded.pages, '/docs/api/delete-streams-streamid');
    expect(remove).toMatchObject({ deprecated: true, responses: [], tag: 'untagged' });
    expect(remove.toc.map((entry) => entry.id)).not.toContain('responses');
  });

  it('expands a named schema once per page and links later uses to it', () => {
    const get = operation(loaded.pages, '/docs/api/get-stream');
    const stream = get.responses[0]!.content[0]!.schema!;
    const owner = stream.properties.find((node) => node.name === 'owner')!;
    const creator = stream.properties.find((node) => node.name === 'creator')!;
    expect(owner.properties.map((node) => node.name)).toEqual(['login', 'team']);
    expect(creator).toMatchObject({ refName: 'Owner', repeated: { refName: 'Owner', targetId: owner.id }, properties: [] });
    expect(stream.properties.find((node) => node.name === 'parent')?.circular?.targetId).toBe(stream.id);
  });

  it('gives pages a meta description from the spec', () => {
    expect(loaded.pages[0]!.data.description).toBe('Relays events to subscribers. See the guide and the quickstart. More text follows here.');
    expect(operation(loaded.pages, '/docs/api/create-stream').description).toBe('Creates a stream. Events are sent to the callback URL. Read about streams first.');
    expect(operation(loaded.pages, '/docs/api/get-stream').description).toBe('GET /streams/{streamId}: Get a stream');
  });

  it('places description links at their line in the spec file, marked as the upstream\'s', () => {
    const create = loaded.pages.find((entry) => entry.data.route === '/docs/api/create-stream')!;
    const link = create.links.find((entry) => entry.target === '/docs/streams-overview')!;
    const line = fixture('openapi-real-world-3.1/openapi.json').split('\n').findIndex((row) => row.includes('Read [about streams]')) + 1;
    expect(link.position).toMatchObject({ file: 'openapi.json', line });
    const row = fixture('openapi-real-world-3.1/openapi.json').split('\n')[line - 1]!;
    expect(row.slice(link.position.column! - 1)).toMatch(/^\[about streams\]/);
    expect(link.upstream).toBe('the OpenAPI document at the JSON pointer /paths/~1streams/post/description');
  });

  it('warns, at its JSON pointer and line, about a schema keyword the pages do not show', () => {
    const line = fixture('openapi-real-world-3.1/openapi.json').split('\n').findIndex((row) => row.includes('"Event": {')) + 1;
    expect(loaded.diagnostics.items.map(({ severity, rule, line: at, message }) => ({ severity, rule, line: at, message }))).toEqual([
      { severity: 'warning', rule: 'openapi', line, message: 'the schema at the JSON pointer /components/schemas/Event uses "if", which the pages do not show' },
      { severity: 'warning', rule: 'openapi', line, message: 'the schema at the JSON pointer /components/schemas/Event uses "then", which the pages do not show' },
    ]);
  });
});

describe('loadOpenApi on a 3.0 document that bends the rules', () => {
  it('builds, warning at the JSON pointer of a schema that is not valid 3.0 and of an empty responses object', async () => {
    const { pages, diagnostics } = await load('notes.yaml', 'openapi-lenient-3.0/openapi.yaml');
    expect(pages.map((entry) => entry.data.route)).toEqual(['/docs/api/notes', '/docs/api/create-note', '/docs/api/get-note']);
    expect(diagnostics.items.map(({ severity, line, message }) => ({ severity, line, message }))).toEqual([
      { severity: 'warning', line: 19, message: 'the operation at /paths/~1notes/post declares no responses (OpenAPI 3.0 asks for one at least); its page has no Responses section' },
      { severity: 'warning', line: 48, message: 'the schema at the JSON pointer /components/schemas/Note/properties/tags/anyOf/1/type is not valid OpenAPI 3.0: must be one of "array", "boolean", "integer", "number", "object", "string"; it is shown as written' },
    ]);
    const tags = operation(pages, '/docs/api/create-note').requestBody!.content[0]!.schema!.properties.find((node) => node.name === 'tags')!;
    expect(tags).toMatchObject({ typeLabel: 'string', nullable: true });
  });

  it('sends samples to a placeholder host when the document names no server', async () => {
    const { pages } = await load('notes.yaml', 'openapi-lenient-3.0/openapi.yaml');
    expect(curlOf(operation(pages, '/docs/api/get-note'))).toBe("curl -X GET 'https://api.example.com/notes/7'\n");
  });

  it('places a link in a YAML block scalar at its own line and column', async () => {
    const { pages } = await load('notes.yaml', 'openapi-lenient-3.0/openapi.yaml');
    const link = pages.find((entry) => entry.data.route === '/docs/api/create-note')!.links.find((entry) => entry.target === '/vendor/notes-guide')!;
    expect(link.position).toEqual({ file: 'notes.yaml', line: 13, column: 13 });
    expect(link.upstream).toContain('/paths/~1notes/post/description');
  });
});
