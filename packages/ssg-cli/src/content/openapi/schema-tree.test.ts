import { readFileSync } from 'node:fs';
import type { SchemaNode } from '@ssg/theme/contract';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { IdAllocator } from './ids.js';
import type { JsonObject } from './json-pointer.js';
import { buildSchemaTree } from './schema-tree.js';

const fixture = (path: string): string => readFileSync(new URL(`../../../test/fixtures/${path}`, import.meta.url), 'utf8');
const doc30 = parseYaml(fixture('openapi-constructs-3.0/openapi.yaml')) as JsonObject;
const doc31 = JSON.parse(fixture('openapi-constructs-3.1/openapi.json')) as JsonObject;

function tree(document: JsonObject, name: string, { maxNodes, ...options }: { maxDepth?: number; maxNodes?: number } = {}): SchemaNode {
  return buildSchemaTree({ $ref: `#/components/schemas/${name}` }, {
    ...(maxNodes !== undefined ? { budget: { nodesLeft: maxNodes } } : {}),
    document,
    ids: new IdAllocator(),
    idPrefix: 't',
    describe: (markdown, assign) => {
      if (typeof markdown === 'string') assign(`<p>${markdown}</p>`);
    },
    ...options,
  });
}

const prop = (node: SchemaNode, name: string): SchemaNode => {
  const found = node.properties.find((child) => child.name === name);
  if (!found) throw new Error(`no property ${name}`);
  return found;
};

