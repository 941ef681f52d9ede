// A docs folder written for Docusaurus (Markdown and MDX with the theme's components, partials,
// local components, `_category_.json`/`.yml`, folder index pages, bare and `@site/` links,
// `pathname://` links, an MDX blog post) builds unchanged through the built CLI, with no MDX
// leftovers in any page.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fixtureSidebars from './fixtures/docusaurus-sidebars/sidebars.js';
import { copyFixture, runCli, stackLines, type SiteCopy } from './helpers/cli.js';

let site: SiteCopy;
let build: Awaited<ReturnType<typeof runCli>>;
beforeAll(async () => {
  site = copyFixture('docusaurus-docs', {}, { react: true });
  build = await runCli(['build', '--root', site.root]);
}, 120_000);
afterAll(() => site?.remove());

const page = (route: string): string => readFileSync(path.join(site.root, 'build', route, 'index.html'), 'utf8');
/** A built page of the site copy at `root`. */
const builtPage = (root: string, route: string): string => readFileSync(path.join(root, 'build', route, 'index.html'), 'utf8');
/** The sidebar a built page shows: the JSON file its markup names. */
const sidebarOf = (root: string, route: string): unknown => {
  const src = /data-ssg-sidebar-src="([^"]+)"/.exec(builtPage(root, route))?.[1];
  return JSON.parse(readFileSync(path.join(root, 'build', src ?? 'missing'), 'utf8'));
};
/** A built page's previous/next links (`prev /docs/x`). */
const pagerOf = (root: string, route: string): string[] =>
  [...builtPage(root, route).matchAll(/class="ssg-pager__link ssg-pager__link--(prev|next)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`);
/** The page's content: the rendered Markdown/MDX, without the theme's chrome. */
// The Markdown of the page, from its title block (an h1 written in it: `ssg-markdown-title`) on.
const content = (route: string): string => [...page(route).matchAll(/<div class="ssg-markdown(?: ssg-markdown-title)?">([\s\S]*?)<\/div><\/(?:article|div)>/g)].map((match) => match[1]).join('\n') || page(route);

function routes(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) return routes(dir, rel);
    return entry.name === 'index.html' ? [`/${prefix}`] : [];
  });
}

