import { describe, expect, it } from 'vitest';
import { DiagnosticSink } from './diagnostics.js';

describe('DiagnosticSink', () => {
  it('keeps one of the same finding at the same place, and every other', () => {
    const sink = new DiagnosticSink();
    const link = { severity: 'warning' as const, rule: 'onBrokenLinks', file: 'openapi.json', line: 1, column: 2_798_694, message: 'broken link /compute/docs/zoneOperations' };
    for (let page = 0; page < 410; page++) sink.add({ ...link });
    sink.add({ ...link, column: 12 });
    sink.add({ ...link, message: 'broken link /compute/docs/regionOperations' });
    sink.add({ ...link, severity: 'error' });
    expect(sink.items).toHaveLength(4);
    expect(sink.warnings.map((item) => [item.column, item.message])).toEqual([
      [2_798_694, 'broken link /compute/docs/zoneOperations'],
      [12, 'broken link /compute/docs/zoneOperations'],
      [2_798_694, 'broken link /compute/docs/regionOperations'],
    ]);
  });

  it('adds up tallies of the same label, rule and file', () => {
    const sink = new DiagnosticSink();
    const removed = (counts: Record<string, number>) => ({ severity: 'warning' as const, rule: 'sanitize', file: 'docs/r.md', message: '', tally: { label: 'Removed', counts } });
    sink.add(removed({ '<script> element': 1 }));
    sink.add(removed({ '<script> element': 1, 'onclick attribute': 2 }));
    expect(sink.items.map((item) => item.message)).toEqual(['Removed: 2 × <script> element, 2 × onclick attribute']);
    sink.add({ ...removed({ '<iframe> element': 1 }), file: 'docs/other.md' });
    sink.add(removed({ '<script> element': 3 }));
    expect(sink.items.map((item) => `${item.file} ${item.message}`)).toEqual(['docs/r.md Removed: 5 × <script> element, 2 × onclick attribute', 'docs/other.md Removed: 1 × <iframe> element']);
  });
});