describe('buildSchemaTree', () => {
  it('names referenced schemas, marks required properties and keeps descriptions', () => {
    const node = tree(doc31, 'TreeNode');
    expect(node).toMatchObject({ role: 'root', refName: 'TreeNode', typeLabel: 'object', id: 't-treenode', descriptionHtml: '<p>A node and its subtrees.</p>' });
    expect(node.properties.map((child) => [child.name, child.required])).toEqual([
      ['id', false], ['value', true], ['label', false], ['children', true], ['parent', false], ['secret', false],
    ]);
  });

  it('shows a circular reference as a link to the schema being expanded, not expanded again', () => {
    const node = tree(doc31, 'TreeNode');
    const children = prop(node, 'children');
    expect(children.typeLabel).toBe('array<TreeNode>');
    expect(children.items).toMatchObject({ role: 'items', refName: 'TreeNode', circular: { refName: 'TreeNode', targetId: 't-treenode' }, properties: [] });
    expect(prop(node, 'parent')).toMatchObject({ nullable: true, circular: { targetId: 't-treenode' }, descriptionHtml: '<p>The parent, null at the root.</p>' });
  });

  it('reads nullability from `anyOf [.., {type: null}]`, `type: [.., "null"]` and 3.0 `nullable`', () => {
    const node = tree(doc31, 'TreeNode');
    expect(prop(node, 'label')).toMatchObject({ typeLabel: 'string', nullable: true, constraints: ['maxLength: 20'] });
    expect(prop(tree(doc30, 'NewPet'), 'tag')).toMatchObject({ typeLabel: 'string', nullable: true });
    expect(prop(tree(doc31, 'TreeNode'), 'value').nullable).toBe(false);
  });

  it('flags read-only and write-only properties and keeps primitive examples (3.1 `examples`)', () => {
    const node = tree(doc31, 'TreeNode');
    expect(prop(node, 'id')).toMatchObject({ readOnly: true, writeOnly: false, examples: ['"n-1"', '"n-2"'] });
    expect(prop(node, 'secret')).toMatchObject({ readOnly: false, writeOnly: true });
    expect(prop(node, 'value').examples).toEqual(['42']);
  });

  it('labels oneOf alternatives and the discriminator value that selects each (mapping)', () => {
    const data = prop(tree(doc31, 'Event'), 'data');
    expect(data.typeLabel).toBe('Message | Status');
    expect(data.alternatives?.keyword).toBe('oneOf');
    expect(data.alternatives?.discriminator).toBe('kind');
    expect(data.alternatives?.variants.map((variant) => [variant.label, variant.discriminatorValue])).toEqual([['Message', 'message'], ['Status', 'status']]);
    expect(prop(data.alternatives!.variants[0]!, 'kind')).toMatchObject({ constValue: '"message"', typeLabel: 'string', required: true });
  });

  it('derives discriminator values from component names when there is no mapping (3.0)', () => {
    const kind = prop(tree(doc30, 'NewPet'), 'kind');
    expect(kind).toMatchObject({ refName: 'Animal', typeLabel: 'Cat | Dog' });
    expect(kind.alternatives?.variants.map((variant) => variant.discriminatorValue)).toEqual(['Cat', 'Dog']);
  });

  it('labels alternatives without a discriminator by name, title, or position', () => {
    const shape = tree(doc31, 'Shape');
    expect(shape.alternatives?.discriminator).toBeUndefined();
    expect(shape.alternatives?.variants.map((variant) => variant.label)).toEqual(['Circle', 'Square', 'Blob']);
    expect(shape.typeLabel).toBe('Circle | Square | Blob');
    const key = prop(tree(doc31, 'Labels'), 'key');
    expect(key.typeLabel).toBe('string | integer');
    expect(key.alternatives?.variants.map((variant) => variant.label)).toEqual(['Option 1', 'Option 2']);
  });

  it('shows additionalProperties: false, typed additional properties, pattern properties and bare objects', () => {
    const circle = tree(doc31, 'Shape').alternatives!.variants[0]!;
    expect(circle.additionalProperties).toBe(false);
    const labels = tree(doc31, 'Labels');
    expect(prop(labels, '^x-')).toMatchObject({ role: 'pattern', typeLabel: 'string' });
    const person = tree(doc30, 'Person');
    expect(person.additionalProperties).toBe(false);
    expect(prop(person, 'metadata')).toMatchObject({ typeLabel: 'object', properties: [] });
    expect(prop(person, 'metadata').additionalProperties).toBeUndefined();
    expect(prop(person, 'attributes').additionalProperties).toMatchObject({ role: 'additional', typeLabel: 'string' });
  });

  it('merges allOf members, listing inherited properties first', () => {
    const pet = tree(doc30, 'Pet');
    expect(pet.properties.map((child) => child.name)).toEqual(['name', 'tag', 'status', 'kind', 'id', 'owner']);
    expect(pet.extends).toEqual(['NewPet']);
    expect(prop(pet, 'id')).toMatchObject({ required: true, readOnly: true, format: 'int64', typeLabel: 'integer' });
    expect(prop(pet, 'name').required).toBe(true);
  });

  it('follows $ref chains, naming the schema as referenced, and keeps $ref siblings (3.1)', () => {
    const owner = prop(tree(doc30, 'Pet'), 'owner');
    expect(owner.refName).toBe('Owner');
    const friends = prop(owner, 'friends');
    // Owner → Person is one chain: Person inside it is already being expanded.
    expect(friends.items?.circular?.targetId).toBe(owner.id);
    const input = tree(doc31, 'TreeInput');
    expect(input).toMatchObject({ refName: 'TreeInput', descriptionHtml: '<p>A tree to store (a reference with its own description).</p>' });
    expect(prop(input, 'children').items?.circular?.targetId).toBe(input.id);
  });

  it('shows enum values, defaults and constraints', () => {
    const status = tree(doc30, 'Status');
    expect(status).toMatchObject({ enumValues: ['"available"', '"adopted"'], defaultValue: '"available"', typeLabel: 'string' });
    expect(prop(tree(doc30, 'Cat'), 'lives').constraints).toEqual(['>= 0', '< 9']);
    expect(prop(tree(doc30, 'NewPet'), 'name').constraints).toEqual(['minLength: 1', 'maxLength: 50']);
  });

  it('stops at the depth limit and the node budget', () => {
    const shallow = tree(doc30, 'Pet', { maxDepth: 1 });
    expect(prop(shallow, 'owner')).toMatchObject({ truncated: true, properties: [] });
    const small = tree(doc30, 'Pet', { maxNodes: 3 });
    expect(small.properties.some((child) => child.truncated)).toBe(true);
  });

  it('ignores vendor extensions', () => {
    const document = { components: { schemas: { A: { type: 'object', 'x-internal': true, properties: { b: { type: 'string', 'x-order': 1 } } } } } };
    const node = tree(document, 'A');
    expect(JSON.stringify(node)).not.toContain('x-');
    expect(prop(node, 'b').typeLabel).toBe('string');
  });
});