describe('a Docusaurus docs folder', () => {
  it('builds with one warning: the unknown component, named with its place', () => {
    expect(build.code).toBe(0);
    expect(stackLines(build.stderr)).toEqual([]);
    const warnings = build.stderr.split('\n').filter((line) => line.startsWith('⚠'));
    expect(warnings).toEqual(['⚠ docs/guides/writing-docs.mdx:38:1  Unknown MDX component <FancyChart>: its content is shown without it']);
  });

  it('routes folder index pages to their folder and never routes partials', () => {
    const docs = routes(path.join(site.root, 'build')).filter((route) => route.startsWith('/docs'));
    expect(docs.sort()).toEqual([
      '/docs',
      '/docs/category/getting-started',
      '/docs/faq',
      '/docs/getting-started/configuration',
      '/docs/getting-started/installation',
      '/docs/guides',
      '/docs/guides/advanced',
      '/docs/guides/advanced/tuning',
      '/docs/guides/code-samples',
      '/docs/guides/writing-docs',
      '/docs/intro',
      '/docs/reference',
      '/docs/reference/cli',
    ]);
  });

  it('leaves no MDX leftovers in any page', () => {
    for (const route of routes(path.join(site.root, 'build'))) {
      const html = content(route);
      expect(html, route).not.toMatch(/(^|>)\s*(import|export) [^<]*from/m);
      expect(html, route).not.toMatch(/<\/?(tabs|tabitem|admonition|codeblock|doccardlist|tocinline|fancychart|badge|highlight|prerequisites)\b/i);
      expect(html, route).not.toMatch(/&lt;\/?[A-Za-z]/);
      expect(html, route).not.toContain('{/*');
      expect(html, route).not.toContain('mdx-code-block');
      expect(html, route).not.toContain('ssg-excerpt-end');
      expect(html, route).not.toContain('ssg-code-slot');
    }
    // Nothing of MDX is shipped to the browser.
    expect(page('docs/guides/writing-docs')).not.toMatch(/MDXContent|_jsx|mdx-js/);
  });

  it('renders tabs with their labels, admonitions, details and the inlined partial', () => {
    const install = content('docs/getting-started/installation');
    expect([...install.matchAll(/<p class="ssg-tabs__label">([^<]*)<\/p>/g)].map((match) => match[1])).toEqual(['npm', 'Yarn']);
    expect(install).toMatch(/<aside class="ssg-admonition ssg-admonition--info" role="note">[\s\S]*Before you start<\/p>[\s\S]*You need <strong>Node.js 20<\/strong> or newer/);
    expect(install.replace(/<[^>]+>/g, '')).toContain('npm install migrated');

    const writing = content('docs/guides/writing-docs');
    expect(writing).toMatch(/ssg-admonition--tip[\s\S]*Keep it short<\/p>[\s\S]*One idea per page/);
    expect(writing).toMatch(/ssg-admonition--warning[\s\S]*<a href="\/docs\/intro">the intro<\/a>/);
    expect(writing).toMatch(/<details class="ssg-details">\s*<summary class="ssg-details__summary">Why collapse\?<\/summary>/);
    expect(writing).toMatch(/<summary class="ssg-details__summary">Plain HTML details<\/summary>[\s\S]*They work too/);
    expect(writing).toContain('<p>The chart caption.</p>');
    // A local TypeScript component, and the inline table of contents.
    expect(writing).toContain('<span class="badge">new</span>');
    expect(writing).toMatch(/<nav class="ssg-toc-inline" aria-label="On this page"><ul><li><a href="#call-outs">Call-outs<\/a><\/li><li><a href="#collapsible-parts">/);

    const faq = content('docs/faq');
    expect([...faq.matchAll(/<p class="ssg-tabs__label">([^<]*)<\/p>/g)].map((match) => match[1])).toEqual(['Question one', 'Question two']);
  });

  it('highlights CodeBlock and code inside mdx-code-block tabs, with highlight comments applied', () => {
    const samples = content('docs/guides/code-samples');
    expect(samples).toMatch(/<figure class="ssg-code ssg-code--line-numbers" data-lang="python"><figcaption class="ssg-code__title">hello.py<\/figcaption>/);
    expect(samples).not.toContain('highlight-next-line');
    expect(samples).not.toContain('highlight-start');
    expect(samples.match(/ssg-code__line--highlighted/g)).toHaveLength(2);
    expect([...samples.matchAll(/<p class="ssg-tabs__label">([^<]*)<\/p>/g)].map((match) => match[1])).toEqual(['JavaScript', 'Go']);
    expect(content('docs/getting-started/configuration').match(/ssg-code__line--highlighted/g)).toHaveLength(1);
  });

  it('evaluates expressions and exported values, and fills DocCardList with the category', () => {
    const cli = content('docs/reference/cli');
    expect(cli).toContain('The CLI has 2 commands: build and serve.');
    expect(cli).toContain('<tbody><tr><td><code>build</code></td></tr><tr><td><code>serve</code></td></tr></tbody>');
    const guides = page('docs/guides');
    const cards = [...guides.matchAll(/<a class="ssg-card" href="([^"]+)">/g)].map((match) => match[1]);
    expect(cards).toEqual(['/docs/guides/writing-docs', '/docs/guides/code-samples', '/docs/guides/advanced']);
    expect(guides).toMatch(/Every guide of this section:[\s\S]*<ul class="ssg-cards">/);
  });

  it('resolves bare, root-relative and @site/ links, keeps pathname:// links, reads _category_.yml', () => {
    const intro = content('docs/intro');
    expect(intro).toContain('<a href="/docs/getting-started/installation">installation</a>');
    expect(intro).toContain('<a href="/docs/guides/writing-docs">guides</a>');
    expect(intro).toContain('<a href="/cheatsheet.txt">cheat sheet</a>');
    expect(content('docs/getting-started/configuration')).toContain('<a href="/docs/reference">reference</a>');
    expect(content('docs/reference')).toContain('<a href="/docs/reference/cli">the CLI</a>');
    expect(content('docs/guides/advanced/tuning')).toContain('<a href="/docs/guides/advanced">advanced</a>');
    // The YAML category's label; the folder's index page is the category's own link.
    expect(page('docs/intro')).toMatch(/<a[^>]*href="\/docs\/guides"[^>]*>Guides<\/a>/);
  });

  it('cuts an MDX post at {/* truncate */} and renders its imported component', () => {
    const list = page('blog');
    expect(list).toContain('<mark class="highlight">short</mark>');
    expect(list).not.toContain('The rest of the post.');
    expect(content('blog/2024/05/01/hello')).toContain('The rest of the post.');
  });

  it("writes an MDX page's highlighted code where its components put it, and in the excerpt", () => {
    const post = content('blog/2024/05/01/hello');
    const title = '<figcaption class="ssg-code__title">hello.js</figcaption>';
    expect(post).toContain(title);
    expect(post).toContain(`<span style="color:var(--shiki-token-string-expression)">'hello &#x3C;world> &#x26; "you"'</span>`);
    // A component that shows its children twice shows the block twice.
    const twice = /<div class="first">([\s\S]*?)<\/div><div class="second">([\s\S]*?)<\/div><\/section>/.exec(post);
    expect(twice?.[1]).toContain('data-lang="py"');
    expect(twice?.[2]).toBe(twice?.[1]);
    expect(page('blog')).toContain(title);
  });
});

