import { describe, expect, it } from 'vitest';
import { infoSlug, operationSlugs, slugify } from './slug.js';

const operationSlug = (operation: Parameters<typeof operationSlugs>[0]): string | undefined => operationSlugs(operation)[0];

describe('operationSlugs', () => {
  it('turns an operationId into a slug with `_` as `-`', () => {
    expect(operationSlug({ operationId: 'create_session_event', method: 'post', path: '/api/sessions/{id}/events/stream' })).toBe('create-session-event');
    expect(operationSlug({ operationId: 'list_agents', method: 'get', path: '/api/agents' })).toBe('list-agents');
  });

  it('splits camelCase operationIds into words', () => {
    expect(operationSlug({ operationId: 'listPets', method: 'get', path: '/pets' })).toBe('list-pets');
  });

  it('falls back to method and path without an operationId', () => {
    expect(operationSlug({ method: 'get', path: '/pets/{petId}' })).toBe('get-pets-petid');
    expect(operationSlug({ operationId: '', method: 'put', path: '/pets/{petId}/photo' })).toBe('put-pets-petid-photo');
  });
});

describe('infoSlug', () => {
  it('slugs the API title without splitting words', () => {
    expect(infoSlug('FastAPI')).toBe('fastapi');
    expect(infoSlug('Pet Store')).toBe('pet-store');
    expect(infoSlug('🚀')).toBe('introduction');
  });

  it('drops accents and punctuation', () => {
    expect(slugify('Café — API v2!')).toBe('cafe-api-v2');
  });
});
