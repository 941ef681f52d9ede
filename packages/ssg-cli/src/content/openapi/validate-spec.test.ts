import { describe, expect, it } from 'vitest';
import { startValidation } from './validate-spec.js';

const base = { info: { title: 'T', version: '1' } };
const ok = { description: 'OK' };

describe('startValidation', () => {
  it('accepts valid 3.0 and 3.1 documents', async () => {
    const paths = { '/a/{id}': { get: { operationId: 'a', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { 200: ok } } } };
    expect(await startValidation({ openapi: '3.0.3', ...base, paths })).toEqual({ valid: true, problems: [] });
    expect(await startValidation({ openapi: '3.1.0', ...base, paths })).toEqual({ valid: true, problems: [] });
  });

  it('reports schema problems once per place, at their JSON pointer', async () => {
    const outcome = await startValidation({
      openapi: '3.1.0',
      info: { title: 'T' },
      paths: { '/a': { get: { responses: { 200: { content: {} } } }, fetch: {} } },
    });
    expect(outcome.valid).toBe(false);
    expect(outcome.problems).toEqual([
      { message: "must have required property 'version'", pointer: '/info', keyword: 'required' },
      { message: "must have required property 'description'", pointer: '/paths/~1a/get/responses/200', keyword: 'required' },
      { message: 'must not have the property "fetch"', pointer: '/paths/~1a', keyword: 'unevaluatedProperties' },
    ]);
  });

  it('checks what the schema cannot: operation ids and path parameters', async () => {
    const outcome = await startValidation({
      openapi: '3.1.0',
      ...base,
      paths: {
        '/a/{id}': { get: { operationId: 'same', responses: { 200: ok } } },
        '/b': {
          parameters: [{ name: 'q', in: 'query', schema: {} }, { name: 'q', in: 'query', schema: {} }],
          get: { operationId: 'same', parameters: [{ name: 'x', in: 'path', required: true, schema: {} }], responses: { 200: ok } },
        },
      },
    });
    expect(outcome.problems).toEqual([
      { message: 'the path has {id} but the operation declares no path parameter "id"', pointer: '/paths/~1a~1{id}/get' },
      { message: 'the query parameter "q" is declared twice in this list', pointer: '/paths/~1b/parameters/1' },
      { message: 'the operationId "same" is already used at /paths/~1a~1{id}/get', pointer: '/paths/~1b/get/operationId' },
      { message: 'the path parameter "x" does not appear in the path /b', pointer: '/paths/~1b/get/parameters/0' },
    ]);
  });

  it('reads the templates of a query written into the path as query parameters', async () => {
    // As ClickSend's and Icons8's descriptions write them.
    const outcome = await startValidation({
      openapi: '3.0.3',
      ...base,
      paths: {
        '/uploads/{kind}?convert={convert}': { post: { parameters: [{ name: 'kind', in: 'path', required: true, schema: {} }, { name: 'convert', in: 'query', schema: {} }], responses: { 200: ok } } },
        '/icons?term={term}': { get: { parameters: [{ name: 'term', in: 'path', required: true, schema: {} }], responses: { 200: ok } } },
        '/files/{id}?view={view}': { get: { responses: { 200: ok } } },
      },
    });
    expect(outcome.problems).toEqual([{ message: 'the path has {id} but the operation declares no path parameter "id"', pointer: '/paths/~1files~1{id}?view={view}/get' }]);
  });
});
