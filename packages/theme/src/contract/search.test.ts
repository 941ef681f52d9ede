import { describe, expect, it } from 'vitest';
import { normalizeSearchTerm, tokenizeSearchText } from './search.js';

const terms = (text: string): string[] => tokenizeSearchText(text).flatMap((word) => normalizeSearchTerm(word) ?? []);

describe('the terms of a text', () => {
  it('keeps identifiers whole and in parts', () => {
    expect(terms('Set FLUX0_DB_URI')).toEqual(['set', 'flux0_db_uri', 'flux0', 'db', 'uri']);
  });

  it('keeps a word with an apostrophe whole and as the part before it, never the letters after it alone', () => {
    expect(terms("Flux0's server doesn’t restart")).toEqual(['flux0', "flux0's", 'server', 'doesn', "doesn't", 'restart']);
    expect(terms("it's 'quoted' text")).toEqual(["it's", 'quoted', 'text']);
  });

  it('keeps one-character words but for stop words', () => {
    expect(terms('Section 3 of a C program, I think')).toEqual(['section', '3', 'c', 'program', 'think']);
  });

  it('keeps an HTTP method and a path as one term too, in any case, without the punctuation after it', () => {
    expect(terms('Call POST /api/agents, then get /api/sessions/{session_id}.')).toEqual([
      'post /api/agents',
      'get /api/sessions/{session_id}',
      'call', 'post', 'api', 'agents', 'get', 'api', 'sessions', 'session_id', 'session', 'id',
    ]);
    expect(terms('GET /api/v1/organizations/{organization_id}/members/{member_id}/roles')).toContain('get /api/v1/organizations/{organization_id}/members/{member_id}/roles');
    expect(terms('get started with /docs')).not.toContain('get started');
    expect(terms('Get /')).toEqual(['get']);
  });
});