describe("an MDX doc's Markdown", () => {
  it('has its code blocks as fences, those a component shows included', async () => {
    const doc = '---\ntitle: Twice\n---\n\nimport Twice from \'@site/src/components/Twice\';\n\n```js title="hello.js"\nconsole.log(\'hello <world>\');\n```\n\n<Twice>\n\n```py\nprint("twice")\n```\n\n</Twice>\n';
    const copy = copyFixture('docusaurus-docs', { 'docs/twice.mdx': doc }, { react: true });
    try {
      const built = await runCli(['build', '--root', copy.root]);
      expect(built.code, built.stderr).toBe(0);
      const markdown = readFileSync(path.join(copy.root, 'build', 'docs/twice.md'), 'utf8');
      expect(markdown).toContain('```js title="hello.js"\nconsole.log(\'hello <world>\');\n```');
      expect(markdown.match(/```py\nprint\("twice"\)\n```/g)).toHaveLength(2);
    } finally {
      copy.remove();
    }
  }, 60_000);
});

describe('MDX errors', () => {
  it('name the file, line and column of a syntax error, without a stack', async () => {
    const broken = copyFixture('docusaurus-docs', { 'docs/broken.mdx': '---\ntitle: Broken\n---\n\n# Broken\n\n<Tabs>\n  text\n' }, { react: true });
    try {
      const result = await runCli(['build', '--root', broken.root]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/docs\/broken\.mdx:7:1 {2}Could not compile MDX: Expected a closing tag for `<Tabs>`\n/);
      expect(stackLines(result.stderr)).toEqual([]);
    } finally {
      broken.remove();
    }
  }, 120_000);
});

