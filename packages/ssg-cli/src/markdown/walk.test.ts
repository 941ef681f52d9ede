import type { Node, Parent } from 'unist';
import { describe, expect, it } from 'vitest';
import { SKIP_CHILDREN, walk } from './walk.js';

const leaf = (type: string): Node & { name: string } => ({ type, name: type });
const tree = (): Parent => ({
  type: 'root',
  children: [{ type: 'box', children: [leaf('a'), leaf('b')] } as Parent, leaf('c'), { type: 'box', children: [leaf('d')] } as Parent],
});

describe('walk', () => {
  it('visits every node in document order, with its index and parent', () => {
    const seen: string[] = [];
    walk(tree(), undefined, (node, index, parent) => {
      seen.push(`${(node as { name?: string }).name ?? node.type}@${index ?? '-'}<${parent?.type ?? '-'}`);
    });
    expect(seen).toEqual(['root@-<-', 'box@0<root', 'a@0<box', 'b@1<box', 'c@1<root', 'box@2<root', 'd@0<box']);
  });

  it('visits only nodes of the type asked for, and not the children of a skipped one', () => {
    const seen: string[] = [];
    walk<Parent>(tree(), 'box', (node) => {
      seen.push(node.children.map((child) => (child as { name?: string }).name).join(''));
      return SKIP_CHILDREN;
    });
    expect(seen).toEqual(['ab', 'd']);
  });

  it('walks the children a visitor gives a node, and goes on after a node it replaced in its parent', () => {
    const root = tree();
    const seen: string[] = [];
    walk(root, undefined, (node, index, parent) => {
      if (node.type === 'box' && index === 0) (node as Parent).children = [leaf('x')];
      if (node.type === 'c' && parent && index !== undefined) parent.children[index] = leaf('y');
      seen.push((node as { name?: string }).name ?? node.type);
    });
    expect(seen).toEqual(['root', 'box', 'x', 'c', 'box', 'd']);
    expect(root.children[1]).toEqual(leaf('y'));
  });
});
