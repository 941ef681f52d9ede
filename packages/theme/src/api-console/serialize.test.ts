import { describe, expect, it } from 'vitest';
import { headerValue, pathValue, queryPairs, queryString } from './serialize.js';

const list = ['a', 'b'];
const object = { x: '1', y: '2' };
/** A parameter named `id` in `location`, with the location's default style unless given. */
const param = (location: string, style?: string, explode?: boolean) => {
  const chosen = style ?? (location === 'query' ? 'form' : 'simple');
  return { name: 'id', style: chosen, explode: explode ?? chosen === 'form' };
};

describe('parameter serialisation (style and explode)', () => {
  it('writes path values in the simple, label and matrix styles', () => {
    expect(pathValue(param('path'), 'a b')).toBe('a%20b');
    expect(pathValue(param('path'), list)).toBe('a,b');
    expect(pathValue(param('path'), object)).toBe('x,1,y,2');
    expect(pathValue(param('path', 'simple', true), object)).toBe('x=1,y=2');
    expect(pathValue(param('path', 'label'), list)).toBe('.a,b');
    expect(pathValue(param('path', 'label', true), list)).toBe('.a.b');
    expect(pathValue(param('path', 'matrix'), 5)).toBe(';id=5');
    expect(pathValue(param('path', 'matrix'), list)).toBe(';id=a,b');
    expect(pathValue(param('path', 'matrix', true), list)).toBe(';id=a;id=b');
    expect(pathValue(param('path', 'matrix', true), object)).toBe(';x=1;y=2');
  });

  it('writes query pairs in the form, delimited and deepObject styles', () => {
    expect(queryPairs(param('query'), list)).toEqual([['id', 'a'], ['id', 'b']]);
    expect(queryPairs(param('query', 'form', false), list)).toEqual([['id', 'a,b']]);
    expect(queryPairs(param('query'), object)).toEqual([['x', '1'], ['y', '2']]);
    expect(queryPairs(param('query', 'form', false), object)).toEqual([['id', 'x,1,y,2']]);
    expect(queryPairs(param('query', 'spaceDelimited', false), list)).toEqual([['id', 'a b']]);
    expect(queryPairs(param('query', 'pipeDelimited', false), list)).toEqual([['id', 'a|b']]);
    expect(queryPairs(param('query', 'deepObject', true), object)).toEqual([['id[x]', '1'], ['id[y]', '2']]);
    expect(queryPairs(param('query'), null)).toEqual([]);
    expect(queryPairs({ name: 'f', style: 'form', explode: true, mediaType: 'application/json' }, { a: 1 })).toEqual([['f', '{"a":1}']]);
  });

  it('writes headers in the simple style and encodes query strings keeping list commas', () => {
    expect(headerValue(param('header'), list)).toBe('a,b');
    expect(headerValue(param('header', 'simple', true), object)).toBe('x=1,y=2');
    expect(queryString([['id[x]', 'a b'], ['ids', 'a,b'], ['p', 'a|b']])).toBe('id%5Bx%5D=a%20b&ids=a,b&p=a%7Cb');
  });
});
