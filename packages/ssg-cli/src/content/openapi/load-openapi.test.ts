import { readFileSync } from 'node:fs';
import type { ApiInfoPageData, ApiOperationPageData, SidebarItem } from '@ssg/theme/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DiagnosticSink, UserError } from '../../report/diagnostics.js';
import { createCodeHighlighter, createMarkdownRenderer } from '../../markdown/index.js';
import type { DocLikeEntry } from '../types.js';
import { bundleRefs } from './bundle-refs.js';
import { loadOpenApi, type LoadedOpenApi } from './load-openapi.js';
import { parseSpecText } from './parse-spec.js';
import type { RenderMarkdown } from './types.js';

type ShellKey = 'sidebar' | 'breadcrumbs' | 'prev' | 'next' | 'metadata';
const fixture = (path: string): string => readFileSync(new URL(`../../../test/fixtures/${path}`, import.meta.url), 'utf8');
const flux0Text = readFileSync(new URL('../../../../../site/remote/openapi.json', import.meta.url), 'utf8');

let renderMarkdown: RenderMarkdown;
const rendered: string[] = [];
beforeAll(async () => {
  const render = createMarkdownRenderer({ highlighter: await createCodeHighlighter(), baseUrl: '/', resolveFileRoute: () => undefined });
  renderMarkdown = (input) => {
    rendered.push(input.source);
    return render({ ...input, absPath: '/site/remote/openapi.json', lineOffset: 0, trust: 'remote' });
  };
});

async function load(file: string, text: string): Promise<LoadedOpenApi & { diagnostics: DiagnosticSink }> {
  const diagnostics = new DiagnosticSink();
  const loaded = await loadOpenApi({ file, text, renderMarkdown, diagnostics, routeBase: '/docs/api' });
  return { ...loaded, diagnostics };
}

const page = <T extends DocLikeEntry['data']['kind']>(pages: DocLikeEntry[], route: string, kind: T) => {
  const found = pages.find((entry) => entry.data.route === route);
  if (!found || found.data.kind !== kind) throw new Error(`no ${kind} page at ${route}`);
  return found as DocLikeEntry & { data: Extract<DocLikeEntry['data'], { kind: T }> };
};
const labels = (items: SidebarItem[]): unknown[] => items.map((item) => (item.type === 'link' ? [item.label, item.route, item.badge] : [item.label, labels(item.items)]));

describe('loadOpenApi on the Flux0 specification', () => {
  let loaded: Awaited<ReturnType<typeof load>>;
  beforeAll(async () => {
    loaded = await load('remote/openapi.json', flux0Text);
  });

  it('makes the info page and one page per operation at the routes the site needs', () => {
    expect(loaded.pages.map((entry) => entry.data.route)).toEqual([
      '/docs/api/fastapi',
      '/docs/api/list-agents', '/docs/api/create-agent', '/docs/api/retrieve-agent',
      '/docs/api/create-session', '/docs/api/list-sessions', '/docs/api/retrieve-session', '/docs/api/create-session-event', '/docs/api/list-session-events',
    ]);
    expect(loaded.pages.every((entry) => entry.source === 'remote/openapi.json')).toBe(true);
    expect(loaded.diagnostics.items).toEqual([]);
  });

  it('gives the sidebar the info link, then one category per tag (display name) with method badges in spec order', () => {
    expect(labels(loaded.sidebar)).toEqual([
      ['FastAPI', '/docs/api/fastapi', undefined],
      ['Agents', [['List Agents', '/docs/api/list-agents', 'get'], ['Create Agent', '/docs/api/create-agent', 'post'], ['Retrieve Agent', '/docs/api/retrieve-agent', 'get']]],
      ['Sessions', [
        ['Create a new session', '/docs/api/create-session', 'post'],
        ['List Sessions', '/docs/api/list-sessions', 'get'],
        ['Retrieve Session', '/docs/api/retrieve-session', 'get'],
        ['Create and stream session events', '/docs/api/create-session-event', 'post'],
        ['List Events', '/docs/api/list-session-events', 'get'],
      ]],
    ]);
  });

  it('fills the info page: title, version, Markdown description, servers and operations by tag', () => {
    const info: Omit<ApiInfoPageData, ShellKey> = page(loaded.pages, '/docs/api/fastapi', 'api-info').data;
    expect(info).toMatchObject({ title: 'FastAPI', version: '0.1.0', openapiVersion: '3.1.0', servers: [{ url: 'http://localhost:8080' }] });
    expect(info.descriptionHtml).toContain('<strong>Agents</strong>');
    expect(info.descriptionHtml).toContain('<ul>');
    expect(info.groups.map((group) => [group.name, group.operations.length])).toEqual([['agents', 3], ['sessions', 5]]);
    expect(info.toc.map((entry) => entry.id)).toEqual(['servers', 'operations', 'tag-agents', 'tag-sessions']);
  });

  it('fills an operation page: method, path, server, parameters, body, responses with named examples, samples, TOC', () => {
    const entry = page(loaded.pages, '/docs/api/create-session-event', 'api-operation');
    const data: Omit<ApiOperationPageData, ShellKey> = entry.data;
    expect(data).toMatchObject({ title: 'Create and stream session events', method: 'post', path: '/api/sessions/{session_id}/events/stream', serverUrl: 'http://localhost:8080', operationId: 'create_session_event', tag: 'sessions' });
    expect(data.descriptionHtml).toContain('<ol>');
    expect(data.parameters).toHaveLength(1);
    expect(data.parameters[0]).toMatchObject({ location: 'path', id: 'path-parameters', parameters: [{ name: 'session_id', required: true, examples: ['"zv3h4j5Fjv"'] }] });
    expect(data.parameters[0]!.parameters[0]!.schema?.constraints).toEqual(['length: 10']);
    expect(data.requestBody?.required).toBe(true);
    expect(data.requestBody?.content[0]?.schema?.refName).toBe('EventCreationParamsDTO');
    const stream = data.responses.find((response) => response.status === '200')!;
    expect(stream.content[0]!.mediaType).toBe('text/event-stream');
    expect(stream.content[0]!.schema?.alternatives).toMatchObject({ keyword: 'oneOf', discriminator: 'event' });
    expect(stream.content[0]!.examples.map((example) => [example.name, example.summary])).toEqual([
      ['status', 'A status event: the agent is processing'],
      ['chunk', 'A chunk event: a piece of the reply as JSON Patch'],
    ]);
    expect(stream.content[0]!.examples[0]!.html).toContain('event: status');
    const notFound = data.responses.find((response) => response.status === '404')!;
    expect(notFound).toMatchObject({ statusText: 'Not Found', content: [], headers: [] });
    expect(data.request).toMatchObject({
      method: 'post',
      path: '/api/sessions/{session_id}/events/stream',
      serverUrl: 'http://localhost:8080',
      parameters: [{ name: 'session_id', in: 'path', required: true, style: 'simple', explode: false, type: 'string', value: 'zv3h4j5Fjv' }],
      bodies: [{ mediaType: 'application/json', value: { type: 'message', source: 'user' } }],
      bodyRequired: true,
      accept: 'text/event-stream',
      streaming: true,
      console: { serverUrl: 'http://localhost:8080' },
    });
    expect(data.toc.map((item) => `${item.depth}:${item.html}`)).toEqual([
      '2:Request', '3:Path parameters', '3:Body', '2:Responses', '3:200 OK', '3:404 Not Found', '3:422 Unprocessable Entity', '2:Try it', '2:Samples',
    ]);
    for (const item of data.toc) expect(entry.anchors).toContain(item.id);
  });

  it('lists every anchor the page defines, schema nodes included, for link checking', () => {
    const entry = page(loaded.pages, '/docs/api/list-session-events', 'api-operation');
    const response = entry.data.responses[0]!.content[0]!.schema!;
    expect(response.id).toBeDefined();
    expect(entry.anchors).toContain(response.id);
    expect(new Set(entry.anchors).size).toBe(entry.anchors.length);
  });

  it('renders each distinct description once per build, and highlights examples without the Markdown renderer', () => {
    const counts = new Map<string, number>();
    for (const source of rendered) counts.set(source, (counts.get(source) ?? 0) + 1);
    expect(counts.size).toBeGreaterThan(3);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect([...counts.keys()].some((source) => source.includes('"msg": "Field required"'))).toBe(false);
    const validation = page(loaded.pages, '/docs/api/create-agent', 'api-operation').data.responses.find((response) => response.status === '422')!;
    expect(validation.content[0]!.examples[0]!.html).toContain('Field required');
  });
});

