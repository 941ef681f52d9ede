// Renders whole documents through `renderPage` and checks the head, the shell and each page kind.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageData, SiteData } from './contract/index.js';
import { DRAFT_NOTICE, UNLISTED_PAGE_NOTICE } from './components/PageNotice.js';
import { renderPage } from './render-page.js';
import { DATA_ATTRIBUTES } from './shared/runtime-contract.js';
import { makeDoc, makeSite, SIDEBAR } from './test-support/fixtures.js';

function render(data: PageData, site: SiteData = makeSite()): string {
  return renderToStaticMarkup(renderPage(data, site));
}

function head(html: string): string {
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
}

function body(html: string): string {
  return html.slice(html.indexOf('<body>'));
}

/** The opening tag of the first element reachable with Tab (tabindex -1 excluded). */
function firstFocusable(html: string): string | undefined {
  const tags = body(html).match(/<(a|button|summary|input|select|textarea|[a-z]+[^>]*\stabindex="(?!-)[^"]*")[^>]*>/g) ?? [];
  return tags.find((tag) => !tag.startsWith('<a') || /\shref=/.test(tag));
}

const notFound: PageData = { kind: 'not-found', route: '/404', title: 'Page Not Found' };
const markdownPage: PageData = {
  kind: 'markdown-page',
  route: '/markdown-page',
  title: 'Markdown page example',
  html: '<p>No React needed.</p><h2 id="more">More</h2>',
  toc: [{ id: 'more', html: 'More', depth: 2 }],
  hideTableOfContents: false,
};

describe('document head', () => {
  const site = makeSite({ baseUrl: '/flux/', feeds: { title: 'Flux0 Blog', rss: '/blog/rss.xml', atom: '/blog/atom.xml' }, favicon: '/img/favicon.svg' });
  const html = render(makeDoc(), site);
  const h = head(html);

  it('is a whole English document', () => {
    expect(html.startsWith('<html lang="en"')).toBe(true);
    expect(html).toContain('<meta charSet="utf-8"/>');
    expect(h).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
  });

  it('has the title, description, canonical link and Open Graph tags', () => {
    expect(h).toContain('<title>Installation | Flux0</title>');
    expect(h).toContain('<meta name="description" content="Install the Flux0 server."/>');
    expect(h).toContain('<link rel="canonical" href="https://flux0.dev/flux/docs/quickstart/installation"/>');
    expect(h).toContain('<meta property="og:title" content="Installation | Flux0"/>');
    expect(h).toContain('<meta property="og:description" content="Install the Flux0 server."/>');
  });

  it('carries the build id, favicon, feeds, CSS and JS with the base URL', () => {
    expect(h).toContain('<meta name="ssg-build-id" content="build-42"/>');
    expect(h).toContain('<link rel="icon" href="/flux/img/favicon.svg"/>');
    expect(h).toContain('<link rel="alternate" type="application/rss+xml" title="Flux0 Blog RSS Feed" href="/flux/blog/rss.xml"/>');
    expect(h).toContain('<link rel="alternate" type="application/atom+xml" title="Flux0 Blog Atom Feed" href="/flux/blog/atom.xml"/>');
    expect(h).toContain('<link rel="stylesheet" href="/flux/assets/css/styles.3f2a.css"/>');
  });

  it("links the page's own stylesheets after the site's, with the base URL, on that page only", () => {
    const own = head(render(makeDoc({ stylesheets: ['/assets/css/Card.9c1e.css'] }), site));
    const links = [...own.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((match) => match[1]);
    expect(links).toEqual(['/flux/assets/css/styles.3f2a.css', '/flux/assets/css/Card.9c1e.css']);
    expect(h).not.toContain('Card.9c1e.css');
  });

  it('loads the shell from the end of the body, after the first paint', () => {
    const html = render(makeDoc(), makeSite({ baseUrl: '/flux/', assets: { css: [], js: ['/assets/js/shell-A1.js'], modulepreload: ['/assets/js/chunk-B2.js'] } }));
    const loader = /<script>([^<]*)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('"s":["/flux/assets/js/shell-A1.js"],"p":["/flux/assets/js/chunk-B2.js"]');
    expect(loader).toContain('requestAnimationFrame');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(render(makeDoc(), makeSite({ assets: { css: [], js: [] } }))).not.toContain('requestAnimationFrame');
  });

  it('runs the inline script before the stylesheets load', () => {
    const script = h.indexOf('<script>');
    expect(script).toBeGreaterThan(-1);
    expect(h.slice(script)).toContain('ssg-color-mode');
    expect(script).toBeLessThan(h.indexOf('rel="stylesheet"'));
  });

  it("declares the site's language and script direction", () => {
    expect(render(makeDoc(), makeSite({ lang: 'ar', dir: 'rtl' }))).toMatch(/^<html lang="ar" dir="rtl" /);
  });

  it('starts in the configured default colour mode, before the script runs', () => {
    expect(html).toMatch(/^<html lang="en" dir="ltr" data-theme="light" data-color-mode-choice="light">/);
    const dark = render(makeDoc(), makeSite({ colorMode: { defaultMode: 'dark', respectPrefersColorScheme: false } }));
    expect(dark).toMatch(/^<html [^>]*data-theme="dark"/);
  });

  it('leaves feeds out when the site has none and uses the own mark as favicon', () => {
    const plain = head(render(makeDoc()));
    expect(plain).not.toContain('application/rss+xml');
    expect(plain).toContain('<link rel="icon" href="data:image/svg+xml,');
  });

  it('titles the home page with the site title alone', () => {
    const home = render({ kind: 'page', route: '/', title: 'Home', element: <p>Hi</p>, isHome: true });
    expect(head(home)).toContain('<title>Flux0</title>');
    expect(head(home)).toContain(`<meta name="description" content="${makeSite().tagline}"/>`);
  });

  it('keeps the not-found page out of search engines', () => {
    const h404 = head(render(notFound));
    expect(h404).toContain('<meta name="robots" content="noindex"/>');
    expect(h404).not.toContain('rel="canonical"');
    expect(h404).not.toContain('application/ld+json');
  });

  it('has the link-preview tags, keywords and JSON-LD of the page', () => {
    const withSeo = head(render(makeDoc({ keywords: ['pip', 'setup'], image: '/img/install.png' }), makeSite({ image: '/img/card.png' })));
    expect(withSeo).toContain('<meta name="keywords" content="pip, setup"/>');
    expect(withSeo).toContain('<meta property="og:image" content="https://flux0.dev/img/install.png"/>');
    expect(withSeo).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(withSeo).toContain('<meta name="twitter:image" content="https://flux0.dev/img/install.png"/>');
    expect(withSeo).toContain('<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList"');
    expect(h).toContain('<meta name="twitter:card" content="summary"/>');
    expect(h).not.toContain('og:image');
  });
});

describe('shell', () => {
  const pages: PageData[] = [makeDoc(), notFound, markdownPage, { kind: 'page', route: '/', title: 'Home', element: <a href="/x">x</a>, isHome: true }];

  it('makes "Skip to main content" the first focusable element of every page kind', () => {
    for (const page of pages) {
      expect(firstFocusable(render(page))).toBe('<a class="ssg-skip-link" href="#ssg-main">');
    }
    const withBar = makeSite({ announcementBar: { id: 'a', content: '<a href="/blog">News</a>', backgroundColor: '#fff', textColor: '#000', isCloseable: true } });
    expect(firstFocusable(render(makeDoc(), withBar))).toBe('<a class="ssg-skip-link" href="#ssg-main">');
  });

  it('marks the regions the browser runtime enhances, and its islands', () => {
    const html = render(makeDoc());
    for (const attribute of ['main', 'page', 'navbar', 'sidebar', 'toc', 'mobileMenu', 'menuToggle', 'colorToggle', 'docsVersion'] as const) {
      expect(html, attribute).toContain(`${DATA_ATTRIBUTES[attribute]}=`);
    }
    expect(html).toContain('<main id="ssg-main" class="ssg-main" data-ssg-main="" tabindex="-1">');
    expect(html).toMatch(/<ssg-island data-island="MobileMenu" data-strategy="intent" data-props="[^"]+"><button type="button" class="[^"]*" data-ssg-menu-toggle="" aria-controls="ssg-mobile-menu" aria-expanded="false"/);
    expect(html).toContain('<div id="ssg-mobile-menu" class="ssg-mobile-menu" data-ssg-mobile-menu="" role="dialog" aria-modal="true" aria-label="Navigation menu" hidden=""></div>');
    expect(html).toMatch(/<ssg-island data-island="ColorModeToggle" data-strategy="intent" data-props="{&quot;initial&quot;:&quot;light&quot;}"><button [^>]*data-ssg-color-toggle="" aria-label="Switch to dark mode \(currently light\)"/);
    expect(html).toMatch(/<ssg-island data-island="TocNav" data-strategy="visible" data-props="[^"]+"><nav class="ssg-toc" data-ssg-toc=""/);
  });

  it('renders the announcement bar with its id and close button', () => {
    const site = makeSite({ announcementBar: { id: 'star-v1', content: 'Give us a <b>star</b>', backgroundColor: '#fdf0f5', textColor: '#1c1e21', isCloseable: true } });
    const html = render(makeDoc(), site);
    expect(html).toContain('data-ssg-announcement="star-v1"');
    expect(html).toContain('style="background-color:#fdf0f5;color:#1c1e21"');
    expect(html).toContain('Give us a <b>star</b>');
    expect(html).toContain('data-ssg-announcement-close=""');
    const fixed = render(makeDoc(), makeSite({ announcementBar: { ...site.announcementBar!, isCloseable: false } }));
    // The attribute's name is in the shell loader's script too: the button is what must be absent.
    expect(fixed).not.toContain('data-ssg-announcement-close=""');
  });

  it('renders the navbar: brand to the base URL, items, the active section, GitHub link', () => {
    const html = render(makeDoc(), makeSite({ baseUrl: '/flux/' }));
    expect(html).toMatch(/<a class="ssg-brand ssg-navbar__brand" href="\/flux\/">/);
    expect(html).toContain('<a class="ssg-nav-link ssg-nav-link--active" href="/flux/docs/quickstart/introduction">');
    expect(html).toContain('href="https://github.com/orgs/flux0-ai/repositories"');
  });

  it('renders the footer with its links and copyright', () => {
    const html = render(notFound);
    expect(html).toContain('<footer class="ssg-footer ssg-footer--dark">');
    expect(html).toContain('<a class="ssg-footer__link" href="/blog">Blog</a>');
    expect(html).toContain('Copyright © 2025 Flux0.');
  });

  it('renders the docs sidebar once, in a disclosure titled for phones without JavaScript', () => {
    const doc = render(makeDoc());
    expect(doc).toContain('<details class="ssg-sidebar-disclosure"><summary class="ssg-sidebar-disclosure__summary">Documentation</summary><nav class="ssg-sidebar" data-ssg-sidebar=""');
    expect(doc.match(/data-ssg-category="1"/g)).toHaveLength(1);
    expect(render(notFound)).not.toContain('ssg-sidebar-disclosure');
  });
});

describe('doc page', () => {
  const html = render(makeDoc());

  it('renders the title, content and version label', () => {
    expect(html).toContain('<h1 class="ssg-title">Installation</h1>');
    expect(html).toContain('<div class="ssg-markdown"><p>Install the server.</p>');
    expect(html).toContain('Version: Next');
  });

  it('marks a draft with its badge and an unlisted doc with its notice, both kept out of search engines', () => {
    const draft = render(makeDoc({ draft: true }));
    expect(body(draft)).toContain(`<p class="ssg-page-notice" role="note"><span class="ssg-badge ssg-badge--draft">Draft</span> ${DRAFT_NOTICE}</p><h1 class="ssg-title">Installation</h1>`);
    expect(head(draft)).toContain('<meta name="robots" content="noindex"/>');
    const unlisted = render(makeDoc({ unlisted: true }));
    expect(body(unlisted)).toContain(`<p class="ssg-page-notice" role="note">${UNLISTED_PAGE_NOTICE}</p>`);
    expect(head(unlisted)).toContain('<meta name="robots" content="noindex"/>');
    expect(head(unlisted)).not.toContain('rel="canonical"');
    expect(html).not.toContain('ssg-page-notice');
    expect(head(html)).not.toContain('noindex');
  });

  it('hides the title on request, or when the content has its own h1', () => {
    expect(render(makeDoc({ hideTitle: true }))).not.toContain('<h1');
    const own = render(makeDoc({ html: '<h1 id="x">Own title</h1><p>Body</p>' }));
    expect(own.match(/<h1/g)).toHaveLength(1);
  });

  it('makes an h1 written in the Markdown the title block, with the collapsible TOC under it', () => {
    const own = render(makeDoc({ html: '<h1 id="x">Own title</h1><p>Body</p>' }));
    expect(own).toContain('<div class="ssg-markdown ssg-markdown-title"><h1 id="x">Own title</h1></div><details class="ssg-toc-collapsible">');
    expect(own).toContain('</details><div class="ssg-markdown"><p>Body</p></div>');
  });

  it('renders the sidebar bounded: the current page marked, its category open, the others one link each', () => {
    const sidebar = html.slice(html.indexOf('data-ssg-sidebar='), html.indexOf('</nav>', html.indexOf('data-ssg-sidebar=')));
    expect(sidebar).toContain('aria-label="Docs sidebar"');
    expect(sidebar).toContain('<li><a href="/docs/quickstart/installation" aria-current="page">Installation</a></li>');
    expect(sidebar.match(/aria-current="page"/g)).toHaveLength(1);
    expect(sidebar.match(/<details class="ssg-sidebar__details" open="">/g)).toHaveLength(1);
    expect(sidebar).toContain('<li data-ssg-category="1"><a href="/docs/category/clients">Clients</a></li>');
    expect(sidebar).toContain('<li data-ssg-category="3"><a href="/docs/category/api">API</a></li>');
    expect(sidebar).not.toContain('React + Vite');
    expect(sidebar).not.toContain('data-ssg-sidebar-src');
  });

  it('names the sidebar JSON the browser expands categories from', () => {
    const withJson = render(makeDoc({ sidebarJson: '/assets/sidebar/learn.0a1b2c.json' }), makeSite({ baseUrl: '/flux0/' }));
    expect(withJson).toContain('data-ssg-sidebar-src="/flux0/assets/sidebar/learn.0a1b2c.json"');
  });

  it('shows a category with its own page as a link beside its toggle on its own pages', () => {
    const clients = render(makeDoc({ route: '/docs/clients/react-vite-minimal', title: 'React + Vite' }));
    expect(clients).toContain('<a class="ssg-sidebar__category-link" href="/docs/category/clients"><span class="ssg-sidebar__label">Clients</span></a>');
    expect(clients).toContain('<span class="ssg-visually-hidden">Toggle the Clients category</span>');
    expect(clients).toContain('<li><a href="/docs/clients/react-vite-minimal" aria-current="page">React + Vite</a></li>');
  });

  it('collapses a category without a page of its own to a link to its first page', () => {
    const elsewhere = render(makeDoc({ route: '/docs/configuration', title: 'Configuration' }));
    expect(elsewhere).toContain('<li data-ssg-category="0"><a href="/docs/quickstart/introduction">Quickstart</a></li>');
    expect(elsewhere).not.toContain('<li><a href="/docs/quickstart/introduction">Introduction</a></li>');
  });

  it('shows method badges on API entries', () => {
    const api = render(makeDoc({ route: '/docs/api/create-agent', title: 'Create agent' }));
    expect(api).toContain('<b class="ssg-badge--get">GET</b>');
    expect(api).toContain('<b class="ssg-badge--post">POST</b>');
    expect(api).toContain('<a href="/docs/api/create-agent" aria-current="page"><b class="ssg-badge--post">POST</b>Create agent</a>');
  });

  it('renders breadcrumbs with the home icon first and the page last', () => {
    const crumbs = html.slice(html.indexOf('aria-label="Breadcrumbs"'), html.indexOf('</nav>', html.indexOf('aria-label="Breadcrumbs"')));
    expect(crumbs.indexOf('aria-label="Home page"')).toBeLessThan(crumbs.indexOf('Quickstart'));
    expect(crumbs).toContain('<span class="ssg-breadcrumbs__current" aria-current="page">Installation</span>');
  });

  it('renders the TOC twice: sticky nav and collapsible, nested h2 → h3', () => {
    expect(html).toContain('<nav class="ssg-toc" data-ssg-toc="" aria-label="Table of contents">');
    expect(html).toContain('<details class="ssg-toc-collapsible">');
    expect(html).toContain('<a class="ssg-toc__link" href="#prerequisites">Prerequisites</a><ul class="ssg-toc__list"><li class="ssg-toc__item"><a class="ssg-toc__link" href="#with-pip">With <code>pip</code></a>');
  });

  it('shows the upper levels of a TOC of more than a thousand entries, in the nav, the collapsible and the island', () => {
    const toc = Array.from({ length: 2000 }, (_, i) => [
      { id: `s${i}`, html: `Section ${i}`, depth: 2 },
      { id: `s${i}-d`, html: 'Details', depth: 3 },
    ]).flat();
    const long = render(makeDoc({ toc }));
    // A thousand links, in the nav and in the collapsible.
    expect(long.match(/class="ssg-toc__link" href="#s\d+"/g)).toHaveLength(2000);
    expect(long).not.toContain('href="#s0-d"');
    expect(long).toContain('href="#s999"');
    expect(long).not.toContain('href="#s1000"');
    // The island gets the same entries as its markup.
    expect(long).not.toContain('s1000');
  });

  it('leaves the TOC out when hidden or empty', () => {
    expect(render(makeDoc({ hideTableOfContents: true }))).not.toContain('data-ssg-toc');
    expect(render(makeDoc({ toc: [] }))).not.toContain('ssg-toc-collapsible');
  });

  it('puts the TOC after the content and before the pager, the order of reading and of the Tab key', () => {
    const [content, toc, pager] = ['ssg-article__content', 'ssg-article__toc', 'ssg-pager'].map((name) => html.indexOf(`class="${name}`));
    expect(content).toBeGreaterThan(0);
    expect(toc).toBeGreaterThan(content);
    expect(pager).toBeGreaterThan(toc);
  });

  it('renders previous and next links', () => {
    expect(html).toContain('<a class="ssg-pager__link ssg-pager__link--prev" href="/docs/quickstart/introduction" rel="prev">');
    expect(html).toContain('<a class="ssg-pager__link ssg-pager__link--next" href="/docs/configuration" rel="next">');
    expect(render(makeDoc({ prev: undefined, next: undefined }))).not.toContain('ssg-pager');
  });
});

describe('other page kinds', () => {
  it('renders a category index with its description and a card per child', () => {
    const html = render({
      kind: 'doc-category',
      route: '/docs/category/api',
      title: 'API',
      description: 'Flux0 API specification.',
      sidebar: SIDEBAR,
      breadcrumbs: [{ label: 'API', route: '/docs/category/api' }],
      toc: [],
      metadata: { id: 'category/api', path: '', sidebar: 'learn' },
      cards: [
        { label: 'Flux0 API', route: '/docs/api/fastapi', description: 'The REST API.' },
        { label: 'agents', route: '/docs/api/list-agents', count: 2 },
      ],
    });
    expect(html).toContain('<h1 class="ssg-title">API</h1>');
    expect(html).toContain('<p class="ssg-lead">Flux0 API specification.</p>');
    expect(html).toContain('<a class="ssg-card" href="/docs/api/fastapi">');
    expect(html).toContain('<p class="ssg-card__description">The REST API.</p>');
    expect(html).toContain('<p class="ssg-card__description">2 items</p>');
  });

  it('renders a site page element inside the layout', () => {
    const html = render({ kind: 'page', route: '/', title: 'Home', element: <section className="hero">Flux0 hero</section>, isHome: true });
    expect(html).toContain('<main id="ssg-main" class="ssg-main ssg-main--home" data-ssg-main="" tabindex="-1"><div class="ssg-custom-page"><section class="hero">Flux0 hero</section></div></main>');
    expect(html).not.toContain('data-ssg-sidebar');
  });

  it('renders a Markdown page with title, content and TOC, without a sidebar', () => {
    const html = render(markdownPage);
    expect(html).toContain('<h1 class="ssg-title">Markdown page example</h1>');
    expect(html).toContain('<p>No React needed.</p>');
    expect(html).toContain('href="#more"');
    expect(html).not.toContain('data-ssg-sidebar');
  });

  it('renders the not-found page inside the layout with ways back', () => {
    const html = render(notFound, makeSite({ baseUrl: '/flux/' }));
    expect(html).toContain('<h1 class="ssg-title">Page Not Found</h1>');
    expect(html).toContain('We could not find the page');
    expect(html).toContain('<a class="ssg-button ssg-button--primary" href="/flux/">Go to the home page</a>');
    expect(html).toContain('<a class="ssg-button ssg-button--secondary" href="/flux/docs/quickstart/introduction">Learn</a>');
    expect(html).toContain('data-ssg-main=""');
    expect(html).toContain('ssg-navbar');
  });
});
