// Stylesheets, images and SVG that React pages, MDX pages and their components import, as a
// Docusaurus site's do (`import styles from './index.module.css'`, `require('./shot.png').default`,
// `<Svg className={styles.featureSvg} role="img" />`): built through the CLI under a base URL, the
// CSS published and linked from the pages that use it (and from blog lists showing a post that
// does), CSS modules scoped by file, the images copied under content-hashed names (`require()` in
// an MDX page's own code too), SVG inline as React components; an edit to a stylesheet shows in
// the next (cached) build; what cannot be published is an error at the import.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutputFile } from '../src/output/types.js';
import { createIncrementalBuilder } from '../src/pipeline/incremental-builder.js';
import { copyFixture, runCli, stackLines, type SiteCopy } from './helpers/cli.js';

const copies: SiteCopy[] = [];
let site: SiteCopy;
let build: Awaited<ReturnType<typeof runCli>>;
beforeAll(async () => {
  site = copyFixture('page-stylesheets-and-images', {}, { react: true });
  copies.push(site);
  build = await runCli(['build', '--root', site.root]);
}, 120_000);
afterAll(() => {
  for (const copy of copies) copy.remove();
});

const page = (root: string, route: string): string => readFileSync(path.join(root, 'build', route, 'index.html'), 'utf8');
/** The output file at a URL under the base URL `/base/`. */
const output = (root: string, url: string): string => path.join(root, 'build', url.replace(/^\/base\//, ''));
/** The page's own stylesheets: the links after the theme's `styles.<hash>.css`. */
const pageStylesheets = (html: string): string[] =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((match) => match[1] ?? '').filter((href) => !/\/styles\.[0-9a-f]+\.css$/.test(href));
/** The CSS of the page's own stylesheets, read from the output. */
const pageCss = (root: string, html: string): string => pageStylesheets(html).map((href) => readFileSync(output(root, href), 'utf8')).join('\n');

describe('a React page importing a CSS module and images', () => {
  it('builds without warnings', () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).toContain('0 warnings');
    expect(stackLines(build.stderr)).toEqual([]);
  });

  it('uses the scoped class that its linked stylesheet (under the base URL) defines', () => {
    const html = page(site.root, '');
    const [href, ...more] = pageStylesheets(html);
    expect(more).toEqual([]);
    expect(href).toMatch(/^\/base\/assets\/css\/pages\.[0-9a-f]{10}\.css$/);
    const className = /<header class="([^"]+)"><img/.exec(html)?.[1] ?? '';
    expect(className).toMatch(/^index_[0-9a-f]{5}_heroBanner$/);
    expect(readFileSync(output(site.root, href ?? ''), 'utf8')).toContain(`.${className}{padding:4rem 0;`);
  });

  it('copies each imported image (import, require().default, url() in its CSS) once under a hashed name, and points at the copy', () => {
    const html = page(site.root, '');
    const logo = /<img src="([^"]+)" alt="Logo"\/>/.exec(html)?.[1] ?? '';
    const shot = /<img src="([^"]+)" alt="Screenshot"\/>/.exec(html)?.[1] ?? '';
    expect(logo).toMatch(/^\/base\/assets\/logo-[0-9a-f]{8}\.png$/);
    expect(shot).toMatch(/^\/base\/assets\/shot-[0-9a-f]{8}\.png$/);
    expect(readFileSync(output(site.root, logo), 'utf8')).toBe('PNG logo\n');
    expect(readFileSync(output(site.root, shot), 'utf8')).toBe('PNG shot\n');
    const hero = /url\((\/base\/assets\/hero-[0-9a-f]{8}\.jpg)\)/.exec(pageCss(site.root, html))?.[1] ?? '';
    expect(readFileSync(output(site.root, hero), 'utf8')).toBe('JPG hero\n');
  });

  it('links nothing of its own from a page that imports no stylesheet', () => {
    expect(pageStylesheets(page(site.root, 'about'))).toEqual([]);
  });
});