describe('a sidebars.ts', () => {
  const sidebarsFile = readFileSync(path.join(import.meta.dirname, 'fixtures', 'docusaurus-sidebars', 'sidebars.ts'), 'utf8');
  let ordered: SiteCopy;
  let result: Awaited<ReturnType<typeof runCli>>;
  beforeAll(async () => {
    ordered = copyFixture('docusaurus-docs', { 'sidebars.ts': sidebarsFile }, { react: true });
    result = await runCli(['build', '--root', ordered.root]);
  }, 120_000);
  afterAll(() => ordered?.remove());

  const built = (route: string): string => builtPage(ordered.root, route);
  const sidebar = (route: string): unknown => sidebarOf(ordered.root, route);
  const pager = (route: string): string[] => pagerOf(ordered.root, route);

  it('replaces the folder-derived sidebar: its order, labels, categories, autogenerated folder and links', () => {
    expect(result.code).toBe(0);
    expect(stackLines(result.stderr)).toEqual([]);
    expect(sidebar('docs/intro')).toEqual([
      { type: 'link', label: 'FAQ', route: '/docs/faq' },
      { type: 'link', label: 'Start here', route: '/docs/intro' },
      {
        type: 'category',
        label: 'Setting up',
        items: [
          { type: 'link', label: 'Installation', route: '/docs/getting-started/installation' },
          { type: 'link', label: 'Configuration', route: '/docs/getting-started/configuration' },
        ],
      },
      {
        type: 'category',
        label: 'Guides',
        route: '/docs/guides',
        items: [
          { type: 'link', label: 'Code samples', route: '/docs/guides/code-samples' },
          { type: 'link', label: 'Writing docs', route: '/docs/guides/writing-docs' },
        ],
      },
      {
        type: 'category',
        label: 'Reference',
        route: '/docs/category/reference',
        items: [
          { type: 'link', label: 'CLI', route: '/docs/reference/cli' },
          { type: 'link', label: 'Reference', route: '/docs/reference' },
        ],
      },
      { type: 'link', label: 'GitHub', route: 'https://github.com/example/migrated' },
    ]);
    expect(built('docs/intro')).toContain('href="https://github.com/example/migrated"');
  });

  it('orders previous/next and breadcrumbs by the file, and builds the category pages it asks for', () => {
    expect(pager('docs/faq')).toEqual(['next /docs/intro']);
    expect(pager('docs/intro')).toEqual(['prev /docs/faq', 'next /docs/getting-started/installation']);
    expect(pager('docs/guides/writing-docs')).toEqual(['prev /docs/guides/code-samples', 'next /docs/category/reference']);
    // The last page: the external link is not a next page.
    expect(pager('docs/reference')).toEqual(['prev /docs/reference/cli']);
    expect(built('docs/getting-started/installation')).toMatch(/class="ssg-breadcrumbs"[\s\S]*Setting up[\s\S]*Installation/);
    const index = built('docs/category/reference');
    expect(index).toContain('All reference');
    expect(index).toContain('Every reference page.');
    expect([...index.matchAll(/<a class="ssg-card" href="([^"]+)">/g)].map((match) => match[1])).toEqual(['/docs/reference/cli', '/docs/reference']);
  });

  it('still builds the docs it leaves out, without previous/next, and not the folder categories', () => {
    expect(built('docs/guides/advanced/tuning')).toContain('Tuning');
    expect(pager('docs/guides/advanced/tuning')).toEqual([]);
    expect(JSON.stringify(sidebar('docs/intro'))).not.toContain('/docs/guides/advanced');
    expect(existsSync(path.join(ordered.root, 'build', 'docs', 'category', 'getting-started'))).toBe(false);
  });

  it('reads the same sidebars from a sidebars.json (as older Docusaurus sites keep them)', async () => {
    const json = copyFixture('docusaurus-docs', { 'sidebars.json': JSON.stringify(fixtureSidebars, null, 2) }, { react: true });
    try {
      expect((await runCli(['build', '--root', json.root])).code).toBe(0);
      expect(sidebarOf(json.root, 'docs/intro')).toEqual(sidebar('docs/intro'));
    } finally {
      json.remove();
    }
  }, 120_000);

  it('stops at unknown doc ids and folders, naming the file, each id and the closest one, writing nothing', async () => {
    const typo = sidebarsFile.replace("'getting-started/configuration'", "'getting-started/configuraton'").replace("dirName: 'reference'", "dirName: 'refrence'");
    const broken = copyFixture('docusaurus-docs', { 'sidebars.ts': typo }, { react: true });
    try {
      const failed = await runCli(['build', '--root', broken.root]);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('Unknown docs in the sidebar "tutorialSidebar" of sidebars.ts:');
      expect(failed.stderr).toContain('tutorialSidebar[2]["Setting up"][1]: unknown doc id "getting-started/configuraton" (did you mean "getting-started/configuration"?)');
      expect(failed.stderr).toContain('tutorialSidebar[4].items[0]: autogenerated dirName "refrence" is no folder of docs (did you mean "reference"?)');
      expect(stackLines(failed.stderr)).toEqual([]);
      expect(existsSync(path.join(broken.root, 'build'))).toBe(false);
    } finally {
      broken.remove();
    }
  }, 120_000);
});

describe('an autogenerated item of a folder without docs (made by a later step of the site\'s own build)', () => {
  it('gives no items, and its category without items or page is left out, as in Docusaurus', async () => {
    const sidebars = { docs: ['intro', { type: 'category', label: 'Commands', items: [{ type: 'autogenerated', dirName: 'cli/commands' }] }, 'faq'] };
    const { root, built } = await buildWith({ 'sidebars.json': JSON.stringify(sidebars), 'docs/cli/commands/.gitignore': '*\n' });
    expect(built.code, built.stderr).toBe(0);
    expect((sidebarOf(root, 'docs/intro') as { label: string }[]).map((item) => item.label)).toEqual(['Introduction', 'FAQ']);
  }, 120_000);
});

describe('a sidebars.json', () => {
  it('shows each doc the sidebar that lists it, with previous/next inside that sidebar', async () => {
    const two = { tutorialSidebar: ['faq', 'intro'], guides: [{ Guides: ['guides/code-samples', 'guides/writing-docs'] }] };
    const copy = copyFixture('docusaurus-docs', { 'sidebars.json': JSON.stringify(two) }, { react: true });
    try {
      const result = await runCli(['build', '--root', copy.root]);
      expect(result.code, result.stderr).toBe(0);
      expect((sidebarOf(copy.root, 'docs/intro') as { route: string }[]).map((item) => item.route)).toEqual(['/docs/faq', '/docs/intro']);
      expect(sidebarOf(copy.root, 'docs/guides/code-samples')).toEqual([
        {
          type: 'category',
          label: 'Guides',
          items: [
            { type: 'link', label: 'Code samples', route: '/docs/guides/code-samples' },
            { type: 'link', label: 'Writing docs', route: '/docs/guides/writing-docs' },
          ],
        },
      ]);
      expect(pagerOf(copy.root, 'docs/intro')).toEqual(['prev /docs/faq']);
      expect(pagerOf(copy.root, 'docs/guides/code-samples')).toEqual(['next /docs/guides/writing-docs']);
      expect(builtPage(copy.root, 'docs/guides/writing-docs')).toMatch(/class="ssg-breadcrumbs"[\s\S]*Guides[\s\S]*Writing docs/);
      // A doc no sidebar lists shows the main one.
      expect(sidebarOf(copy.root, 'docs/reference/cli')).toEqual(sidebarOf(copy.root, 'docs/intro'));
    } finally {
      copy.remove();
    }
  }, 120_000);

  it('names the line and column of a JSON syntax error, writing nothing', async () => {
    const broken = copyFixture('docusaurus-docs', { 'sidebars.json': '{\n  "docs": [\n    "intro",\n  ]\n}\n' }, { react: true });
    try {
      const failed = await runCli(['build', '--root', broken.root]);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toMatch(/✖ sidebars\.json:4:3  the sidebars file is not valid JSON: /);
      expect(stackLines(failed.stderr)).toEqual([]);
      expect(existsSync(path.join(broken.root, 'build'))).toBe(false);
    } finally {
      broken.remove();
    }
  }, 120_000);
});

/** Builds a copy of the fixture with `files` added or replaced; the copy is removed after the file's tests. */
const extraCopies: SiteCopy[] = [];
afterAll(() => extraCopies.forEach((copy) => copy.remove()));
async function buildWith(files: Record<string, string>): Promise<{ root: string; built: Awaited<ReturnType<typeof runCli>> }> {
  const copy = copyFixture('docusaurus-docs', files, { react: true });
  extraCopies.push(copy);
  return { root: copy.root, built: await runCli(['build', '--root', copy.root]) };
}

describe('docs at the site root (routeBasePath: "/", as docs-only Docusaurus sites set it)', () => {
  it('builds every doc at /<id>, with no // route, link or file, and leaves the root to the home page', async () => {
    const config = "export default { title: 'Root', url: 'https://example.com', blog: false, docs: { path: 'docs', routeBasePath: '/' } };\n";
    const { root, built } = await buildWith({ 'ssg.config.ts': config, 'pages/index.md': '# Home\n\nRead the [introduction](/intro).\n' });
    expect(built.code, built.stderr).toBe(0);
    expect(stackLines(built.stderr)).toEqual([]);
    expect(built.stderr).not.toContain('//');
    expect(builtPage(root, 'intro')).toContain('<h1');
    expect(builtPage(root, 'guides/advanced/tuning')).toContain('Tuning');
    expect(existsSync(path.join(root, 'build', 'category', 'getting-started', 'index.html'))).toBe(true);
    // The root is the home page, not a redirect to the first doc.
    expect(readFileSync(path.join(root, 'build', 'index.html'), 'utf8')).toContain('Read the');
    const html = readdirSync(path.join(root, 'build'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    for (const file of html) expect(readFileSync(path.join(root, 'build', file), 'utf8'), file).not.toMatch(/href="\/\/(?!example\.com)/);
  }, 120_000);
});

describe('an unknown code language in docs and blog posts', () => {
  it('is reported once for the whole build, at its first block, however many posts use it', async () => {
    const block = '```flowchartz\nA --> B\n```\n';
    const post = (title: string) => `---\ntitle: ${title}\n---\n\n${block}\n${block}`;
    const { built } = await buildWith({ 'blog/2025-01-01-a.md': post('A'), 'blog/2025-01-02-b.md': post('B'), 'docs/zz-code.md': `# Code\n\n${block}` });
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr.split('\n').filter((line) => line.includes('Unknown code language "flowchartz"'))).toHaveLength(1);
  }, 120_000);
});

describe('an MDX page using a name whose import was left out', () => {
  it('fails naming the import and why it was left out, not only "x is not defined"', async () => {
    const page = "---\ntitle: Versions\n---\n\nimport { useLocation } from '@docusaurus/router';\n\nYou are at {useLocation().pathname}.\n";
    const { built } = await buildWith({ 'docs/versions.mdx': page });
    expect(built.code).toBe(1);
    expect(built.stderr).toContain('✖ docs/versions.mdx:7  Could not render MDX: useLocation is not defined');
    expect(built.stderr).toContain(`hint: The page's imports left out: line 5: MDX import "@docusaurus/router" is not available in ssg: it is a Docusaurus module ssg does not provide.`);
    expect(stackLines(built.stderr)).toEqual([]);
  }, 120_000);

  it('fails at the import of a file that is not there', async () => {
    const page = "---\ntitle: Versions\n---\n\nimport pkg from '../packages/lib/package.json';\n\nNeeds Node {pkg.engines.node}.\n";
    const { built } = await buildWith({ 'docs/versions.mdx': page });
    expect(built.code).toBe(1);
    expect(built.stderr).toContain('✖ docs/versions.mdx:5:1  MDX import "../packages/lib/package.json" cannot be resolved: there is no file packages/lib/package.json');
    expect(stackLines(built.stderr)).toEqual([]);
  }, 120_000);
});

describe('an MDX page importing Docusaurus modules', () => {
  it('renders them as Docusaurus does on the server: links and URLs under the base URL, the site context, no browser', async () => {
    const config = "export default { title: 'Migrated', tagline: 'Docs that move', url: 'https://example.com', baseUrl: '/proj/', blog: false };\n";
    const page = [
      '---',
      'title: Releases',
      '---',
      '',
      "import Link from '@docusaurus/Link';",
      "import useBaseUrl, { useBaseUrlUtils } from '@docusaurus/useBaseUrl';",
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
      "import useIsBrowser from '@docusaurus/useIsBrowser';",
      "import BrowserOnly from '@docusaurus/BrowserOnly';",
      "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
      "import Translate, { translate } from '@docusaurus/Translate';",
      '',
      'export function When() {',
      '  const isBrowser = useIsBrowser();',
      "  return isBrowser ? 'in the browser' : 'at build time';",
      '}',
      '',
      'export function Site() {',
      '  const { siteConfig } = useDocusaurusContext();',
      '  return <span id="site">{siteConfig.title}: {siteConfig.tagline}</span>;',
      '}',
      '',
      'export function Logo() {',
      "  const { withBaseUrl } = useBaseUrlUtils();",
      "  return <img id=\"logo\" src={useBaseUrl('/img/logo.svg')} data-abs={withBaseUrl('img/logo.svg', { absolute: true })} alt=\"Logo\" />;",
      '}',
      '',
      'Released <When />. <Site /> <Logo />',
      '',
      '<Link id="intro" to="/docs/intro" isNavLink>the introduction</Link> and <Link id="ext" href="https://example.org/x">elsewhere</Link>.',
      '',
      '<BrowserOnly fallback={<span id="fallback">Loading the clock…</span>}>{() => <span>{new Date().toString()}</span>}</BrowserOnly>',
      '',
      '<span id="dom">{String(ExecutionEnvironment.canUseDOM)}</span>',
      '',
      '<span id="tr"><Translate values={{ count: <b>3</b> }}>{"You have {count} releases"}</Translate></span> <span id="fn">{translate({ message: "Hello {name}" }, { name: "Ada" })}</span>',
      '',
    ].join('\n');
    const { root, built } = await buildWith({ 'ssg.config.ts': config, 'docs/releases.mdx': page });
    expect(built.code, built.stderr).toBe(0);
    expect(stackLines(built.stderr)).toEqual([]);
    expect(built.stderr).not.toContain('releases.mdx');
    const html = builtPage(root, 'docs/releases');
    expect(html).toContain('Released at build time.');
    expect(html).toContain('<span id="site">Migrated: Docs that move</span>');
    expect(html).toContain('<img id="logo" src="/proj/img/logo.svg" data-abs="https://example.com/proj/img/logo.svg" alt="Logo"/>');
    expect(html).toContain('<a id="intro" href="/proj/docs/intro">the introduction</a>');
    expect(html).toContain('<a id="ext" href="https://example.org/x">elsewhere</a>');
    expect(html).not.toContain('isNavLink');
    expect(html).toContain('<span id="fallback">Loading the clock…</span>');
    expect(html).toContain('<span id="dom">false</span>');
    expect(html).toContain('<span id="tr">You have <b>3</b> releases</span>');
    expect(html).toContain('<span id="fn">Hello Ada</span>');
  }, 120_000);

  it("answers the docs plugin's hooks with the one version it builds, from a page and from a component of the site", async () => {
    const config = "export default { title: 'Versions', url: 'https://example.com', baseUrl: '/proj/', blog: false, docs: { versionLabel: 'v2 (next)' } };\n";
    // As React Native's site writes it: a function of the site's that names the docs' version.
    const helper = "import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';\n\nexport function getCurrentVersion() {\n  const version = useActiveVersion(undefined);\n  return version.label === 'Next' ? 'latest' : version.label;\n}\n";
    const page = [
      '---',
      'title: Version',
      '---',
      '',
      "import { useDocsVersion, useVersions } from '@docusaurus/plugin-content-docs/client';",
      "import { getCurrentVersion } from '@site/src/getCurrentVersion';",
      '',
      'export function Shown() {',
      '  const version = useDocsVersion();',
      '  const [only] = useVersions();',
      '  return <span id="version">{getCurrentVersion()} / {version.label} / {only.path}</span>;',
      '}',
      '',
      '<Shown />',
      '',
    ].join('\n');
    const { root, built } = await buildWith({ 'ssg.config.ts': config, 'src/getCurrentVersion.ts': helper, 'docs/version.mdx': page });
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).not.toContain('version.mdx');
    expect(builtPage(root, 'docs/version')).toContain('<span id="version">v2 (next) / v2 (next) / /proj/docs</span>');
  }, 120_000);

  it('says how to show Markdown that a component imports (the page imports it)', async () => {
    const component = "import Content from './content.md';\n\nexport function Shown() {\n  return <Content />;\n}\n";
    const page = "---\ntitle: Shown\n---\n\nimport { Shown } from '@site/src/Shown';\n\n<Shown />\n";
    const { built } = await buildWith({ 'src/Shown.jsx': component, 'src/content.md': '# Content\n', 'docs/shown.mdx': page });
    expect(built.code).toBe(1);
    expect(built.stderr).toContain('No loader is configured for ".md" files');
    expect(built.stderr).toContain("hint: ssg renders Markdown where a page imports it, not inside a component: import the Markdown file in the MDX page (import Content from './content.md') and give <Content /> to the component as a child or a prop.");
    expect(stackLines(built.stderr)).toEqual([]);
  }, 120_000);

  it('still warns about the modules it does not provide, naming the line', async () => {
    const page = "---\ntitle: Head\n---\n\nimport Head from '@docusaurus/Head';\n\n<Head><meta name=\"x\" content=\"y\" /></Head>\n\nText.\n";
    const { built } = await buildWith({ 'docs/head.mdx': page });
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).toContain('docs/head.mdx:5:1  MDX import "@docusaurus/Head" is not available in ssg: it is a Docusaurus module ssg does not provide');
  }, 120_000);
});

describe('a partial in another folder than the page that shows it', () => {
  it('resolves its links to files from its own folder and names itself in a warning', async () => {
    const partial = 'See [the FAQ](../../faq.md), [tuning](../../guides/advanced/tuning.md) and [the intro](./intro).\n\nThen [nothing](../../gone.md).\n';
    const page = "---\ntitle: Deep\n---\n\nimport SeeAlso from '../_snippets/links/_see-also.md';\n\n# Deep\n\n<SeeAlso />\n\n[Mine](../faq.md) and [the partial's name for it](../../faq.md).\n";
    const { root, built } = await buildWith({ 'docs/_snippets/links/_see-also.md': partial, 'docs/guides/deep.mdx': page });
    expect(built.code, built.stderr).toBe(0);
    const html = builtPage(root, 'docs/guides/deep');
    expect(html).toContain('See <a href="/docs/faq">the FAQ</a>, <a href="/docs/guides/advanced/tuning">tuning</a> and <a href="./intro">the intro</a>.');
    expect(html).toContain('<a href="/docs/faq">Mine</a>');
    // The partial's broken link at its own line; the page's, written from the page, at the page's.
    const warnings = built.stderr.split('\n').filter((line) => line.startsWith('⚠') && !line.includes('FancyChart'));
    expect(warnings).toEqual([
      expect.stringMatching(/^⚠ docs\/_snippets\/links\/_see-also\.md:3:6 {2}.*gone\.md/),
      expect.stringMatching(/^⚠ docs\/guides\/deep\.mdx:11:23 {2}.*faq\.md/),
    ]);
  }, 120_000);
});

describe('a build kept in the cache, after a file an MDX page imports changed', () => {
  it('renders the page again when a JSON file, a component or a partial it imports changes', async () => {
    const page = "import data from '@site/src/data/stock.json';\nimport Badge from '@site/src/components/Badge';\nimport Prerequisites from './_snippets/_prerequisites.mdx';\n\n# Stock\n\nIn stock: {data.count}.\n\n<Badge text=\"new\" />\n\n<Prerequisites />\n";
    const { root, built } = await buildWith({ 'docs/stock.mdx': page, 'src/data/stock.json': '{ "count": 1 }\n' });
    expect(built.code, built.stderr).toBe(0);
    const stock = () => builtPage(root, 'docs/stock');
    expect(stock()).toContain('In stock: 1.');
    // The page's Markdown has what the page rendered: the expression's value, the components' output.
    const markdown = readFileSync(path.join(root, 'build', 'docs', 'stock.md'), 'utf8');
    expect(markdown).toContain('In stock: 1.');
    expect(markdown).toContain('new');
    expect(markdown).toContain('Before you start');
    const rebuild = async (file: string, change: (text: string) => string): Promise<void> => {
      writeFileSync(path.join(root, file), change(readFileSync(path.join(root, file), 'utf8')));
      const again = await runCli(['build', '--root', root]);
      expect(again.code, again.stderr).toBe(0);
    };
    await rebuild('src/data/stock.json', () => '{ "count": 2 }\n');
    expect(stock()).toContain('In stock: 2.');
    await rebuild('src/components/Badge.tsx', (text) => text.replace('className="badge"', 'className="badge badge--fresh"'));
    expect(stock()).toContain('<span class="badge badge--fresh">new</span>');
    await rebuild('docs/_snippets/_prerequisites.mdx', (text) => text.replace('Node.js 20', 'Node.js 22'));
    expect(stock()).toContain('Node.js 22');
    expect(builtPage(root, 'docs/getting-started/installation')).toContain('Node.js 22');
  }, 120_000);
});

describe("a site's own not-found page (pages/404.md, as src/pages/404.js in Docusaurus)", () => {
  it('replaces the theme’s, without a duplicate-route warning, and stays out of search engines, the sitemap and the indexes', async () => {
    const { root, built } = await buildWith({ 'pages/404.md': '---\ntitle: Lost\n---\n\n# Lost in space\n\nTry the [introduction](/docs/intro).\n' });
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).not.toContain('duplicate route');
    const html = readFileSync(path.join(root, 'build', '404.html'), 'utf8');
    expect(html).toContain('Lost in space');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
    for (const file of ['sitemap.xml', 'llms.txt']) expect(readFileSync(path.join(root, 'build', file), 'utf8'), file).not.toContain('404');
  }, 120_000);
});

