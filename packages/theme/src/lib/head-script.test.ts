// Runs the generated head script against small fake `document`, `location`, `history` and
// `localStorage` objects and checks each behaviour.
import { describe, expect, it } from 'vitest';
import { makeSite } from '../test-support/fixtures.js';
import { buildHeadScript, headScriptOptions, type HeadScriptOptions } from './head-script.js';

interface FakeElement {
  tag: string;
  id: string;
  className: string;
  textContent: string;
  attributes: Record<string, string>;
  children: Array<FakeElement | { text: string }>;
  setAttribute(name: string, value: string): void;
  appendChild(child: FakeElement | { text: string }): void;
}

function fakeElement(tag: string): FakeElement {
  return {
    tag,
    id: '',
    className: '',
    textContent: '',
    attributes: {},
    children: [],
    setAttribute(name, value) {
      this.attributes[name] = value;
    },
    appendChild(child) {
      this.children.push(child);
    },
  };
}

interface RunOptions {
  pathname: string;
  search?: string;
  hash?: string;
  stored?: Record<string, string>;
  storageThrows?: boolean;
  prefersDark?: boolean;
  readyState?: 'loading' | 'complete';
  /** `navigator.platform`; no `navigator` at all when absent. */
  platform?: string;
}

function run(options: HeadScriptOptions, run: RunOptions) {
  const html = fakeElement('html');
  const body = { inserted: [] as FakeElement[], firstChild: null, insertBefore(el: FakeElement) { this.inserted.unshift(el); } };
  const listeners: Record<string, () => void> = {};
  const document = {
    documentElement: html,
    readyState: run.readyState ?? 'complete',
    body,
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
    getElementById: (id: string) => body.inserted.find((el) => el.id === id) ?? null,
    createElement: fakeElement,
    createTextNode: (text: string) => ({ text }),
  };
  const location = { pathname: run.pathname, search: run.search ?? '', hash: run.hash ?? '' };
  const replaced: string[] = [];
  const history = { state: { key: 1 }, replaceState: (_state: unknown, _title: string, url: string) => replaced.push(url) };
  const localStorage = {
    getItem(key: string) {
      if (run.storageThrows) throw new Error('SecurityError: storage disabled');
      return run.stored?.[key] ?? null;
    },
  };
  const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && run.prefersDark === true });
  const script = buildHeadScript(options);
  const navigator = run.platform === undefined ? undefined : { platform: run.platform };
  new Function('document', 'location', 'history', 'localStorage', 'matchMedia', 'navigator', script)(document, location, history, localStorage, matchMedia, navigator);
  const bannerText = (el: FakeElement) => el.children.map((c) => ('text' in c ? c.text : c.textContent)).join('');
  return { attrs: html.attributes, replaced, banners: body.inserted, listeners, bannerText };
}

const base: HeadScriptOptions = { baseUrl: '/', defaultChoice: 'light' };

describe('head script: clean paths', () => {
  it('replaces /x.html with /x, keeping query and hash', () => {
    expect(run(base, { pathname: '/docs/intro.html', search: '?a=1', hash: '#top' }).replaced).toEqual(['/docs/intro?a=1#top']);
  });

  it('replaces /x/index.html with /x and /index.html with /', () => {
    expect(run(base, { pathname: '/docs/index.html' }).replaced).toEqual(['/docs']);
    expect(run(base, { pathname: '/index.html' }).replaced).toEqual(['/']);
  });

  it('keeps the trailing slash of the base URL itself', () => {
    expect(run({ ...base, baseUrl: '/flux/' }, { pathname: '/flux/index.html' }).replaced).toEqual(['/flux/']);
  });

  it('leaves clean paths alone', () => {
    expect(run(base, { pathname: '/docs/intro' }).replaced).toEqual([]);
  });
});

describe('head script: colour mode', () => {
  it('applies the default when nothing is stored', () => {
    const { attrs } = run(base, { pathname: '/' });
    expect(attrs['data-theme']).toBe('light');
    expect(attrs['data-color-mode-choice']).toBe('light');
    expect(attrs['data-js']).toBeUndefined();
    expect(run({ ...base, runtime: true }, { pathname: '/' }).attrs['data-js']).toBe('');
  });

  it('applies a stored choice', () => {
    const { attrs } = run(base, { pathname: '/', stored: { 'ssg-color-mode': 'dark' } });
    expect(attrs['data-theme']).toBe('dark');
    expect(attrs['data-color-mode-choice']).toBe('dark');
  });

  it('follows the OS preference for `system`', () => {
    expect(run(base, { pathname: '/', stored: { 'ssg-color-mode': 'system' }, prefersDark: true }).attrs).toMatchObject({
      'data-theme': 'dark',
      'data-color-mode-choice': 'system',
    });
    expect(run(base, { pathname: '/', stored: { 'ssg-color-mode': 'system' }, prefersDark: false }).attrs['data-theme']).toBe('light');
  });

  it('ignores an invalid stored value', () => {
    expect(run({ ...base, defaultChoice: 'dark' }, { pathname: '/', stored: { 'ssg-color-mode': 'sepia' } }).attrs['data-theme']).toBe('dark');
  });

  it('survives storage that throws', () => {
    const result = run({ ...base, announcementId: 'a1', runtime: true }, { pathname: '/docs.html', storageThrows: true });
    expect(result.replaced).toEqual(['/docs']);
    expect(result.attrs['data-js']).toBe('');
    expect(result.attrs['data-announcement-dismissed']).toBeUndefined();
  });
});

