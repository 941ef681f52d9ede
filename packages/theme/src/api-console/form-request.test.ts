import { describe, expect, it } from 'vitest';
import type { ApiConsoleProps } from './console-props.js';
import { initialForm, parameterKey } from './console-form.js';
import { formRequest } from './form-request.js';
import { fullUrl } from './request.js';

const props: ApiConsoleProps = {
  route: '/docs/api/retrieve-agent',
  model: {
    method: 'get',
    path: '/api/agents/{agent_id}',
    serverUrl: 'https://api.example.com',
    parameters: [
      { name: 'agent_id', in: 'path', required: true, style: 'simple', explode: false, type: 'string' },
      { name: 'view', in: 'query', required: false, style: 'form', explode: true, type: 'string', value: 'full' },
    ],
    bodies: [],
    bodyRequired: false,
    streaming: false,
    console: { serverUrl: 'https://api.example.com' },
  },
  auth: [],
  servers: [],
};

describe('formRequest', () => {
  it('starts a path parameter without a value empty: the samples keep its template and Send says it is required', () => {
    const form = initialForm(props);
    expect(form.texts).toEqual({ 'path:agent_id': '', 'query:view': 'full' });
    const { request, problems } = formRequest(props, form, 'placeholders');
    expect(fullUrl(request)).toBe('https://api.example.com/api/agents/{agent_id}?view=full');
    expect(problems).toEqual(['The path parameter agent_id is required: fill it in.']);
  });

  it("uses the reader's values: a field emptied is not given the model's value back", () => {
    const withExample = { ...props, model: { ...props.model, parameters: props.model.parameters.map((parameter) => (parameter.in === 'path' ? { ...parameter, value: 'vUfk4PgjTm' } : parameter)) } };
    const form = initialForm(withExample);
    expect(fullUrl(formRequest(withExample, form, 'placeholders').request)).toBe('https://api.example.com/api/agents/vUfk4PgjTm?view=full');
    const emptied = { ...form, texts: { [parameterKey({ in: 'path', name: 'agent_id' })]: '', [parameterKey({ in: 'query', name: 'view' })]: '' } };
    const { request, problems } = formRequest(withExample, emptied, 'placeholders');
    expect(fullUrl(request)).toBe('https://api.example.com/api/agents/{agent_id}');
    expect(problems).toEqual(['The path parameter agent_id is required: fill it in.']);
  });
});
