import { describe, expect, it } from 'vitest';
import { makeDoc, makeSite } from '../test-support/fixtures.js';
import { documentTitle, pageHead } from './head.js';

describe('documentTitle', () => {
  it('joins page and site titles', () => {
    expect(documentTitle({ title: 'Flux0' }, 'Installation')).toBe('Installation | Flux0');
  });

  it('uses the site title alone for the home page, an empty title or the site title itself', () => {
    expect(documentTitle({ title: 'Flux0' }, 'Home', true)).toBe('Flux0');
    expect(documentTitle({ title: 'Flux0' }, '  ')).toBe('Flux0');
    expect(documentTitle({ title: 'Flux0' }, 'Flux0')).toBe('Flux0');
  });
});

describe('pageHead', () => {
  const site = makeSite({ baseUrl: '/flux/' });

  it('uses the page description and a canonical URL with the base URL', () => {
    const head = pageHead(makeDoc(), site);
    expect(head).toMatchObject({
      title: 'Installation | Flux0',
      description: 'Install the Flux0 server.',
      canonical: 'https://flux0.dev/flux/docs/quickstart/installation',
      noindex: false,
      keywords: [],
      type: 'website',
    });
    expect(head.image).toBeUndefined();
  });

  it('falls back to the tagline and treats the home page specially', () => {
    const head = pageHead({ kind: 'page', route: '/', title: 'Home', element: null!, isHome: true }, site);
    expect(head.title).toBe('Flux0');
    expect(head.description).toBe(site.tagline);
  });

  it('keeps the not-found page out of search engines, with no canonical URL and no JSON-LD', () => {
    const head = pageHead({ kind: 'not-found', route: '/404', title: 'Page Not Found' }, site);
    expect(head).toMatchObject({ title: 'Page Not Found | Flux0', description: site.tagline, noindex: true, structuredData: [] });
    expect(head.canonical).toBeUndefined();
  });

  it("takes the page's keywords and image, else the site's default card, as absolute URLs", () => {
    const withCard = makeSite({ baseUrl: '/flux/', image: '/img/social-card.png' });
    expect(pageHead(makeDoc(), withCard).image).toBe('https://flux0.dev/flux/img/social-card.png');
    const own = pageHead(makeDoc({ keywords: ['pip', 'install'], image: 'https://cdn.example.com/card.png' }), withCard);
    expect(own).toMatchObject({ keywords: ['pip', 'install'], image: 'https://cdn.example.com/card.png' });
  });

  it('gives docs a BreadcrumbList', () => {
    const head = pageHead(makeDoc(), site);
    expect(head.structuredData).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Installation', item: 'https://flux0.dev/flux/docs/quickstart/installation' }],
      },
    ]);
  });
});