describe('loadOpenApi on the construct fixtures', () => {
  it('groups operations without tags under "untagged", last, and slugs operations without operationId', async () => {
    const { sidebar, pages } = await load('fixtures/openapi.yaml', fixture('openapi-constructs-3.0/openapi.yaml'));
    expect(labels(sidebar)).toEqual([
      ['Pet Store', '/docs/api/pet-store', undefined],
      ['Pets', [['List pets', '/docs/api/list-pets', 'get'], ['Add a pet', '/docs/api/create-pet', 'post'], ['Get a pet', '/docs/api/get-pets-petid', 'get']]],
      ['Untagged', [['Remove a pet', '/docs/api/delete-pet', 'delete'], ['Upload a photo', '/docs/api/put-pets-petid-photo', 'put']]],
    ]);
    const photo = page(pages, '/docs/api/put-pets-petid-photo', 'api-operation').data;
    expect(photo.tag).toBe('untagged');
    expect(photo.operationId).toBeUndefined();
    expect(photo.requestBody?.content.map((media) => media.mediaType)).toEqual(['multipart/form-data', 'image/png']);
    expect(photo.requestBody?.content[1]?.examples).toEqual([]);
    expect(photo.parameters.map((group) => group.location)).toEqual(['path', 'header']);
  });

  it('keeps path-level parameters, lets operation-level ones win, and shows responses without content', async () => {
    const { pages } = await load('fixtures/openapi.json', fixture('openapi-constructs-3.1/openapi.json'));
    const tree = page(pages, '/docs/api/get-tree', 'api-operation').data;
    const path = tree.parameters.find((group) => group.location === 'path')!.parameters;
    expect(path).toHaveLength(1);
    expect(path[0]!.descriptionHtml).toBe('<p>Operation-level description wins.</p>');
    expect(tree.parameters.map((group) => group.location)).toEqual(['path', 'query', 'header', 'cookie']);
    expect(tree.responses.find((response) => response.status === '404')).toMatchObject({ content: [], descriptionHtml: '<p>No such tree.</p>' });
    const health = page(pages, '/docs/api/get-health', 'api-operation').data;
    expect(health.responses[0]!.content[0]).toMatchObject({ mediaType: 'text/plain', schema: { constValue: '"ok"' } });
    const info = page(pages, '/docs/api/tree-service', 'api-info').data;
    expect(info.description).toBe('Stores trees of values.');
    expect(info.contact).toEqual({ name: 'Tree team', email: 'trees@example.com' });
    expect(info.descriptionHtml).toContain('<ol>');
  });
});

