import { describe, expect, it } from 'vitest';
import { devOutput } from './dev-output.js';

describe('devOutput', () => {
  it('makes the deferred files once, on the first request for one of them, never for other misses', () => {
    let made = 0;
    const output = devOutput([{ path: 'docs/a/index.html', contents: '<p>A</p>' }], {
      paths: ['llms.txt', 'docs/a.md', 'search/manifest.json'],
      folders: ['search'],
      files: () => {
        made += 1;
        return [
          { path: 'llms.txt', contents: '# Site' },
          { path: 'search/terms-0123456789.json', contents: '{}' },
          { path: 'docs/a/index.html', contents: 'not this one' },
        ];
      },
    });
    // The handler tries `docs/a` before `docs/a/index.html`; unknown paths are plain misses.
    expect(output.get('docs/a')).toBeUndefined();
    expect(output.has('docs/missing/index.html')).toBe(false);
    expect(made).toBe(0);
    expect(output.get('search/terms-0123456789.json')?.contents).toBe('{}');
    expect(output.get('llms.txt')?.contents).toBe('# Site');
    expect(output.get('docs/a/index.html')?.contents).toBe('<p>A</p>');
    expect(made).toBe(1);
  });
});
