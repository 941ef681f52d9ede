import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { getAtPointer, type JsonObject } from './json-pointer.js';
import { convertSwagger2 } from './swagger2.js';

const fixture = parse(readFileSync(new URL('../../../test/fixtures/openapi-swagger-2.0/swagger.yaml', import.meta.url), 'utf8')) as JsonObject;
const { document, originOf } = convertSwagger2(fixture);
const at = (pointer: string): unknown => getAtPointer(document, pointer);

describe('convertSwagger2', () => {
  it('makes servers of host, base path and schemes, and keeps info, tags and security', () => {
    expect(document.openapi).toBe('3.0.3');
    expect(document.servers).toEqual([{ url: 'https://relay.example.com/v1' }, { url: 'http://relay.example.com/v1' }]);
    expect(document.info).toEqual(fixture.info);
    expect(document.tags).toEqual(fixture.tags);
    expect(document.security).toEqual([{ key: [] }]);
    expect(convertSwagger2({ swagger: '2.0', info: {}, basePath: '/api/', paths: {} }).document.servers).toEqual([{ url: '/api' }]);
    expect(convertSwagger2({ swagger: '2.0', info: {}, host: 'h.example', paths: {} }).document.servers).toEqual([{ url: 'https://h.example' }]);
    expect(convertSwagger2({ swagger: '2.0', info: {}, paths: {} }).document.servers).toBeUndefined();
  });

  it('moves definitions, parameters and responses into components, body parameters as request bodies, and rewrites every $ref', () => {
    expect(Object.keys(at('/components/schemas') as JsonObject)).toEqual(['NewStream', 'Stream', 'Error']);
    expect(at('/components/parameters/limit')).toEqual({ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } });
    expect(at('/components/requestBodies/newStream')).toEqual({ required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/NewStream' } } } });
    expect(at('/components/responses/NotFound')).toEqual({ description: 'No such stream.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
    expect(at('/paths/~1streams/get/parameters/0')).toEqual({ $ref: '#/components/parameters/limit' });
    expect(at('/paths/~1streams/post/requestBody')).toEqual({ $ref: '#/components/requestBodies/newStream' });
    expect(at('/paths/~1streams~1{id}/get/responses/404')).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(JSON.stringify(document)).not.toMatch(/#\/(definitions|parameters|responses)\//);
  });

  it('turns a type, collectionFormat and x-example beside a parameter into its schema, style, explode and example', () => {
    expect(at('/paths/~1streams/get/parameters/1')).toEqual({ name: 'labels', in: 'query', style: 'form', explode: true, schema: { type: 'array', items: { type: 'string' } } });
    expect(at('/paths/~1streams/get/parameters/2')).toEqual({
      name: 'fields', in: 'query', style: 'pipeDelimited', explode: false, schema: { type: 'array', items: { type: 'string' } }, example: ['id', 'name'],
    });
    // A path's parameters go to each of its operations.
    expect(at('/paths/~1streams~1{id}/get/parameters')).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
  });

  it('makes form fields one object schema per form type, a file a binary string', () => {
    expect(at('/paths/~1streams~1{id}~1attachments/post/requestBody')).toEqual({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { description: 'The file to attach.', type: 'string', format: 'binary' }, note: { type: 'string' } },
            required: ['file'],
          },
        },
      },
    });
  });

  it('gives a response its schema and examples per type produced, and its headers schemas', () => {
    expect(at('/paths/~1streams/get/responses/200')).toEqual({
      description: 'A page of streams.',
      headers: { 'X-Next-Cursor': { description: 'Where the next page starts.', schema: { type: 'string' } } },
      content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Stream' } }, example: [{ id: 's1', name: 'orders' }] } },
    });
  });

  it('converts the schema extensions and security schemes of 2.0', () => {
    expect(at('/components/schemas/NewStream/properties/retention')).toEqual({ type: 'integer', nullable: true });
    expect(at('/components/schemas/Stream/discriminator')).toEqual({ propertyName: 'kind' });
    expect(at('/components/securitySchemes')).toEqual({
      key: { type: 'apiKey', name: 'X-Relay-Key', in: 'header' },
      login: { type: 'http', scheme: 'basic', description: 'Account name and password.' },
      partner: {
        type: 'oauth2',
        flows: { authorizationCode: { scopes: { 'streams:read': 'Read streams' }, authorizationUrl: 'https://relay.example.com/oauth/authorize', tokenUrl: 'https://relay.example.com/oauth/token' } },
      },
    });
    const flows = (flow: string): unknown => convertSwagger2({ swagger: '2.0', info: {}, paths: {}, securityDefinitions: { o: { type: 'oauth2', flow, tokenUrl: 't' } } }).document;
    expect(getAtPointer(flows('application'), '/components/securitySchemes/o/flows')).toEqual({ clientCredentials: { scopes: {}, tokenUrl: 't' } });
    expect(getAtPointer(flows('password'), '/components/securitySchemes/o/flows')).toEqual({ password: { scopes: {}, tokenUrl: 't' } });
  });

  it('maps pointers of the converted document back to the Swagger document', () => {
    expect(originOf('/components/schemas/Stream/properties/id')).toBe('/definitions/Stream/properties/id');
    expect(originOf('/paths/~1streams/get/parameters/1/schema/items')).toBe('/paths/~1streams/get/parameters/1/items');
    expect(originOf('/paths/~1streams/get/responses/200/content/application~1json/schema/items')).toBe('/paths/~1streams/get/responses/200/schema/items');
    expect(originOf('/paths/~1streams~1{id}~1attachments/post/requestBody/content/multipart~1form-data/schema/properties/note')).toBe('/paths/~1streams~1{id}~1attachments/post/parameters/1');
    expect(originOf('/paths/~1streams~1{id}/get/parameters/0/schema')).toBe('/paths/~1streams~1{id}/parameters/0');
    expect(originOf('/components/requestBodies/newStream/content/application~1json/schema')).toBe('/parameters/newStream/schema');
    expect(originOf('/servers/1/url')).toBe('/host');
    expect(originOf('/info/title')).toBe('/info/title');
  });

  it('does not fail on shapes the schema check reports afterwards', () => {
    const odd = convertSwagger2({ swagger: '2.0', info: {}, paths: { '/a': { get: { parameters: ['x', { $ref: '#/parameters/none' }], responses: [] } }, '/b': 'x' }, definitions: [] });
    expect(odd.document.paths).toEqual({ '/a': { get: { parameters: [{ name: undefined, in: undefined, schema: {} }, { $ref: '#/components/parameters/none' }], responses: {} } }, '/b': 'x' });
  });
});
