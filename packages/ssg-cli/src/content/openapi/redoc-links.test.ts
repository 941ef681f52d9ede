import { describe, expect, it } from 'vitest';
import type { LinkRef } from '../../markdown/types.js';
import { redocLinks } from './redoc-links.js';

const retarget = redocLinks({
  operationRoutes: new Map([['ContainerCreate', '/docs/api/container-create'], ['ref:#/paths/~1a/get', '/docs/api/get-a']]),
  tagAnchors: new Map([['Container', 'tag-container'], ['Secret Store', 'tag-secret-store']]),
  infoRoute: '/docs/api/engine',
  baseUrl: '/site/',
});
const link = (target: string): LinkRef => ({ target, written: target, kind: 'link', position: { file: 'spec.json', line: 1, column: 1 } });
/** A rendered description with one link per anchor. */
const rendered = (...anchors: string[]) => ({ html: anchors.map((anchor) => `<a href="${anchor}">x</a>`).join(' '), links: anchors.map(link) });

describe('redocLinks', () => {
  it('points operation, tag and section anchors at the pages that show them, in the HTML and the links', () => {
    const result = retarget(rendered('#operation/ContainerCreate', '#tag/Container/operation/ContainerCreate', '#tag/Container', '#tag/Secret-Store', '#tag/secret%20store', '#section/Authentication', '#section/API-version-negotiation'));
    expect(result.links!.map((item) => item.target)).toEqual([
      '/docs/api/container-create', '/docs/api/container-create', '/docs/api/engine#tag-container', '/docs/api/engine#tag-secret-store',
      '/docs/api/engine#tag-secret-store', '/docs/api/engine#authentication', '/docs/api/engine#api-version-negotiation',
    ]);
    expect(result.html).toBe([
      '/site/docs/api/container-create', '/site/docs/api/container-create', '/site/docs/api/engine#tag-container', '/site/docs/api/engine#tag-secret-store',
      '/site/docs/api/engine#tag-secret-store', '/site/docs/api/engine#authentication', '/site/docs/api/engine#api-version-negotiation',
    ].map((href) => `<a href="${href}">x</a>`).join(' '));
  });

  it('leaves anchors that name nothing known, and descriptions without any, as they are', () => {
    const kept = rendered('#operation/Nope', '#tag/Nope', '#install', '#operation/%E0%A4%A');
    expect(retarget(kept)).toEqual(kept);
    const plain = { html: '<p>#operation/ContainerCreate</p>', links: [] };
    expect(retarget(plain)).toBe(plain);
  });
});