describe('a React page that throws while it renders', () => {
  it('is a mistake in the page, reported at the line that threw (in the component it imports), without a stack', async () => {
    const component = "export function Stock() {\n  const stock = window.localStorage.getItem('stock');\n  return <p>{stock}</p>;\n}\n";
    const page = "import { Stock } from '../src/components/Stock';\n\nexport default function Home() {\n  return <main><Stock /></main>;\n}\n";
    const { built } = await buildWith({ 'src/components/Stock.tsx': component, 'pages/index.tsx': page });
    expect(built.code).toBe(1);
    expect(built.stderr).toContain('✖ src/components/Stock.tsx:2:17  The page pages/index.tsx threw while rendering: window is not defined');
    expect(built.stderr).toContain('use window, document and localStorage in an effect (useEffect) or an island');
    expect(stackLines(built.stderr)).toEqual([]);
  }, 120_000);
});

describe('MDX code in a heading', () => {
  it('gives the heading its id and TOC entry from its text: a comment is nothing, a component its text', async () => {
    const page = "# Stages\n\nimport Badge from '@site/src/components/Badge';\n\n## Stage 0 {/* see the RFC */}\n\n## Stage 1 <Badge text=\"new\" />\n\nText {/* also nothing */} here.\n";
    const { root, built } = await buildWith({ 'docs/stages.mdx': page });
    expect(built.code, built.stderr).toBe(0);
    const html = builtPage(root, 'docs/stages');
    expect(html).toContain('<h2 id="stage-0">Stage 0');
    expect(html).toContain('<h2 id="stage-1">Stage 1 <span class="badge">new</span>');
    expect(html).toContain('href="#stage-0">Stage 0</a>');
  }, 120_000);
});