describe('an MDX doc importing components with stylesheets, and an image', () => {
  it('keeps the same class name in two components’ styles.module.css apart, and links their CSS', () => {
    const html = page(site.root, 'docs/cards');
    const card = /<div class="card (styles_[0-9a-f]{5}_box)">Hello<\/div>/.exec(html)?.[1] ?? '';
    const badge = /<span class="(styles_[0-9a-f]{5}_box)">new<\/span>/.exec(html)?.[1] ?? '';
    expect(card).not.toBe('');
    expect(badge).not.toBe('');
    expect(card).not.toBe(badge);
    const css = pageCss(site.root, html);
    expect(css).toContain(`.${card}{color:teal}`);
    expect(css).toContain(`.${badge}{color:#dc143c}`);
    // The plain stylesheet a component imports, as it is.
    expect(css).toContain('.card{border-radius:8px}');
    expect(pageStylesheets(html).every((href) => href.startsWith('/base/assets/css/'))).toBe(true);
  });

  it('gives an imported image the URL of its copy', () => {
    const src = /<img src="([^"]+)" alt="Diagram"\/>/.exec(page(site.root, 'docs/cards'))?.[1] ?? '';
    expect(src).toMatch(/^\/base\/assets\/diagram-[0-9a-f]{8}\.png$/);
    expect(readFileSync(output(site.root, src), 'utf8')).toBe('PNG diagram\n');
  });
});

describe('SVG imported from code, as components (Docusaurus’s SVGR)', () => {
  /** The `<svg>` elements of a page's content, after the theme's own. */
  const contentSvgs = (html: string): string[] => [...html.slice(html.indexOf('<main id="ssg-main"')).matchAll(/<svg[^>]*>[\s\S]*?<\/svg>/g)].map((match) => match[0]).filter((svg) => !svg.includes('aria-hidden="true"'));

  it('renders a component’s `require(…svg).default` inline, the props over the SVG’s attributes, names in SVG’s form', () => {
    const html = page(site.root, 'features');
    const mountain = contentSvgs(html).find((svg) => svg.includes('viewBox="0 0 120 80"')) ?? '';
    const className = /class="(styles_[0-9a-f]{5}_featureSvg)"/.exec(mountain)?.[1] ?? '';
    expect(mountain).toContain(`width="120" height="80" viewBox="0 0 120 80" class="${className}" role="img"><title>Mountain</title><defs>`);
    // Its ids carry the file's name, as SVGR's prefixIds gives them.
    expect(mountain).toContain('<path id="undraw_mountain_svg__peak" d="M0 80 L60 10 L120 80 Z"></path></defs><use xlink:href="#undraw_mountain_svg__peak" style="fill:#3ecc5f;fill-opacity:0.8" stroke-width="2" stroke-linejoin="round"></use>');
    // The XML declaration, DOCTYPE, comments and the editor's data are left out.
    expect(html).not.toContain('<?xml');
    expect(mountain).not.toMatch(/inkscape|<!--/);
    expect(pageCss(site.root, html)).toContain(`.${className}{height:200px}`);
  });

  it('gives a page’s `import Logo from ./logo.svg` (and `ReactComponent`) the SVG, `width` and `title` given over its own', () => {
    const [logo, same] = contentSvgs(page(site.root, 'features'));
    expect(logo).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32" viewBox="0 0 32 32" aria-labelledby="logo-title" aria-hidden="false"><title id="logo-title">Home</title><circle cx="16" cy="16" r="12" fill="none" stroke="#25c2a0" stroke-width="4"></circle></svg>',
    );
    expect(same).toContain('width="32" height="32" viewBox="0 0 32 32" class="small"><circle');
  });

  it('gives an MDX page’s import the component, `title=""` leaving out the SVG’s own title', () => {
    const [mountain] = contentSvgs(page(site.root, 'docs/shots'));
    expect(mountain).toMatch(/^<svg [^>]*viewBox="0 0 120 80" class="inline" role="img"><defs><path id="undraw_mountain_svg__peak"/);
    expect(mountain).not.toContain('<title>');
  });

  it('copies no SVG imported from code (it is inline)', () => {
    expect(readdirSync(path.join(site.root, 'build', 'assets')).filter((file) => file.endsWith('.svg'))).toEqual([]);
  });
});

