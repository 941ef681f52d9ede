import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots.js';

const site = { url: 'https://flux0.dev', baseUrl: '/docs-site/' };

describe('robotsTxt', () => {
  it('allows everything and points at the sitemap by default', () => {
    expect(robotsTxt(site)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://flux0.dev/docs-site/sitemap.xml\n');
  });

  it("adds the sitemap line to the site's own file, unless it names a sitemap already", () => {
    expect(robotsTxt(site, 'User-agent: *\nDisallow: /drafts/\n')).toBe('User-agent: *\nDisallow: /drafts/\n\nSitemap: https://flux0.dev/docs-site/sitemap.xml\n');
    expect(robotsTxt(site, 'User-agent: *\nsitemap: https://cdn.example.com/map.xml')).toBe('User-agent: *\nsitemap: https://cdn.example.com/map.xml\n');
  });
});