describe('head script: platform', () => {
  it('marks Apple systems for the ⌘ K hint, only when the runtime ships', () => {
    const runtime = { ...base, runtime: true };
    expect(run(runtime, { pathname: '/', platform: 'MacIntel' }).attrs['data-platform']).toBe('mac');
    expect(run(runtime, { pathname: '/', platform: 'iPhone' }).attrs['data-platform']).toBe('mac');
    expect(run(runtime, { pathname: '/', platform: 'Win32' }).attrs['data-platform']).toBeUndefined();
    expect(run(runtime, { pathname: '/', platform: 'Linux x86_64' }).attrs['data-platform']).toBeUndefined();
    expect(run(base, { pathname: '/', platform: 'MacIntel' }).attrs['data-platform']).toBeUndefined();
  });

  it('survives a missing navigator', () => {
    const { attrs } = run({ ...base, runtime: true }, { pathname: '/', stored: { 'ssg-color-mode': 'dark' } });
    expect(attrs['data-js']).toBe('');
    expect(attrs['data-theme']).toBe('dark');
  });
});

describe('head script: announcement', () => {
  it('marks the page when the current announcement id was dismissed', () => {
    const { attrs } = run({ ...base, announcementId: 'v2' }, { pathname: '/', stored: { 'ssg-announcement-dismissed': 'v2' } });
    expect(attrs['data-announcement-dismissed']).toBe('');
  });

  it('shows a new announcement id again', () => {
    const { attrs } = run({ ...base, announcementId: 'v3' }, { pathname: '/', stored: { 'ssg-announcement-dismissed': 'v2' } });
    expect(attrs['data-announcement-dismissed']).toBeUndefined();
  });
});

describe('head script: base URL check', () => {
  it('inserts one banner naming the configured and the current base', () => {
    const result = run({ ...base, baseUrl: '/flux/', route: '/docs/intro' }, { pathname: '/other/docs/intro' });
    expect(result.banners).toHaveLength(1);
    const banner = result.banners[0]!;
    expect(banner.id).toBe('ssg-base-url-banner');
    expect(banner.attributes.role).toBe('alert');
    const text = result.bannerText(banner);
    expect(text).toContain('did not load properly');
    expect(text).toContain('“/flux/”');
    expect(text).toContain('served under “/other/”');
    expect(text).toContain('baseUrl');
  });

  it('notices a site built for "/" served under a sub-path', () => {
    const text = (p: string, route: string) => {
      const result = run({ ...base, route }, { pathname: p });
      return result.banners.map((b) => result.bannerText(b)).join('');
    };
    expect(text('/other/docs/intro', '/docs/intro')).toContain('served under “/other/”');
    expect(text('/other/', '/')).toContain('served under “/other/”');
    expect(text('/docs/intro', '/docs/intro')).toBe('');
    expect(text('/', '/')).toBe('');
  });

  it('waits for the DOM while the document is loading', () => {
    const result = run({ ...base, baseUrl: '/flux/', route: '/' }, { pathname: '/', readyState: 'loading' });
    expect(result.banners).toHaveLength(0);
    result.listeners.DOMContentLoaded!();
    expect(result.banners).toHaveLength(1);
  });

  it('accepts the base URL without its trailing slash, .html paths, and pages under it', () => {
    expect(run({ ...base, baseUrl: '/flux/', route: '/' }, { pathname: '/flux' }).banners).toHaveLength(0);
    expect(run({ ...base, baseUrl: '/flux/', route: '/docs/a' }, { pathname: '/flux/docs/a' }).banners).toHaveLength(0);
    expect(run({ ...base, baseUrl: '/flux/', route: '/docs/a' }, { pathname: '/flux/docs/a/index.html' }).banners).toHaveLength(0);
  });

  it('does not check pages without a route (the not-found page, served at any path)', () => {
    expect(run({ ...base, baseUrl: '/flux/' }, { pathname: '/anything/else' }).banners).toHaveLength(0);
  });
});

describe('headScriptOptions', () => {
  it('reads the base URL, default mode and a closeable announcement id', () => {
    const site = makeSite({
      baseUrl: '/flux/',
      announcementBar: { id: 'star', content: 'Star us', backgroundColor: '#fff', textColor: '#000', isCloseable: true },
    });
    expect(headScriptOptions(site)).toEqual({ baseUrl: '/flux/', defaultChoice: 'light', announcementId: 'star', runtime: true });
  });

  it('marks the runtime as present only when the site ships browser code', () => {
    expect(headScriptOptions(makeSite({ assets: { css: [], js: [] } })).runtime).toBeUndefined();
  });

  it('defaults to `system` when the site respects the OS preference', () => {
    const site = makeSite({ colorMode: { defaultMode: 'light', respectPrefersColorScheme: true } });
    expect(headScriptOptions(site).defaultChoice).toBe('system');
  });

  it('escapes `<` so the script cannot close its own tag', () => {
    expect(buildHeadScript({ baseUrl: '/</script><b>/', defaultChoice: 'light' })).not.toContain('</script>');
  });
});