describe('require() in an MDX page’s own code', () => {
  it('gives `require(…).default` in a JSX attribute, an export and a partial the URL of the file’s copy', () => {
    const html = page(site.root, 'docs/shots');
    const src = (alt: string): string => new RegExp(`<img src="([^"]+)" alt="${alt}"/>`).exec(html)?.[1] ?? '';
    expect(src('Required')).toMatch(/^\/base\/assets\/diagram-[0-9a-f]{8}\.png$/);
    expect(readFileSync(output(site.root, src('Required')), 'utf8')).toBe('PNG diagram\n');
    expect(src('Exported')).toMatch(/^\/base\/assets\/shot-[0-9a-f]{8}\.png$/);
    expect(src('From a partial')).toBe(src('Exported'));
    expect(readFileSync(output(site.root, src('Exported')), 'utf8')).toBe('PNG shot\n');
  });
});

describe('require() of an installed package in an MDX page', () => {
  it('gives a CommonJS package’s module.exports and an ES module’s namespace, as webpack does', async () => {
    const copy = copyFixture(
      'page-stylesheets-and-images',
      {
        'node_modules/greet-cjs/package.json': '{ "name": "greet-cjs", "main": "index.js" }\n',
        'node_modules/greet-cjs/index.js': "module.exports = function greet() { return 'hello from CommonJS'; };\nmodule.exports.loud = () => 'LOUD';\n",
        'node_modules/greet-esm/package.json': '{ "name": "greet-esm", "type": "module", "main": "index.js" }\n',
        'node_modules/greet-esm/index.js': "export const named = 'a named export';\nexport default 'the default export';\n",
        'docs/required.mdx': "# Required\n\nCalled: {require('greet-cjs')()}. Loud: {require('greet-cjs').loud()}.\n\nNamed: {require('greet-esm').named}. Default: {require('greet-esm').default}.\n",
      },
      { react: true },
    );
    copies.push(copy);
    const built = await runCli(['build', '--root', copy.root]);
    expect(built.code, built.stderr).toBe(0);
    const html = page(copy.root, 'docs/required');
    expect(html).toContain('Called: hello from CommonJS. Loud: LOUD.');
    expect(html).toContain('Named: a named export. Default: the default export.');
  }, 120_000);
});

describe('blog lists showing MDX posts whose components import CSS', () => {
  it('link the stylesheets of the posts they show, each once, in order', () => {
    const newer = pageStylesheets(page(site.root, 'blog/2024/05/02/also-styled'));
    const older = pageStylesheets(page(site.root, 'blog/2024/05/01/styled'));
    expect(older).toHaveLength(1);
    expect(newer).toHaveLength(2);
    expect(newer).toContain(older[0]);
    const list = page(site.root, 'blog');
    expect(pageStylesheets(list)).toEqual(newer);
    // A tag page shows the older post only.
    expect(pageStylesheets(page(site.root, 'blog/tags/styled'))).toEqual(older);
    const className = /<div class="card (styles_[0-9a-f]{5}_box)">From the blog<\/div>/.exec(list)?.[1] ?? '';
    expect(pageCss(site.root, list)).toContain(`.${className}{color:teal}`);
  });

  it('links nothing of its own from the archive, which shows no excerpts', () => {
    expect(pageStylesheets(page(site.root, 'blog/archive'))).toEqual([]);
  });
});

