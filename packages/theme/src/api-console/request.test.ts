import { describe, expect, it } from 'vitest';
import type { ApiRequestModel } from '../contract/index.js';
import { basicCredentials } from './form-request.js';
import { buildRequest, credentialSlots, fullUrl } from './request.js';

const model: ApiRequestModel = {
  method: 'get',
  path: '/streams/{id}/events',
  serverUrl: 'https://api.example.com/v1/',
  parameters: [
    { name: 'id', in: 'path', required: true, style: 'matrix', explode: true, type: 'array', value: ['s1', 's2'] },
    { name: 'filter', in: 'query', required: false, style: 'deepObject', explode: true, type: 'object', value: { kind: 'hook' } },
    { name: 'limit', in: 'query', required: false, style: 'form', explode: true, type: 'integer' },
    { name: 'X-Trace', in: 'header', required: false, style: 'simple', explode: false, value: 'abc' },
    { name: 'theme', in: 'cookie', required: false, style: 'form', explode: true, value: 'dark' },
  ],
  bodies: [],
  bodyRequired: false,
  accept: 'text/event-stream',
  streaming: true,
};

describe('buildRequest', () => {
  it('writes each parameter in its style, folds cookies into one header, and asks for the stream', () => {
    const request = buildRequest(model);
    expect(fullUrl(request)).toBe('https://api.example.com/v1/streams/;id=s1;id=s2/events?filter%5Bkind%5D=hook');
    expect(request.headers).toEqual([['X-Trace', 'abc'], ['Cookie', 'theme=dark'], ['Accept', 'text/event-stream']]);
    expect(request).toMatchObject({ method: 'GET', streaming: true });
  });

  it("takes the reader's values (undefined leaves a parameter out), server and credentials where their schemes put them", () => {
    const slots = credentialSlots({ schemes: [{ name: 'key', scopes: [] }, { name: 'basic', scopes: [] }] }, [
      { name: 'key', id: 'k', type: 'apiKey', summary: '', in: 'query', parameterName: 'api_key' },
      { name: 'basic', id: 'b', type: 'http', summary: '', scheme: 'Basic' },
    ]);
    expect(slots).toEqual([{ scheme: 'key', kind: 'apiKey', in: 'query', name: 'api_key' }, { scheme: 'basic', kind: 'basic', in: 'header', name: 'Authorization' }]);
    const request = buildRequest(model, { serverUrl: 'http://localhost:9000', values: { 'path:id': ['x'], 'query:filter': undefined, 'query:limit': 5 }, credentials: [[slots[0]!, 'k1'], [slots[1]!, 'dTpw']] });
    expect(fullUrl(request)).toBe('http://localhost:9000/streams/;id=x/events?limit=5&api_key=k1');
    expect(request.headers).toContainEqual(['Authorization', 'Basic dTpw']);
  });
});

describe('basicCredentials', () => {
  it('encodes user:password as UTF-8, then base64', () => {
    expect(basicCredentials('üser', 'pä:ss')).toBe(Buffer.from('üser:pä:ss', 'utf8').toString('base64'));
    expect(basicCredentials('ёж', '€')).toBe(Buffer.from('ёж:€', 'utf8').toString('base64'));
    expect(basicCredentials('aladdin', 'opensesame')).toBe('YWxhZGRpbjpvcGVuc2VzYW1l');
  });
});
