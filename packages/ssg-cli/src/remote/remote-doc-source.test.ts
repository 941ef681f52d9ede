import { describe, expect, it } from 'vitest';
import { remoteDocSource, remoteLinkBase } from './remote-doc-source.js';
import type { RemoteSource } from './types.js';

const staticExample: RemoteSource = {
  id: 'static',
  url: 'https://raw.githubusercontent.com/flux0-ai/flux0/refs/heads/develop/examples/static/README.md',
  kind: 'doc',
  docPath: 'examples/static.md',
  sidebarLabel: 'Static',
  linkBase: 'https://github.com/flux0-ai/flux0/tree/develop',
  note: 'This page comes from the README of [examples/static](https://github.com/flux0-ai/flux0/tree/develop/examples/static).',
};

describe('remoteDocSource', () => {
  it('injects front matter and the note above the README', () => {
    expect(remoteDocSource({ source: staticExample, text: '# Static agent\n\nEchoes.\n' })).toBe(
      '---\nid: static\nsidebar_label: Static\n---\n\n:::note\n\n' +
        'This page comes from the README of [examples/static](https://github.com/flux0-ai/flux0/tree/develop/examples/static).\n\n' +
        ':::\n\n# Static agent\n\nEchoes.\n',
    );
  });

  it('drops the README front matter and quotes labels YAML needs quoted', () => {
    const out = remoteDocSource({
      source: { ...staticExample, docPath: 'clients/react-vite-tanstack.md', sidebarLabel: 'React: Vite # Tanstack' },
      text: '---\r\nslug: /\r\n---\r\n\n# Demo\n',
    });
    expect(out.startsWith('---\nid: react-vite-tanstack\nsidebar_label: "React: Vite # Tanstack"\n---\n')).toBe(true);
    expect(out.endsWith(':::\n\n# Demo\n')).toBe(true);
    expect(out).not.toContain('slug');
  });

  it('keeps a README that opens with a thematic break: only a YAML mapping is front matter', () => {
    const readme = '---\n\n# Proj\n\nThe intro.\n\n---\n\nThe rest.\n';
    expect(remoteDocSource({ source: staticExample, text: readme }).endsWith(`:::\n\n${readme}`)).toBe(true);
    // A list, a scalar or YAML that does not parse is Markdown too.
    for (const block of ['- a\n- b', 'Just prose: with a colon: twice', '[unclosed']) {
      expect(remoteDocSource({ source: staticExample, text: `---\n${block}\n---\n\nBody.\n` })).toContain(`${block}\n---\n\nBody.`);
    }
  });

  it('without a note, links the README folder under the link base', () => {
    const { note: _note, ...source } = staticExample;
    expect(remoteDocSource({ source, text: '# S\n' })).toContain(
      ':::note\n\nThis page is the README of [flux0-ai/flux0/examples/static](https://github.com/flux0-ai/flux0/tree/develop/examples/static), fetched when the site is built.\n\n:::',
    );
    const root: RemoteSource = { id: 'demo', url: 'https://raw.githubusercontent.com/o/demo/main/README.md', kind: 'doc' };
    expect(remoteDocSource({ source: root, text: '# D\n' })).toContain('[o/demo](https://github.com/o/demo/tree/main)');
  });
});

describe('remoteLinkBase', () => {
  it('gives the README folder inside the repository its relative links resolve from', () => {
    expect(remoteLinkBase(staticExample)).toEqual({ linkBase: 'https://github.com/flux0-ai/flux0/tree/develop', linkFolder: 'examples/static' });
    const { linkBase: _base, ...derived } = staticExample;
    expect(remoteLinkBase(derived)).toEqual({ linkBase: 'https://github.com/flux0-ai/flux0/tree/develop', linkFolder: 'examples/static' });
  });

  it('gives no folder for a README at the root, a link base naming the folder, or another repository', () => {
    expect(remoteLinkBase({ id: 'r', url: 'https://raw.githubusercontent.com/o/r/refs/heads/main/README.md', kind: 'doc' })).toEqual({ linkBase: 'https://github.com/o/r/tree/main' });
    expect(remoteLinkBase({ ...staticExample, linkBase: 'https://github.com/flux0-ai/flux0/tree/develop/examples/static' })).toEqual({
      linkBase: 'https://github.com/flux0-ai/flux0/tree/develop/examples/static',
    });
    expect(remoteLinkBase({ ...staticExample, linkBase: 'https://docs.example/static' })).toEqual({ linkBase: 'https://docs.example/static' });
    expect(remoteLinkBase({ id: 'x', url: 'https://example.com/README.md', kind: 'doc' })).toEqual({});
  });
});