describe('an anchor made with Docusaurus’s Link (<Link id="x" />)', () => {
  it('is a target of the page’s #links, and links nowhere itself', async () => {
    const page = "# Anchors\n\nimport Link from '@docusaurus/Link';\n\n- <Link id=\"ast-bigint\"/> Use `bigint`.\n\nSee [the change](#ast-bigint) and [the intro](/docs/intro).\n";
    const { root, built } = await buildWith({ 'docs/anchors.mdx': page });
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).not.toContain('ast-bigint');
    const html = builtPage(root, 'docs/anchors');
    expect(html).toContain('<a id="ast-bigint"></a>');
    expect(html).toContain('<a href="#ast-bigint">the change</a>');
  }, 120_000);
});

describe('a component package in MDX, as webpack gives it to Docusaurus', () => {
  it('renders a CommonJS package compiled from ES modules by its default export, and publishes its stylesheet', async () => {
    const widget = [
      '"use strict";',
      'Object.defineProperty(exports, "__esModule", { value: true });',
      'const React = require("react");',
      'exports.default = function Widget(props) { return React.createElement("span", { className: "widget" }, props.label); };',
      '',
    ].join('\n');
    const page = "# Widget\n\nimport Widget from 'cjs-widget';\nimport 'cjs-widget/widget.css';\nimport styles from './widget.module.css';\n\n<Widget label=\"Hello\" />\n\n<div className={styles.box}>Boxed</div>\n";
    const { root, built } = await buildWith({
      'node_modules/cjs-widget/package.json': '{ "name": "cjs-widget", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/cjs-widget/index.js': widget,
      'node_modules/cjs-widget/widget.css': '.widget { color: red; }\n',
      'docs/widget.module.css': '.box { border: 1px solid; }\n',
      'docs/widget.mdx': page,
    });
    expect(built.code, built.stderr).toBe(0);
    const html = builtPage(root, 'docs/widget');
    expect(html).toContain('<span class="widget">Hello</span>');
    const box = /<div class="(widget_[0-9a-f]{5}_box)">Boxed<\/div>/.exec(html)?.[1];
    expect(box).toBeDefined();
    expect(built.stderr).not.toContain('docs/widget.mdx');
    const css = [...html.matchAll(/<link rel="stylesheet" href="\/(assets\/css\/(?!styles\.)[^"]+)"\/>/g)].map((match) => readFileSync(path.join(root, 'build', match[1] ?? ''), 'utf8')).join('\n');
    expect(css).toContain('.widget{color:red}');
    expect(css).toContain(`.${box}{border:1px solid}`);
  }, 120_000);
});

describe('a component of the site importing Docusaurus modules, used from MDX', () => {
  it('gets the same stand-ins as the page: Link under the base URL, useBaseUrl, the site context', async () => {
    const component = [
      "import Link from '@docusaurus/Link';",
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
      '',
      'export default function Logo() {',
      '  const { siteConfig } = useDocusaurusContext();',
      "  return <Link to=\"/docs/intro\"><img src={useBaseUrl('/img/logo.svg')} alt={siteConfig.title} /></Link>;",
      '}',
      '',
    ].join('\n');
    const { root, built } = await buildWith({ 'src/components/Logo.jsx': component, 'docs/logo.mdx': "# Logo\n\nimport Logo from '@site/src/components/Logo';\n\n<Logo />\n" });
    expect(built.code, built.stderr).toBe(0);
    expect(builtPage(root, 'docs/logo')).toContain('<a href="/docs/intro"><img src="/img/logo.svg" alt="Migrated"/></a>');
  }, 120_000);
});
