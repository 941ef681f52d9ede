import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../contract/index.js';
import { additionalPropertiesNote, hasChildren, isPlainLeaf, schemaFacts, statusClass } from './api-view.js';

const node = (overrides: Partial<SchemaNode> = {}): SchemaNode => ({
  role: 'property', typeLabel: 'string', required: false, nullable: false, readOnly: false, writeOnly: false, deprecated: false, constraints: [], properties: [], ...overrides,
});

describe('api view helpers', () => {
  it('classes status codes by their first digit', () => {
    expect(['200', '201', '404', '4XX', '503', 'default'].map(statusClass)).toEqual(['2xx', '2xx', '4xx', '4xx', '5xx', 'default']);
  });

  it('hides array items that add nothing to the type label', () => {
    expect(isPlainLeaf(node({ role: 'items' }))).toBe(true);
    expect(isPlainLeaf(node({ role: 'items', enumValues: ['"a"'] }))).toBe(false);
    expect(isPlainLeaf(node({ role: 'items', nullable: true }))).toBe(false);
    expect(hasChildren(node({ typeLabel: 'array<string>', items: node({ role: 'items' }) }))).toBe(false);
    expect(hasChildren(node({ typeLabel: 'array<A>', items: node({ role: 'items', refName: 'A', properties: [node()] }) }))).toBe(true);
    expect(hasChildren(node({ additionalProperties: node({ role: 'additional' }) }))).toBe(true);
    expect(hasChildren(node({ additionalProperties: false }))).toBe(false);
  });

  it('lists constant, allowed values, default, constraints, bases and examples in that order', () => {
    expect(schemaFacts(node({ constValue: '"x"', enumValues: ['"a"', '"b"'], defaultValue: '"a"', constraints: ['length: 10'], extends: ['Base'], examples: ['"ab"'] }))).toEqual([
      { label: 'Constant', values: ['"x"'] },
      { label: 'Allowed values', values: ['"a"', '"b"'] },
      { label: 'Default', values: ['"a"'] },
      { label: 'Constraints', values: ['length: 10'] },
      { label: 'Extends', values: ['Base'] },
      { label: 'Example', values: ['"ab"'] },
    ]);
    expect(schemaFacts(node())).toEqual([]);
  });

  it('words additionalProperties booleans', () => {
    expect(additionalPropertiesNote(false)).toBe('No additional properties allowed.');
    expect(additionalPropertiesNote(true)).toBe('Additional properties allowed.');
    expect(additionalPropertiesNote(undefined)).toBeUndefined();
  });
});