describe('loadOpenApi on tag groups (x-tagGroups)', () => {
  it('puts the tags’ categories in sections of the sidebar, in their order, and the tags of no section after them', async () => {
    const operation = (operationId: string, tag: string) => ({ get: { operationId, tags: [tag], responses: { '200': { description: 'OK' } } } });
    const text = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Grouped', version: '1' },
      'x-tagGroups': [{ name: 'Core', tags: ['b', 'a', 'missing'] }, { name: 'Nothing', tags: ['missing'] }, { name: 'Broken' }],
      paths: { '/a': operation('getA', 'a'), '/b': operation('getB', 'b'), '/c': operation('getC', 'c') },
    });
    const loaded = await load('grouped.json', text);
    expect(labels(loaded.sidebar)).toEqual([
      ['Grouped', '/docs/api/grouped', undefined],
      ['Core', [['B', [['getB', '/docs/api/get-b', 'get']]], ['A', [['getA', '/docs/api/get-a', 'get']]]]],
      ['C', [['getC', '/docs/api/get-c', 'get']]],
    ]);
    expect(loaded.sidebar[1]).toMatchObject({ type: 'category', indexRoute: '/docs/api/grouped#operations' });
  });
});

describe('loadOpenApi on summaries written as descriptions', () => {
  it('titles an operation by a short summary as plain text, and shows a summary of paragraphs as its description', async () => {
    const text = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Chat', version: '1' },
      paths: {
        '/chat': {
          post: {
            operationId: 'createChat',
            summary: '**Starting a new project?** Try [Responses](https://example.com/responses).\n\n---\n\nCreates a reply for the conversation.',
            responses: { '200': { description: 'OK' } },
          },
          get: { operationId: 'listChats', summary: 'List `chats` **fast**', description: 'Every chat.\n\n### Paging\n\nBy cursor.\n\n#### Limits\n\nFifty.', responses: { '200': { description: 'OK' } } },
        },
      },
    });
    const loaded = await load('chat.json', text);
    const create = page(loaded.pages, '/docs/api/create-chat', 'api-operation').data;
    expect(create.title).toBe('createChat');
    expect(create.descriptionHtml).toContain('<strong>Starting a new project?</strong>');
    expect(create.descriptionHtml).toContain('Creates a reply for the conversation.');
    const list = page(loaded.pages, '/docs/api/list-chats', 'api-operation').data;
    expect(list.title).toBe('List chats fast');
    // Its headings start right under the page's title (h2), not where the document had them (h3).
    expect(list.descriptionHtml).toMatch(/^<p>Every chat\.<\/p>\n<h2 id="paging">Paging<a [^>]+>#<\/a><\/h2>\n<p>By cursor\.<\/p>\n<h3 id="limits">Limits<a [^>]+>#<\/a><\/h3>/);
  });
});

describe('loadOpenApi on descriptions with headings named like the sections of their page', () => {
  it('gives their headings ids of their own, with the links within them and the TOC following', async () => {
    const shared = 'See [below](#responses) and [the request](#request).\n\n## Responses\n\nExplained.\n\n## Request\n\nMore.';
    const text = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Notes', version: '1', description: 'Intro.\n\n## Authentication\n\nUse a token ([how](#authentication)).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
      paths: {
        '/notes': {
          get: { operationId: 'listNotes', description: shared, responses: { '200': { description: shared } } },
        },
      },
    });
    const loaded = await load('notes.json', text);
    const ids = (html: string): string[] => [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!);
    const info = page(loaded.pages, '/docs/api/notes', 'api-info');
    expect(info.data.descriptionHtml).toContain('<h2 id="authentication-2">');
    expect(info.data.descriptionHtml).toContain('<a href="#authentication-2">how</a>');
    expect(info.data.toc.map((entry) => entry.id)).toEqual(expect.arrayContaining(['authentication', 'authentication-2']));
    expect(info.anchors).toEqual(expect.arrayContaining(['authentication', 'authentication-2']));
    const list = page(loaded.pages, '/docs/api/list-notes', 'api-operation');
    // The same description twice on one page: each copy its own ids, its links to its own headings.
    const response = list.data.responses[0]!.descriptionHtml ?? '';
    expect([ids(list.data.descriptionHtml), ids(response)].sort()).toEqual([['responses-2', 'request-2'], ['responses-3', 'request-3']]);
    const [own, other] = list.data.descriptionHtml.includes('id="responses-2"') ? ['2', '3'] : ['3', '2'];
    expect(list.data.descriptionHtml).toContain(`<a href="#responses-${own}">below</a> and <a href="#request-${own}">the request</a>`);
    expect(response).toContain(`<a href="#responses-${other}">below</a>`);
    expect(list.anchors).toEqual(expect.arrayContaining(['responses', 'responses-2', 'responses-3', 'request-2', 'request-3']));
  });
});

describe('loadOpenApi on links that would run script', () => {
  it('leaves out a contact, licence, terms or external docs URL that would (React would write a link that throws)', async () => {
    const text = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Script', version: '1', termsOfService: 'javascript:alert(1)', contact: { name: 'Team', url: ' JavaScript:alert(2)', email: 'team@example.com' }, license: { name: 'MIT', url: 'data:text/html,x' } },
      externalDocs: { url: 'vbscript:x', description: 'Docs' },
      paths: { '/a': { get: { operationId: 'getA', externalDocs: { url: 'https://example.com/a' }, responses: { '200': { description: 'OK' } } } } },
    });
    const loaded = await load('script.json', text);
    const info = page(loaded.pages, '/docs/api/script', 'api-info').data;
    expect(info.contact).toEqual({ name: 'Team', email: 'team@example.com' });
    expect(info.license).toEqual({ name: 'MIT' });
    expect(info.termsOfService).toBeUndefined();
    expect(info.externalDocs).toBeUndefined();
    expect(page(loaded.pages, '/docs/api/get-a', 'api-operation').data.externalDocs?.url).toBe('https://example.com/a');
  });
});

