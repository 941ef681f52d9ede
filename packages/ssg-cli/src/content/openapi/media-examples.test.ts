import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from './json-pointer.js';
import { collectMediaExamples, formatExample, generateValue } from './media-examples.js';
import { collectOperations, serverBaseUrl, type OperationRecord } from './operations.js';
import { buildRequest } from '@ssg/theme/api-samples';
import { buildRequestModel } from './request-model.js';

/** The request model of `record`, whose samples call its first server as the pages do. */
const model = (record: OperationRecord, document: JsonObject) => buildRequestModel(record, document, serverBaseUrl(record.servers));
/** The sample request the theme writes from that model. */
const buildSampleRequest = (record: OperationRecord, document: JsonObject) => buildRequest(model(record, document));

const fixture = (path: string): string => readFileSync(new URL(`../../../test/fixtures/${path}`, import.meta.url), 'utf8');
const doc30 = parseYaml(fixture('openapi-constructs-3.0/openapi.yaml')) as JsonObject;
const doc31 = JSON.parse(fixture('openapi-constructs-3.1/openapi.json')) as JsonObject;
const flux0 = JSON.parse(readFileSync(new URL('../../../../../site/remote/openapi.json', import.meta.url), 'utf8')) as JsonObject;

const operation = (document: JsonObject, id: string) => {
  const found = collectOperations(document).find((record) => (record.operationId ?? `${record.method} ${record.path}`) === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};
const media = (value: unknown): JsonObject => value as JsonObject;

describe('collectMediaExamples', () => {
  it('keeps named examples with their summaries and descriptions, resolving $ref examples', () => {
    const content = media((operation(doc30, 'create_pet').operation.requestBody as JsonObject).content);
    const examples = collectMediaExamples(media(content['application/json']), 'application/json', doc30, 'request');
    expect(examples.map(({ name, summary, description, generated }) => ({ name, summary, description, generated }))).toEqual([
      { name: 'cat', summary: 'A cat', description: undefined, generated: false },
      { name: 'dog', summary: 'A dog', description: 'Dogs need *walks*.', generated: false },
    ]);
    expect(examples[1]!.value).toEqual({ name: 'Rex', kind: { petType: 'Dog', breed: 'Collie' } });
  });

  it('uses a single `example`, else generates one from the schema (read-only left out of requests)', () => {
    const put = media(media(operation(doc31, 'replaceTree').operation.requestBody).content);
    expect(collectMediaExamples(media(put['application/json']), 'application/json', doc31, 'request')).toEqual([
      { name: 'Example', value: { value: 3, label: 'root', children: [] }, generated: false },
    ]);
    const [generated] = collectMediaExamples({ schema: { $ref: '#/components/schemas/TreeNode' } }, 'application/json', doc31, 'request');
    expect(generated?.generated).toBe(true);
    expect(generated?.value).not.toHaveProperty('id');
    expect(generated?.value).toHaveProperty('value', 42);
    const [response] = collectMediaExamples({ schema: { $ref: '#/components/schemas/TreeNode' } }, 'application/json', doc31, 'response');
    expect(response?.value).toHaveProperty('id', 'n-1');
    expect(response?.value).not.toHaveProperty('secret');
  });

  it('does not invent examples for files and reports schema-given examples as given', () => {
    expect(collectMediaExamples({ schema: { type: 'string', format: 'binary' } }, 'image/png', doc30, 'request')).toEqual([]);
    const [error] = collectMediaExamples({ schema: { $ref: '#/components/schemas/Error' } }, 'application/json', doc30, 'response');
    expect(error).toEqual({ name: 'Example', value: { code: 500, message: 'Something broke.' }, generated: false });
  });

  it('generates a value of the other type for what OpenAPI 3.1 makes nullable, not null or {}', () => {
    const document = { components: { schemas: { Snowflake: { type: 'string', pattern: '^(0|[1-9][0-9]*)$', format: 'snowflake' } } } };
    const schema = {
      type: 'object',
      properties: {
        id: { oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/Snowflake' }] },
        position: { type: ['null', 'integer'], minimum: 3 },
        parent: { anyOf: [{ type: ['null'] }, { type: 'object', properties: { name: { type: 'string', example: 'general' } } }] },
        nothing: { type: 'null' },
      },
    };
    expect(generateValue(schema, document, 'request')).toEqual({ id: 'string', position: 3, parent: { name: 'general' }, nothing: null });
  });

  it('keeps a generated example bounded when schemas name each other densely', () => {
    // Ten schemas, each with a property of each of the other nine: every path through them would be
    // a branch of the example (9! of them), which took 46 s and 2 GB before the node budget.
    const names = Array.from({ length: 10 }, (_, index) => `S${index}`);
    const schemas = Object.fromEntries(
      names.map((name) => [name, { type: 'object', properties: Object.fromEntries(names.filter((other) => other !== name).map((other) => [`to${other}`, { $ref: `#/components/schemas/${other}` }])) }]),
    );
    const document = { openapi: '3.0.3', info: { title: 'Dense', version: '1' }, paths: {}, components: { schemas } } as JsonObject;
    const value = generateValue({ $ref: '#/components/schemas/S0' }, document, 'response');
    const count = (node: unknown): number => (typeof node === 'object' && node !== null ? 1 + Object.values(node).reduce<number>((sum, child) => sum + count(child), 0) : 1);
    expect(Object.keys(value as object)).toEqual(names.slice(1).map((name) => `to${name}`));
    expect(count(value)).toBeLessThan(20_000);
  });

  it('generates XML for XML media types', () => {
    const xml = generateValue({ $ref: '#/components/schemas/Error' }, { components: { schemas: { Error: { type: 'object', properties: { code: { type: 'integer' } } } } } }, 'response', 'application/xml');
    expect(xml).toBe('<Error>\n  <code>0</code>\n</Error>\n');
  });
});

describe('formatExample', () => {
  it('writes JSON for JSON media types and strings as they are', () => {
    expect(formatExample({ a: 1 }, 'application/json; charset=utf-8')).toEqual({ lang: 'json', code: '{\n  "a": 1\n}' });
    expect(formatExample('stored', 'text/plain')).toEqual({ lang: 'text', code: 'stored' });
    expect(formatExample('<a/>', 'application/xml')).toEqual({ lang: 'xml', code: '<a/>' });
  });

  it('writes Server-Sent Events frames for event streams', () => {
    expect(formatExample({ id: 'e1', event: 'status', data: { status: 'ready' } }, 'text/event-stream')).toEqual({
      lang: 'text',
      code: 'id: e1\nevent: status\ndata: {"status":"ready"}\n',
    });
    expect(formatExample({ other: 1 }, 'text/event-stream').lang).toBe('json');
  });

  it('writes form bodies as url-encoded pairs', () => {
    expect(formatExample({ name: 'Tom Cat', tags: ['a'] }, 'application/x-www-form-urlencoded').code).toBe('name=Tom+Cat&tags=%5B%22a%22%5D');
  });
});

describe('buildRequestModel', () => {
  it('fills path parameters from examples and sends the example body (Flux0 create_session_event)', () => {
    const request = buildSampleRequest(operation(flux0, 'create_session_event'), flux0);
    expect(request.url).toBe('http://localhost:8080/api/sessions/zv3h4j5Fjv/events/stream');
    expect(request.headers).toEqual([['Accept', 'text/event-stream']]);
    expect(request.streaming).toBe(true);
    expect(request.body).toEqual({ mediaType: 'application/json', value: { type: 'message', source: 'user', content: 'Translate "good morning" to Italian.' } });
  });

  it('adds required and exemplified parameters, cookies, credentials and multipart files', () => {
    const list = buildSampleRequest(operation(doc30, 'listPets'), doc30);
    expect(list.url).toBe('https://pets.example.com/v1/pets');
    expect(list.query).toEqual([['limit', '10']]);
    expect(model(operation(doc30, 'listPets'), doc30).parameters.find((parameter) => parameter.name === 'limit')).toMatchObject({ in: 'query', type: 'integer', value: 10 });
    const photo = buildSampleRequest(operation(doc30, 'put /pets/{petId}/photo'), doc30);
    expect(photo.headers).toContainEqual(['X-Request-Id', 'req-42']);
    expect(photo.headers).toContainEqual(['Accept', 'text/plain']);
    expect(photo.body).toMatchObject({ mediaType: 'multipart/form-data', fileFields: ['file'], value: { caption: 'In the garden' } });
    expect(model(operation(doc30, 'put /pets/{petId}/photo'), doc30).bodies[0]!.fields).toEqual([
      { name: 'file', file: true, required: expect.any(Boolean) },
      { name: 'caption', file: false, required: expect.any(Boolean) },
    ]);
    const tree = buildSampleRequest(operation(doc31, 'get_tree'), doc31);
    expect(tree.url).toBe('http://localhost:9000/trees/oak');
    expect(tree.query).toEqual([['view', 'full']]);
  });

  it('leaves a required parameter without example or default empty, never a value made up from its type', () => {
    const photo = operation(doc30, 'put /pets/{petId}/photo');
    expect(model(photo, doc30).parameters.find((parameter) => parameter.name === 'petId')).not.toHaveProperty('value');
    expect(buildSampleRequest(photo, doc30).url).toBe('https://pets.example.com/v1/pets/{petId}/photo');
    const header = { name: 'X-Trace', in: 'header', required: true, schema: { type: 'string', default: 'off' } };
    const query = { name: 'q', in: 'query', required: true, schema: { type: 'string' } };
    const request = buildSampleRequest({ ...photo, parameters: [...photo.parameters, header, query] }, doc30);
    expect(request.headers).toContainEqual(['X-Trace', 'off']);
    expect(request.query).toEqual([]);
  });

  it('joins array query values with commas when explode is false', () => {
    const record = operation(flux0, 'list_session_events');
    const types = record.parameters.find((parameter) => parameter.name === 'types')!;
    const request = buildSampleRequest({ ...record, parameters: [{ ...types, required: true, example: ['message', 'status'] }] }, flux0);
    expect(request.query).toEqual([['types', 'message,status']]);
  });

  it('gives each parameter the type and allowed values its form field needs', () => {
    const events = model(operation(flux0, 'list_session_events'), flux0);
    expect(events.parameters.map(({ name, type, enum: values, items, value }) => ({ name, type, values, items, value }))).toEqual([
      { name: 'session_id', type: 'string', values: undefined, items: undefined, value: 'zv3h4j5Fjv' },
      { name: 'min_offset', type: 'integer', values: undefined, items: undefined, value: undefined },
      { name: 'source', type: 'string', values: ['user', 'ai_agent', 'system'], items: undefined, value: undefined },
      { name: 'correlation_id', type: 'string', values: undefined, items: undefined, value: undefined },
      { name: 'types', type: 'array', values: undefined, items: { type: 'string', enum: ['message', 'tool', 'status', 'custom'] }, value: undefined },
    ]);
    expect(model(operation(flux0, 'list_agents'), flux0)).toMatchObject({ parameters: [], bodies: [], bodyRequired: false, streaming: false });
  });
});
