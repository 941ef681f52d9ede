import { describe, expect, it } from 'vitest';
import { shortcutKey, type ShortcutEvent } from '../shared/shortcut.js';
import { buildShellLoader } from './shell-loader.js';

/** Runs the loader against a fake document and a frame scheduler we control. */
function run(script: string) {
  const added: { tag: string; attributes: Record<string, string> }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: ((event: unknown) => void)[] = [];
  const keyListeners: ((event: unknown) => void)[] = [];
  const queried: string[] = [];
  const window: Record<string, unknown> = {};
  const list = (type: string) => (type === 'keydown' ? keyListeners : listeners);
  const document = {
    addEventListener: (type: string, listener: (event: unknown) => void) => list(type).push(listener),
    removeEventListener: (type: string, listener: (event: unknown) => void) => list(type).splice(list(type).indexOf(listener), 1),
    querySelector: (selector: string) => {
      queried.push(selector);
      return selector === 'ssg-island [data-ssg-shortcut~="k"]' || selector === 'ssg-island [data-ssg-shortcut~="/"]' ? { shortcutButton: true } : null;
    },
    head: { appendChild: (element: { tag: string; attributes: Record<string, string> }) => added.push(element) },
    createElement: (tag: string) => ({ tag, attributes: {} as Record<string, string>, setAttribute(name: string, value: string) { this.attributes[name] = value; } }),
  };
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', script)(document, window, (fn: () => void) => frames.push(fn), (fn: () => void) => timers.push(fn));
  return { added, frames, timers, listeners, keyListeners, queried, window };
}

describe('buildShellLoader', () => {
  it('requests nothing before the next frame has painted, then preloads and runs the modules', () => {
    const { added, frames, timers } = run(buildShellLoader(['/assets/js/shell-A.js'], ['/assets/js/chunk-B.js']));
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timers.forEach((timer) => timer());
    expect(added.map(({ tag, attributes }) => ({ tag, attributes }))).toEqual([
      { tag: 'link', attributes: { rel: 'modulepreload', href: '/assets/js/chunk-B.js' } },
      { tag: 'script', attributes: { type: 'module', src: '/assets/js/shell-A.js' } },
    ]);
  });

  it("holds clicks on island buttons and the announcement bar's Close until the shell takes them", () => {
    const { listeners, window } = run(buildShellLoader(['/s.js'], []));
    const held = window.__ssgEarlyClicks as { targets: unknown[]; stop(): void };
    let prevented = 0;
    const click = (inIsland: boolean) => {
      const target = { closest: (selector: string) => (inIsland && selector === 'ssg-island button,[data-ssg-announcement-close]' ? {} : null) };
      listeners.forEach((listener) => listener({ target, preventDefault: () => prevented++, stopPropagation: () => undefined }));
      return target;
    };
    click(false);
    const button = click(true);
    expect(held.targets).toEqual([button]);
    expect(prevented).toBe(1);
    held.stop();
    expect(listeners).toEqual([]);
  });

  it('holds the shortcut of an island button (Ctrl/⌘ + its letter, or `/`) as a click on it, as shortcutKey reads keys', () => {
    const { keyListeners, queried, window } = run(buildShellLoader(['/s.js'], []));
    const held = window.__ssgEarlyClicks as { targets: unknown[]; stop(): void };
    let prevented = 0;
    const press = (event: Partial<ShortcutEvent>) => {
      const full = { key: 'k', code: 'KeyK', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, isComposing: false, ...event };
      keyListeners.forEach((listener) => listener({ ...full, preventDefault: () => prevented++ }));
      return shortcutKey(full);
    };
    // Each case as the shell's own test reads it.
    expect(press({ ctrlKey: true })).toBe('k');
    expect(press({ metaKey: true, key: 'K' })).toBe('k');
    expect(press({ ctrlKey: true, key: 'л' })).toBe('k');
    expect(press({ key: 'k' })).toBeUndefined();
    expect(press({ ctrlKey: true, shiftKey: true })).toBeUndefined();
    expect(press({ ctrlKey: true, altKey: true })).toBeUndefined();
    expect(press({ ctrlKey: true, isComposing: true })).toBeUndefined();
    expect(press({ ctrlKey: true, key: ';', code: 'KeyK' })).toBeUndefined();
    // `/` outside a text field, Shift allowed (layouts that need it), no other modifier.
    expect(press({ key: '/', code: 'Slash', target: { tagName: 'BODY' } })).toBe('/');
    expect(press({ key: '/', code: 'Digit7', shiftKey: true, target: { tagName: 'A' } })).toBe('/');
    expect(press({ key: '/', target: { tagName: 'INPUT' } })).toBeUndefined();
    expect(press({ key: '/', target: { tagName: 'TEXTAREA' } })).toBeUndefined();
    expect(press({ key: '/', target: { tagName: 'DIV', isContentEditable: true } })).toBeUndefined();
    expect(press({ key: '/', ctrlKey: true })).toBeUndefined();
    expect(press({ ctrlKey: true, key: 'j', code: 'KeyJ' })).toBe('j');
    expect(held.targets).toEqual([{ shortcutButton: true }, { shortcutButton: true }, { shortcutButton: true }, { shortcutButton: true }, { shortcutButton: true }]);
    expect(prevented).toBe(5);
    expect(queried.at(-1)).toBe('ssg-island [data-ssg-shortcut~="j"]');
    held.stop();
    expect(keyListeners).toEqual([]);
  });

  it('cannot be closed early by a URL', () => {
    expect(buildShellLoader(['/a</script><script>alert(1)//.js'], [])).not.toContain('</script>');
  });
});