describe('loadOpenApi on a Swagger 2.0 document', () => {
  it('builds the pages of the OpenAPI 3.0 document it describes', async () => {
    const loaded = await load('swagger.yaml', fixture('openapi-swagger-2.0/swagger.yaml'));
    expect(loaded.diagnostics.items).toEqual([]);
    expect(loaded.pages.every((entry) => entry.source === 'swagger.yaml')).toBe(true);
    expect(labels(loaded.sidebar)).toEqual([
      ['Relay Legacy', '/docs/api/relay-legacy', undefined],
      ['Streams', [
        ['List streams', '/docs/api/list-streams', 'get'],
        ['Create a stream', '/docs/api/create-stream', 'post'],
        ['Get a stream', '/docs/api/get-stream', 'get'],
        ['Attach a file', '/docs/api/attach-file', 'post'],
      ]],
    ]);
    const info = page(loaded.pages, '/docs/api/relay-legacy', 'api-info').data;
    expect(info).toMatchObject({ openapiVersion: '3.0.3', swaggerVersion: '2.0', version: '1.4' });
    // A tag of text only (Redoc's x-traitTag) is on the info page, in its place, and not in the sidebar; one without text is not.
    expect(info.groups.map((group) => [group.label, group.operations.length])).toEqual([['Getting started', 0], ['Streams', 4]]);
    expect(info.groups[0]!.descriptionHtml).toContain('<a href="/docs/api/create-stream">Create a stream</a>');
    expect(info.servers.map((server) => server.url)).toEqual(['https://relay.example.com/v1', 'http://relay.example.com/v1']);
    const create = page(loaded.pages, '/docs/api/create-stream', 'api-operation').data;
    expect(create.requestBody?.content.map((entry) => [entry.mediaType, entry.schema?.refName])).toEqual([['application/json', 'NewStream']]);
    const get = page(loaded.pages, '/docs/api/get-stream', 'api-operation').data;
    // The document's own samples (x-codeSamples): those with a source, an unknown language as plain text.
    expect(get.codeSamples?.map((sample) => sample.label)).toEqual(['cURL', 'Python SDK', 'Brainfuck']);
    expect(get.codeSamples?.[0]?.html).toContain('relay.example.com/v1/streams/s1');
    expect(get.toc.map((entry) => entry.id)).toContain('code-samples');
    const attach = page(loaded.pages, '/docs/api/attach-file', 'api-operation').data;
    expect(attach.requestBody?.content[0]?.mediaType).toBe('multipart/form-data');
    expect(attach.request?.bodies[0]).toMatchObject({ mediaType: 'multipart/form-data', fields: [{ name: 'file', file: true, required: true }, { name: 'note', file: false, required: false }] });
    expect(attach.request?.parameters.map((parameter) => [parameter.name, parameter.in])).toEqual([['id', 'path']]);
  });

  it('points links written for Redoc (#operation/…, #tag/…, #section/…) at the pages that show what they name', async () => {
    const loaded = await load('swagger.yaml', fixture('openapi-swagger-2.0/swagger.yaml'));
    const info = page(loaded.pages, '/docs/api/relay-legacy', 'api-info');
    expect(info.data.descriptionHtml).toContain('<a href="/docs/api/create-stream">Create a stream</a>');
    expect(info.data.descriptionHtml).toContain('<a href="/docs/api/relay-legacy#authentication">a key</a>');
    const streams = info.data.groups.find((group) => group.name === 'streams')!;
    expect(streams.descriptionHtml).toContain('<a href="/docs/api/relay-legacy#tag-streams">all of them</a>');
    expect(streams.descriptionHtml).toContain('<a href="/docs/api/get-stream">by id</a>');
    expect(info.links.map((link) => link.target).sort()).toEqual([
      '#operation/nothing', '/docs/api/create-stream', '/docs/api/create-stream', '/docs/api/get-stream',
      '/docs/api/relay-legacy#authentication', '/docs/api/relay-legacy#tag-streams', '/docs/api/relay-legacy#tag-streams',
    ]);
    expect(info.anchors).toEqual(expect.arrayContaining(['authentication', 'tag-streams']));
  });

  it('places problems at their line in the Swagger file, named by its own pointers', async () => {
    const text = [
      'swagger: "2.0"',
      'info: { title: Old, version: "1" }',
      'paths:',
      '  /a:',
      '    get:',
      '      parameters:',
      '        - name: q',
      '          in: nowhere',
      '          type: string',
      '      responses:',
      '        "200": { description: ok, schema: { $ref: "#/definitions/A" } }',
      'definitions:',
      '  A:',
      '    type: object',
      '    properties:',
      '      b: { type: strin }',
    ].join('\n');
    const error = await load('old.yaml', text).then(() => undefined, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toMatch(/^old\.yaml:7:11 {2}the OpenAPI document is invalid at the JSON pointer "\/paths\/~1a\/get\/parameters\/0"/);
    const lenient = await load('old.yaml', text.replace('in: nowhere', 'in: query'));
    expect(lenient.diagnostics.items).toEqual([
      expect.objectContaining({ severity: 'warning', file: 'old.yaml', line: 16, message: expect.stringMatching(/^the schema at the JSON pointer \/definitions\/A\/properties\/b\/type is not valid Swagger 2\.0: /) }),
    ]);
  });
});

describe('loadOpenApi on a document split over several files', () => {
  const folder = 'openapi-multi-file';
  const loadSplit = async (changed: Record<string, string> = {}) => {
    const read = async (name: string): Promise<string | undefined> => changed[name] ?? (await Promise.resolve().then(() => fixture(`${folder}/${name}`)).catch(() => undefined));
    const text = (await read('openapi.yaml'))!;
    const bundle = (await bundleRefs('openapi.yaml', text, parseSpecText('openapi.yaml', text), read))!;
    const diagnostics = new DiagnosticSink();
    const loaded = await loadOpenApi({ file: 'openapi.yaml', text, bundle, renderMarkdown, diagnostics, routeBase: '/docs/api' });
    return { ...loaded, diagnostics };
  };

  it('builds the pages, each schema read from a file shown by its name', async () => {
    const loaded = await loadSplit();
    expect(loaded.diagnostics.items).toEqual([]);
    expect(loaded.pages.map((entry) => entry.data.route)).toEqual(['/docs/api/notes', '/docs/api/list-notes', '/docs/api/create-note', '/docs/api/get-note']);
    const get = page(loaded.pages, '/docs/api/get-note', 'api-operation').data;
    expect(get.responses.map((response) => [response.status, response.content[0]?.schema?.refName])).toEqual([['200', 'note'], ['404', 'Error']]);
    expect(get.parameters.flatMap((group) => group.parameters.map((parameter) => parameter.name))).toEqual(['id']);
    expect(page(loaded.pages, '/docs/api/notes', 'api-info').data.descriptionHtml).toContain('several files');
  });

  it('places a problem in another file at its line there', async () => {
    const loaded = await loadSplit({ 'schemas/tag.yaml': 'type: object\nproperties:\n  name:\n    type: strin\n' });
    expect(loaded.diagnostics.items).toEqual([
      expect.objectContaining({ severity: 'warning', file: 'schemas/tag.yaml', line: 4, column: 11, message: expect.stringMatching(/^the schema at the JSON pointer \/properties\/name\/type is not valid OpenAPI 3\.0: /) }),
    ]);
    const invalid = await loadSplit({ 'paths/note.yaml': 'get:\n  responses:\n    "200": {}\n' }).then(() => undefined, (error: unknown) => error);
    expect((invalid as UserError).message).toMatch(/^paths\/note\.yaml:3:12 {2}the OpenAPI document is invalid at the JSON pointer "\/get\/responses\/200": must have required property 'description'/);
  });
});

describe('loadOpenApi on bad input', () => {
  const rejects = async (name: string): Promise<UserError> => {
    const error = await load(`remote/${name}`, fixture(`openapi-invalid/${name}`)).then(() => undefined, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserError);
    return error as UserError;
  };

  it('names the file and position of a document that is not JSON', async () => {
    expect((await rejects('not-json.json')).message).toMatch(/^remote\/not-json\.json:4:13 {2}the OpenAPI document is not valid JSON: /);
  });

  it('names the file and position of a document that is not YAML', async () => {
    expect((await rejects('not-yaml.yaml')).message).toMatch(/^remote\/not-yaml\.yaml:5:1 {2}the OpenAPI document is neither JSON nor valid YAML: /);
  });

  it('says what was expected of a document that is not OpenAPI', async () => {
    expect((await rejects('not-openapi.json')).message).toBe(
      'remote/not-openapi.json:1:1  at the JSON pointer "" (the document root): expected an `openapi` field with the OpenAPI version (3.0.x or 3.1.x); this is not an OpenAPI document',
    );
    expect((await rejects('html-page.json')).message).toContain('expected an OpenAPI object, found the text "<!doctype html>');
    expect((await rejects('swagger.json')).message).toBe('remote/swagger.json:2:14  at the JSON pointer "/swagger": expected an OpenAPI 3.0 or 3.1 document or Swagger 2.0, found Swagger "1.2"');
  });

  it('names the JSON pointer and the expectation of a validation failure', async () => {
    const error = await rejects('fails-validation.json');
    expect(error.message).toBe(
      'remote/fails-validation.json:9:18  the OpenAPI document is invalid at the JSON pointer "/paths/~1items/get/responses/200": must have required property \'description\'',
    );
    expect(error.diagnostics).toHaveLength(1);
    expect(error.diagnostics[0]).toMatchObject({ severity: 'error', rule: 'openapi', file: 'remote/fails-validation.json', line: 9, column: 18 });
  });

  it('names an unresolvable $ref and where it is used', async () => {
    const error = await rejects('unresolved-ref.yaml');
    expect(error.message).toBe(
      'remote/unresolved-ref.yaml:14:23  $ref "#/components/schemas/Missing" used at /paths/~1items/get/responses/200/content/application~1json/schema does not resolve; expected an object at /components/schemas/Missing',
    );
    expect(error.hint).toBe('Fix the reference or add the missing component.');
  });

  it('reports a cycle of references (and a reference to itself) once, as a cycle', async () => {
    const spec = [
      'openapi: 3.0.3',
      "info: { title: Cycles, version: '1' }",
      'paths:',
      '  /a:',
      '    get:',
      '      responses:',
      "        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/A' } } } }",
      'components:',
      '  schemas:',
      "    A: { $ref: '#/components/schemas/B' }",
      "    B: { $ref: '#/components/schemas/A' }",
      "    S: { $ref: '#/components/schemas/S' }",
      '',
    ].join('\n');
    const error = (await load('api.yaml', spec).catch((caught: unknown) => caught)) as UserError;
    expect(error).toBeInstanceOf(UserError);
    expect(error.diagnostics.map((d) => `${d.line}:${d.column}  ${d.message}`)).toEqual([
      '10:16  $ref cycle: #/components/schemas/A → #/components/schemas/B → #/components/schemas/A, so none of them resolves',
      '12:16  $ref cycle: #/components/schemas/S refers to itself, so it never resolves',
    ]);
    expect(error.message).toBe('api.yaml:10:16  $ref cycle: #/components/schemas/A → #/components/schemas/B → #/components/schemas/A, so none of them resolves (and 1 more $ref problem)');
  });

  it("reads a code sample whose source is a $ref to another sample's source, as Shutterstock writes them", async () => {
    const spec = [
      'openapi: 3.0.3',
      "info: { title: Samples, version: '1' }",
      'paths:',
      '  /a:',
      '    get:',
      '      operationId: getA',
      '      responses: { 200: { description: Ok } }',
      '      x-code-samples:',
      '        - { lang: python, source: "print(1)" }',
      "        - { lang: python, label: Again, source: { $ref: '#/paths/~1a/get/x-code-samples/0/source' } }",
      '',
    ].join('\n');
    const loaded = await load('api.yaml', spec);
    const get = page(loaded.pages, '/docs/api/get-a', 'api-operation').data;
    expect(get.codeSamples?.map((sample) => sample.label)).toEqual(['python', 'Again']);
    expect(get.codeSamples?.[1]?.html).toContain('print');
    // A reference to nothing is still an error.
    const broken = (await load('api.yaml', spec.replace('x-code-samples/0/source', 'x-code-samples/5/source')).catch((caught: unknown) => caught)) as UserError;
    expect(broken.message).toMatch(/^api\.yaml:10:\d+  \$ref "#\/paths\/~1a\/get\/x-code-samples\/5\/source" used at .* does not resolve/);
  });

  it("keeps the file of a large example to a folder name's length, whatever the example is named", async () => {
    const name = 'an-example-named-at-length-'.repeat(12);
    const spec = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Examples', version: '1' },
      paths: { '/a': { get: { operationId: 'getA', responses: { 200: { description: 'Ok', content: { 'application/vnd.example.a-very-long-media-type+json': { examples: { [name]: { value: Array.from({ length: 60 }, (_, i) => ({ i })) } } } } } } } } },
    });
    const loaded = await load('api.json', spec);
    const example = page(loaded.pages, '/docs/api/get-a', 'api-operation').data.responses[0]!.content[0]!.examples[0]!;
    const file = example.full!.route.split('/').pop()!;
    expect(file).toMatch(/^response-200-application-vnd-example-a-very-long-media-type-json-example-an-example-named-[a-z-]+-[0-9a-f]{8}\.json$/);
    expect(Buffer.byteLength(file)).toBeLessThanOrEqual(125);
    expect(loaded.files.map((entry) => entry.route)).toContain(example.full!.route);
  });

  it('warns about a property of the document the format does not define, and still refuses one of an operation', async () => {
    const extra = "openapi: 3.0.3\ninfo: { title: Extra, version: '1' }\nsource: https://example.com/api\npaths:\n  /a:\n    get:\n      responses: { '200': { description: Ok } }\n";
    const { pages, diagnostics } = await load('api.yaml', extra);
    expect(pages).toHaveLength(2);
    expect(diagnostics.items.map(({ severity, message }) => ({ severity, message }))).toEqual([
      { severity: 'warning', message: 'the document has the property "source", which OpenAPI 3.0 does not define (an extension\'s name starts with "x-"); it is ignored' },
    ]);
    const inOperation = extra.replace('      responses:', '      summry: A\n      responses:');
    const error = (await load('api.yaml', inOperation).catch((caught: unknown) => caught)) as UserError;
    expect(error.message).toBe('api.yaml:7:7  the OpenAPI document is invalid at the JSON pointer "/paths/~1a/get": must not have the property "summry"');
  });

  it('warns about a document without paths (or webhooks), and refuses one nested too deeply', async () => {
    const { pages, diagnostics } = await load('api.yaml', "openapi: 3.0.3\ninfo: { title: Empty, version: '1' }\npaths: {}\n");
    expect(pages.map((entry) => entry.data.route)).toEqual(['/docs/api/empty']);
    expect(diagnostics.items.map(({ severity, line, message }) => ({ severity, line, message }))).toEqual([
      { severity: 'warning', line: 3, message: 'the OpenAPI document has no paths, so the API reference has no operation pages' },
    ]);
    // A 3.1 document of webhooks only has pages: no warning.
    const hooks = "openapi: 3.1.0\ninfo: { title: Hooks, version: '1' }\nwebhooks:\n  newPet:\n    post:\n      responses: { '200': { description: Ok } }\n";
    const webhooksOnly = await load('api.yaml', hooks);
    expect(webhooksOnly.pages.map((entry) => entry.data.route)).toEqual(['/docs/api/hooks', '/docs/api/post-webhook-newpet']);
    expect(webhooksOnly.diagnostics.items).toEqual([]);
    const deep = `{"openapi":"3.1.0","info":{"title":"D","version":"1"},"x-deep":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const error = (await load('api.json', deep).catch((caught: unknown) => caught)) as UserError;
    expect(error).toBeInstanceOf(UserError);
    // The value 257 levels deep: x-deep's 257th bracket.
    expect(error.message).toBe(`api.json:1:${deep.indexOf('[') + 256 + 1}  the OpenAPI document is nested deeper than the limit of 256 levels, at the JSON pointer "/x-deep/0/0/0/0/0/0/0/…/0/0/0"`);
    expect(error.hint).toMatch(/^Give deeply nested schemas a name under `components\/schemas`/);
  });

  it('says to quote a version YAML reads as a number, and warns at each component name that breaks the pattern', async () => {
    const unquoted = (await load('api.yaml', 'openapi: 3.0.3\ninfo: { title: V, version: 1.0 }\npaths: {}\n').catch((caught: unknown) => caught)) as UserError;
    expect(unquoted.message).toBe('api.yaml:2:28  the OpenAPI document is invalid at the JSON pointer "/info/version": must be string');
    expect(unquoted.hint).toBe('An unquoted number (1.0) is read as a number, not as text: put the value in quotes (version: "1.0").');
    // A component name the schema's pattern refuses: each named at its line, and the pages built.
    const names = 'openapi: 3.1.0\ninfo: { title: N, version: "1" }\npaths: {}\ncomponents:\n  schemas:\n    Good: { type: string }\n    Bad Name: { type: string }\n    a/b: { type: string }\n';
    const { diagnostics } = await load('api.yaml', names);
    expect(diagnostics.items.filter((d) => d.message.includes('the name')).map(({ line, message }) => `${line} ${message}`)).toEqual([
      '7 the schema at the JSON pointer /components/schemas/Bad Name is not valid OpenAPI 3.1: the name "Bad Name" must match pattern "^[a-zA-Z0-9._-]+$"; it is shown as written',
      '8 the schema at the JSON pointer /components/schemas/a~1b is not valid OpenAPI 3.1: the name "a/b" must match pattern "^[a-zA-Z0-9._-]+$"; it is shown as written',
    ]);
  });

  it('says what to change for the commonest YAML mistakes: a colon in a value, a tab, a missing quote', async () => {
    const hint = async (text: string): Promise<string | undefined> => ((await load('api.yaml', `openapi: 3.0.3\n${text}`).catch((caught: unknown) => caught)) as UserError).hint;
    expect(await hint("info:\n  title: API: the basics\n  version: '1'\npaths: {}\n")).toBe('A value holding ": " reads as a nested mapping: put the value in quotes (title: "API: the basics").');
    expect(await hint("info:\n\ttitle: A\npaths: {}\n")).toBe('YAML is indented with spaces, never tabs: replace the tabs at the start of the line.');
    expect(await hint('info:\n  title: "A\npaths: {}\n')).toBe('A quoted value lacks its closing quote, or an inline [list] or {mapping} its closing bracket.');
  });

  it('reads YAML merge keys (<<: *anchor), as hand-written descriptions use them', async () => {
    const text = [
      'openapi: 3.0.3',
      "info: { title: Merge, version: '1' }",
      'x-common: &common',
      "  '401': { description: Unauthorized }",
      'paths:',
      '  /a:',
      '    get:',
      '      operationId: getA',
      '      responses:',
      '        <<: *common',
      "        '200': { description: Ok }",
      '',
    ].join('\n');
    const { pages, diagnostics } = await load('api.yaml', text);
    expect(diagnostics.items).toEqual([]);
    expect(page(pages, '/docs/api/get-a', 'api-operation').data.responses.map((response) => response.status)).toEqual(['200', '401']);
  });

  it('reads an alias used thousands of times, and refuses aliases that multiply', async () => {
    const paths = Array.from({ length: 1500 }, (_, index) => `  /r${index}:\n    get:\n      responses:\n        '500': *error`).join('\n');
    const reused = await load('api.yaml', `openapi: 3.0.3\ninfo: { title: Aliases, version: '1' }\nx-error: &error { description: Error }\npaths:\n${paths}\n`);
    expect(reused.pages).toHaveLength(1501);
    const levels = 'bcdefgh'.split('').map((name, i) => `  ${name}: &${name} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`).join('\n');
    const bomb = `openapi: 3.0.3\ninfo: { title: Bomb, version: '1' }\npaths: {}\nx-bomb:\n  a: &a [x, x, x, x, x, x, x, x, x]\n${levels}\n`;
    const error = (await load('api.yaml', bomb).catch((caught: unknown) => caught)) as UserError;
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toBe('api.yaml  the OpenAPI document cannot be read: its YAML aliases (*name) expand to more than 100,000 values');
  });

  it('shows what a path item says of its operations on each of their pages, before their own text', async () => {
    const text = [
      'openapi: 3.1.0',
      "info: { title: Paths, version: '1' }",
      'paths:',
      '  /pets:',
      '    description: Pets in the store, by name.',
      '    get: { operationId: listPets, description: Lists them., responses: { "200": { description: Ok } } }',
      '    post: { operationId: addPet, responses: { "201": { description: Added } } }',
      '  /owners:',
      '    $ref: "#/components/pathItems/owners"',
      '    summary: Owners of pets.',
      'components:',
      '  pathItems:',
      '    owners:',
      '      description: Owners, as the shared item describes them.',
      '      get: { operationId: listOwners, responses: { "200": { description: Ok } } }',
      '',
    ].join('\n');
    const { pages } = await load('api.yaml', text);
    const description = (route: string): string => page(pages, route, 'api-operation').data.descriptionHtml;
    expect(description('/docs/api/list-pets')).toBe('<p>Pets in the store, by name.</p>\n<p>Lists them.</p>');
    expect(description('/docs/api/add-pet')).toBe('<p>Pets in the store, by name.</p>');
    expect(description('/docs/api/list-owners')).toBe('<p>Owners of pets.</p>');
  });

  it('follows an OpenAPI 3.1 $ref to a schema named by its $id, with a pointer into it or not', async () => {
    const text = [
      'openapi: 3.1.0',
      "info: { title: Ids, version: '1' }",
      'paths:',
      '  /things:',
      '    get:',
      '      operationId: listThings',
      '      responses:',
      '        "200":',
      '          description: Ok',
      '          content:',
      '            application/json:',
      '              schema:',
      '                type: object',
      '                properties:',
      '                  thing: { $ref: "https://example.com/schemas/thing" }',
      '                  flag: { $ref: "https://example.com/schemas/thing#/properties/t" }',
      'components:',
      '  schemas:',
      '    Thing:',
      '      $id: https://example.com/schemas/thing',
      '      type: object',
      '      properties: { t: { type: boolean } }',
      '',
    ].join('\n');
    const { pages, diagnostics } = await load('api.yaml', text);
    expect(diagnostics.items).toEqual([]);
    // The schema tree shows the named schema, and the flag as the boolean it points to.
    const data = JSON.stringify(pages[1]!.data);
    expect(data).toContain('"name":"thing","id":"response-200-application-json-thing","refName":"Thing"');
    expect(data).toMatch(/"typeLabel":"boolean"[^{}]*"name":"flag"/);
  });

  it('keeps a tag named `webhooks` apart from the webhooks of 3.1', async () => {
    const text = [
      'openapi: 3.1.0',
      "info: { title: Hooks, version: '1' }",
      'tags: [{ name: webhooks, description: Manage your webhook subscriptions. }]',
      'paths:',
      '  /webhooks:',
      '    get: { operationId: listSubscriptions, tags: [webhooks], responses: { "200": { description: Ok } } }',
      'webhooks:',
      '  orderCreated:',
      '    post: { operationId: orderCreated, responses: { "200": { description: Ok } } }',
      '',
    ].join('\n');
    const { pages, sidebar } = await load('api.yaml', text);
    expect(labels(sidebar)).toEqual([
      ['Hooks', '/docs/api/hooks', undefined],
      ['Webhooks', [['listSubscriptions', '/docs/api/list-subscriptions', 'get']]],
      ['Webhooks', [['orderCreated', '/docs/api/order-created', 'post']]],
    ]);
    const info = pages[0]!.data as { groups: Array<{ label: string; descriptionHtml?: string }> };
    expect(info.groups.map((group) => [group.label, group.descriptionHtml])).toEqual([
      ['Webhooks', '<p>Manage your webhook subscriptions.</p>'],
      ['Webhooks', undefined],
    ]);
  });

  it('warns at a key written twice in one YAML mapping or JSON object, which hides the first one\'s operations', async () => {
    const text = [
      'openapi: 3.0.3',
      "info: { title: Pets, version: '1' }",
      'paths:',
      '  /pets:',
      '    get: { operationId: listPets, responses: { "200": { description: Ok } } }',
      '  /pets:',
      '    delete: { operationId: deletePets, responses: { "204": { description: Gone } } }',
      '',
    ].join('\n');
    const { pages, diagnostics } = await load('api.yaml', text);
    expect(pages.map((entry) => entry.data.route)).toEqual(['/docs/api/pets', '/docs/api/delete-pets']);
    expect(diagnostics.items.map(({ severity, line, column, message }) => ({ severity, line, column, message }))).toEqual([
      { severity: 'warning', line: 6, column: 3, message: 'the key "/pets" is written twice in one mapping (first at line 4): only this one is read, the first and all under it are ignored' },
    ]);
    // JSON, where JSON.parse keeps the last as quietly; a key with escapes, and repeats in strings or deep down, are no concern.
    const json = [
      '{"openapi": "3.0.3", "info": {"title": "Pets", "version": "1", "description": "\\"paths\\": {\\"/pets\\": 1, \\"/pets\\": 2}"},',
      ' "paths": {',
      '  "/pets": {"get": {"operationId": "listPets", "responses": {"200": {"description": "Ok", "content": {"application/json": {"example": {"a": 1, "a": 2}}}}}}},',
      '  "/p\\u0065ts": {"delete": {"operationId": "deletePets", "responses": {"204": {"description": "Gone"}}}}',
      ' }}',
    ].join('\n');
    const fromJson = await load('api.json', json);
    expect(fromJson.pages.map((entry) => entry.data.route)).toEqual(['/docs/api/pets', '/docs/api/delete-pets']);
    expect(fromJson.diagnostics.items.map(({ line, column, message }) => ({ line, column, message }))).toEqual([
      { line: 4, column: 3, message: 'the key "/pets" is written twice in one object (first at line 3): only this one is read, the first and all under it are ignored' },
    ]);
  });

  it('gives each operation whose slug is taken a route of its own: method and path, else a number', async () => {
    const { pages, sidebar, diagnostics } = await load('remote/duplicates.json', fixture('openapi-duplicate-slugs/openapi.json'));
    expect(pages.map((entry) => entry.data.route)).toEqual([
      '/docs/api/duplicates',
      '/docs/api/list-items',
      '/docs/api/get-v2-items',
      '/docs/api/get-duplicates',
      '/docs/api/get-things',
      '/docs/api/get-things-2',
    ]);
    expect(labels(sidebar)[1]).toEqual([
      'Untagged',
      [
        ['List items', '/docs/api/list-items', 'get'],
        ['List items (v2)', '/docs/api/get-v2-items', 'get'],
        ['Same slug as the info page', '/docs/api/get-duplicates', 'get'],
        ['Things', '/docs/api/get-things', 'get'],
        ['Things, with a trailing slash', '/docs/api/get-things-2', 'get'],
      ],
    ]);
    expect(diagnostics.items).toEqual([]);
  });
});
