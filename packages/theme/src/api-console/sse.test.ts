import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type StreamItem } from './sse.js';

/** Feeds `chunks` one by one and returns everything parsed, in order. */
const parse = (...chunks: string[]): StreamItem[] => {
  const parser = createEventStreamParser();
  return chunks.flatMap((chunk) => parser.push(chunk));
};

describe('createEventStreamParser', () => {
  it('dispatches an event at each blank line, joining multi-line data with LF', () => {
    expect(parse('data: first\ndata:  second\n\ndata:x\n\n')).toEqual([
      { kind: 'event', type: 'message', data: 'first\n second', id: '' },
      { kind: 'event', type: 'message', data: 'x', id: '' },
    ]);
  });

  it('names events, keeps the last id across events, takes numeric retry only, and reports comments', () => {
    expect(parse(': keep-alive\nevent: status\nid: 7\nretry: 3000\ndata: {"a":1}\n\nretry: soon\ndata: next\n\n')).toEqual([
      { kind: 'comment', text: 'keep-alive' },
      { kind: 'event', type: 'status', data: '{"a":1}', id: '7', retry: 3000 },
      { kind: 'event', type: 'message', data: 'next', id: '7' },
    ]);
  });

  it('handles CRLF and CR line ends, also split between chunks, and a leading BOM', () => {
    expect(parse('\uFEFFdata: a\r', '\n\r', '\ndata: b\r\r')).toEqual([
      { kind: 'event', type: 'message', data: 'a', id: '' },
      { kind: 'event', type: 'message', data: 'b', id: '' },
    ]);
  });

  it('waits for the rest of a line split between chunks, and never dispatches an unfinished event', () => {
    const parser = createEventStreamParser();
    expect(parser.push('da')).toEqual([]);
    expect(parser.push('ta: hel')).toEqual([]);
    expect(parser.push('lo\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ kind: 'event', type: 'message', data: 'hello', id: '' }]);
    expect(parser.push('data: cut off')).toEqual([]);
  });

  it('skips events without data, fields without a colon, unknown fields and ids holding NUL', () => {
    expect(parse('event: empty\n\ndata\n\nfoo: bar\nid: a\0b\ndata: y\n\n')).toEqual([
      { kind: 'event', type: 'message', data: '', id: '' },
      { kind: 'event', type: 'message', data: 'y', id: '' },
    ]);
  });
});
