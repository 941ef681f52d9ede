import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../contract/index.js';
import { SchemaTree } from './SchemaTree.js';

const node = (overrides: Partial<SchemaNode>): SchemaNode => ({
  role: 'property', typeLabel: 'string', required: false, nullable: false, readOnly: false, writeOnly: false, deprecated: false, constraints: [], properties: [], ...overrides,
});

const tree: SchemaNode = node({
  role: 'root',
  id: 'response-200-treenode',
  refName: 'TreeNode',
  typeLabel: 'object',
  descriptionHtml: '<p>A node and its subtrees.</p>',
  additionalProperties: false,
  properties: [
    node({ name: 'id', readOnly: true, examples: ['"n-1"'] }),
    node({ name: 'value', typeLabel: 'integer', required: true, format: 'int32', constraints: ['>= 0'], defaultValue: '0' }),
    node({ name: 'label', nullable: true, enumValues: ['"a"', '"b"'] }),
    node({ name: 'secret', writeOnly: true, deprecated: true }),
    node({ name: 'children', typeLabel: 'array<TreeNode>', required: true, items: node({ role: 'items', refName: 'TreeNode', typeLabel: 'TreeNode', circular: { refName: 'TreeNode', targetId: 'response-200-treenode' } }) }),
    node({ name: 'tags', typeLabel: 'array<string>', items: node({ role: 'items' }) }),
    node({ name: 'attributes', typeLabel: 'object', additionalProperties: node({ role: 'additional', typeLabel: 'string' }) }),
    node({
      name: 'data',
      typeLabel: 'Message | Status',
      alternatives: {
        keyword: 'oneOf',
        discriminator: 'kind',
        variants: [
          node({ role: 'variant', label: 'Message', refName: 'Message', typeLabel: 'object', discriminatorValue: 'message', properties: [node({ name: 'kind', required: true, constValue: '"message"' })] }),
          node({ role: 'variant', label: 'Status', refName: 'Status', typeLabel: 'object', discriminatorValue: 'status', properties: [node({ name: 'kind', required: true, constValue: '"status"' })] }),
        ],
      },
    }),
    node({ name: 'key', typeLabel: 'string | integer', alternatives: { keyword: 'anyOf', variants: [node({ role: 'variant', label: 'Option 1' }), node({ role: 'variant', label: 'Option 2', typeLabel: 'integer' })] } }),
    node({ name: 'deep', typeLabel: 'object', refName: 'Deep', truncated: true }),
  ],
});

const html = renderToStaticMarkup(<SchemaTree node={tree} />);
const text = html
  .replace(/<[^>]+>/g, ' ')
  .replace(/&quot;/g, '"')
  .replace(/&lt;/g, '<')
  .replace(/&gt;/g, '>')
  .replace(/&amp;/g, '&')
  .replace(/\s+/g, ' ');

describe('SchemaTree', () => {
  it('shows the root with its name, description and the additionalProperties rule', () => {
    expect(html).toContain('<details id="response-200-treenode" open=""><summary><span class="ssg-api-schema__row">');
    expect(text).toContain('object TreeNode');
    expect(html).toContain('<p>A node and its subtrees.</p>');
    expect(text).toContain('No additional properties allowed.');
  });

  it('marks required, nullable, read-only, write-only and deprecated properties', () => {
    expect(html).toMatch(/<div><span class="ssg-api-schema__row"><code>value<\/code><i>integer<\/i><span class="ssg-api-schema__format">&lt;int32&gt;<\/span><b>required<\/b><\/span><div>/);
    expect(html).toMatch(/>label<\/code><i>string<\/i><span class="ssg-api-flag">nullable<\/span>/);
    expect(html).toMatch(/>id<\/code><i>string<\/i><span class="ssg-api-flag">read-only<\/span>/);
    expect(html).toMatch(/>secret<\/code>.*?write-only<\/span><span class="ssg-api-flag ssg-api-flag--deprecated">deprecated<\/span>/);
  });

  it('lists enum values, constants, defaults, constraints and examples', () => {
    expect(text).toContain('Allowed values "a" "b"');
    expect(text).toContain('Default 0');
    expect(text).toContain('Constraints >= 0');
    expect(text).toContain('Example "n-1"');
    expect(text).toContain('Constant "message"');
  });

  it('links a circular reference to the node already expanded instead of expanding it', () => {
    expect(html).toContain('<a class="ssg-api-schema__circular" href="#response-200-treenode">TreeNode</a>');
    expect(text).toContain('(circular reference)');
  });

  it('labels oneOf/anyOf alternatives and shows the discriminator value of each', () => {
    expect(text).toContain('One of, chosen by kind');
    expect(html).toContain('<span class="ssg-api-schema__label">Message</span>');
    expect(html).toContain('<code>kind = &quot;message&quot;</code>');
    expect(html).toContain('<code>kind = &quot;status&quot;</code>');
    expect(text).toContain('Message object kind = "message"');
    expect(text).toContain('Any of');
    expect(html).toContain('<span class="ssg-api-schema__label">Option 2</span><i>integer</i>');
  });

  it('lists typed additional properties, hides plain array items and notes truncation', () => {
    expect(html).toContain('<span class="ssg-api-schema__role">additional properties</span><i>string</i>');
    expect(html).toContain('<span class="ssg-api-schema__role">items</span><i><a class="ssg-api-schema__circular"');
    expect(html.match(/ssg-api-schema__role">items</g)).toHaveLength(1);
    expect(text).toContain('Not expanded here: the schema nests too deeply or is too large for this page.');
  });

  it('opens the first levels and leaves deeper ones closed', () => {
    const data = html.slice(html.indexOf('>data</code>') - 120, html.indexOf('>data</code>'));
    expect(data).toContain('open=""');
    const message = html.slice(html.indexOf('ssg-api-schema__label">Message') - 120, html.indexOf('ssg-api-schema__label">Message'));
    expect(message).not.toContain('open=""');
  });

  it('escapes names, types and values in its markup', () => {
    const odd = renderToStaticMarkup(<SchemaTree node={node({ role: 'root', id: 'x"y', typeLabel: 'array<A&B>', format: "o'k" })} />);
    expect(odd).toContain('<div id="x&quot;y"><span class="ssg-api-schema__row"><i>array&lt;A&amp;B&gt;</i><span class="ssg-api-schema__format">&lt;o&#x27;k&gt;</span>');
  });
});
