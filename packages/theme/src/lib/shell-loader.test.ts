import { describe, expect, it } from 'vitest';
import { buildShellLoader } from './shell-loader.js';

/** Runs the loader against a fake document and a frame scheduler we control. */
function run(script: string) {
  const added: { tag: string; attributes: Record<string, string> }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: ((event: unknown) => void)[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
    removeEventListener: (_type: string, listener: (event: unknown) => void) => listeners.splice(listeners.indexOf(listener), 1),
    head: { appendChild: (element: { tag: string; attributes: Record<string, string> }) => added.push(element) },
    createElement: (tag: string) => ({ tag, attributes: {} as Record<string, string>, setAttribute(name: string, value: string) { this.attributes[name] = value; } }),
  };
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', script)(document, window, (fn: () => void) => frames.push(fn), (fn: () => void) => timers.push(fn));
  return { added, frames, timers, listeners, window };
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

  it('holds clicks on island buttons until the shell takes them', () => {
    const { listeners, window } = run(buildShellLoader(['/s.js'], []));
    const held = window.__ssgEarlyClicks as { targets: unknown[]; stop(): void };
    let prevented = 0;
    const click = (inIsland: boolean) => {
      const target = { closest: (selector: string) => (inIsland && selector === 'ssg-island button' ? {} : null) };
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

  it('cannot be closed early by a URL', () => {
    expect(buildShellLoader(['/a</script><script>alert(1)//.js'], [])).not.toContain('</script>');
  });
});