describe('an edited stylesheet', () => {
  it('shows in the next build, which reuses the rest from the cache', async () => {
    const copy = copyFixture('page-stylesheets-and-images', {}, { react: true });
    copies.push(copy);
    expect((await runCli(['build', '--root', copy.root])).code).toBe(0);
    writeFileSync(path.join(copy.root, 'pages/index.module.css'), '.heroBanner {\n  padding: 1rem;\n}\n');
    writeFileSync(path.join(copy.root, 'src/components/Badge/styles.module.css'), '.box {\n  color: navy;\n}\n');
    const again = await runCli(['build', '--root', copy.root]);
    expect(again.code, again.stderr).toBe(0);
    const home = page(copy.root, '');
    const className = /<header class="([^"]+)"><img/.exec(home)?.[1] ?? '';
    expect(pageCss(copy.root, home)).toBe(`.${className}{padding:1rem}\n`);
    const badge = /<span class="(styles_[0-9a-f]{5}_box)">new<\/span>/.exec(page(copy.root, 'docs/cards'))?.[1] ?? '';
    const css = pageCss(copy.root, page(copy.root, 'docs/cards'));
    expect(css).toContain(`.${badge}{color:navy}`);
    expect(css).not.toContain('#dc143c');
  }, 120_000);
});

describe('the dev server’s rebuild after an edit to a CSS module a page imports', () => {
  it('renders the page again (a React page, an MDX page), linking the new CSS', async () => {
    const copy = copyFixture('page-stylesheets-and-images', {}, { react: true });
    copies.push(copy);
    const builder = createIncrementalBuilder({ root: copy.root, offline: true });
    const text = (files: OutputFile[], file: string): string => {
      const found = files.find((candidate) => candidate.path === file);
      return found && 'contents' in found ? Buffer.from(found.contents).toString('utf8') : found ? readFileSync(found.copyFrom, 'utf8') : '';
    };
    try {
      await builder.update();
      writeFileSync(path.join(copy.root, 'pages/index.module.css'), '.heroBanner {\n  margin: 0;\n}\n');
      const update = await builder.update(['pages/index.module.css']);
      expect(update.changedRoutes).toContain('/');
      const [href] = pageStylesheets(text(update.files, 'index.html'));
      expect(text(update.files, href?.replace(/^\/base\//, '') ?? '')).toMatch(/^\.index_[0-9a-f]{5}_heroBanner\{margin:0\}/);
      // And an MDX page whose component imports one.
      writeFileSync(path.join(copy.root, 'src/components/Badge/styles.module.css'), '.box {\n  color: navy;\n}\n');
      const next = await builder.update(['src/components/Badge/styles.module.css']);
      // And the blog post using it, with the list showing its excerpt.
      expect([...next.changedRoutes].sort()).toEqual(['/blog', '/blog/2024/05/02/also-styled', '/docs/cards']);
      const css = pageStylesheets(text(next.files, 'docs/cards/index.html')).map((link) => text(next.files, link.replace(/^\/base\//, '')));
      expect(css.join('\n')).toMatch(/\.styles_[0-9a-f]{5}_box\{color:navy\}/);
      expect(pageStylesheets(text(next.files, 'blog/index.html'))).toEqual(pageStylesheets(text(next.files, 'blog/2024/05/02/also-styled/index.html')));
    } finally {
      await builder.close();
    }
  }, 120_000);
});

describe('imports that cannot be published', () => {
  const buildWith = async (files: Record<string, string>): Promise<Awaited<ReturnType<typeof runCli>>> => {
    const copy = copyFixture('page-stylesheets-and-images', files, { react: true });
    copies.push(copy);
    return runCli(['build', '--root', copy.root]);
  };

  it('names a missing image at the line of the component that imports it', async () => {
    const built = await buildWith({ 'src/components/Badge/index.tsx': "import styles from './styles.module.css';\nimport icon from './gone.svg';\n\nexport default function Badge() {\n  return <img className={styles.box} src={icon} />;\n}\n" });
    expect(built.code).toBe(1);
    expect(built.stderr).toContain('src/components/Badge/index.tsx:2:18: Could not resolve "./gone.svg"');
    expect(stackLines(built.stderr)).toEqual([]);
  }, 120_000);

  it('names an SVG that is not one at the line that imports it, from a component and from an MDX page', async () => {
    const notSvg = '<div class="error">Not found</div>\n';
    const fromComponent = await buildWith({ 'static/img/undraw_mountain.svg': notSvg });
    expect(fromComponent.code).toBe(1);
    expect(fromComponent.stderr).toContain('src/components/HomepageFeatures/index.js:7:18: undraw_mountain.svg is not an SVG image: its root is <div>, not <svg>');
    const fromMdx = await buildWith({ 'docs/shots.mdx': "# Shots\n\nimport Broken from './broken.svg';\n\n<Broken />\n", 'docs/broken.svg': '<svg><path d="M0 0' });
    expect(fromMdx.code).toBe(1);
    expect(fromMdx.stderr).toContain('✖ docs/shots.mdx:3:1  MDX import "./broken.svg": broken.svg is not an SVG image: Unexpected end of file in tag (line 1, column 19)');
    expect(stackLines(fromMdx.stderr)).toEqual([]);
  }, 120_000);

  it('names a require() of a file that is not there at its place, in a partial too', async () => {
    const built = await buildWith({ 'docs/parts/_snippet.mdx': "Text.\n\n<img src={require('./gone.png').default} />\n" });
    expect(built.code).toBe(1);
    expect(built.stderr).toContain('✖ docs/parts/_snippet.mdx:3:11  require("./gone.png") cannot be resolved: there is no file docs/parts/gone.png');
    expect(stackLines(built.stderr)).toEqual([]);
  }, 120_000);

  it('says a require() naming its module by anything but a string names none, at its place; a template without expressions is a string', async () => {
    const built = await buildWith({ 'docs/parts/_snippet.mdx': "export const shot = './shot.png';\n\n<img src={require(shot).default} />\n" });
    expect(built.code).toBe(1);
    expect(built.stderr).toContain('✖ docs/parts/_snippet.mdx:3:11  require(…) names no module: its argument must be a string');
    expect(built.stderr).toContain("hint: The module a page requires is found before the page runs, as webpack does: write its path as a string (require('./img/shot.png')), or import it.");
    expect(stackLines(built.stderr)).toEqual([]);
    const template = await buildWith({ 'docs/parts/_snippet.mdx': 'Text.\n\n<img src={require(`./gone.png`).default} />\n' });
    expect(template.code).toBe(1);
    expect(template.stderr).toContain('✖ docs/parts/_snippet.mdx:3:11  require("./gone.png") cannot be resolved: there is no file docs/parts/gone.png');
  }, 120_000);

  it('refuses Sass, from a page and from an MDX page, saying what to do', async () => {
    const fromPage = await buildWith({ 'pages/index.tsx': "import './home.scss';\n\nexport default function Home() {\n  return <main>Home</main>;\n}\n", 'pages/home.scss': '$x: 1px;\n' });
    expect(fromPage.code).toBe(1);
    expect(fromPage.stderr).toContain('✖ Could not compile pages/index.tsx:1:8: home.scss is not plain CSS, which is all ssg publishes: compile it to home.css');
    const fromMdx = await buildWith({ 'docs/cards.mdx': "# Cards\n\nimport './cards.scss';\n", 'docs/cards.scss': '$x: 1px;\n' });
    expect(fromMdx.code).toBe(1);
    expect(fromMdx.stderr).toContain('✖ docs/cards.mdx:3:1  MDX import "./cards.scss": cards.scss is not plain CSS');
    expect(stackLines(fromMdx.stderr)).toEqual([]);
  }, 120_000);
});
