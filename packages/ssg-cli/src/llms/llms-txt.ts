// The docs for language models, following the llms.txt convention: `/llms.txt` is the site's
// title, summary and an index of every doc and API operation (by the sidebar's top-level
// categories, each entry linking to the page's Markdown with a one-line description; blog posts
// under "Optional"), `/llms-full.txt` every page of the docs as Markdown in sidebar order, and
// each of those pages also at `<route>.md`. URLs are absolute, with the base URL.
import { absoluteUrl, flattenSidebar, isIndexable, type SidebarItem, type SiteData } from '@ssg/theme/contract';
import type { PageRecord } from '../content/types.js';
import { escapeText } from '../markdown/hast-to-markdown.js';
import type { OutputFile } from '../output/types.js';
import { digest } from '../pipeline/fingerprint.js';
import { hasPageMarkdown, markdownContext, markdownPath, pageMarkdown, type MarkdownContext } from './page-markdown.js';

export interface LlmsInput {
  site: SiteData;
  /** The docs sidebar: the order and sections of the index. */
  sidebar: SidebarItem[];
  /** Every page written by the build. */
  pages: readonly PageRecord[];
  /** A context kept from an earlier build with the same site data (see `markdownContext`). */
  context?: MarkdownContext;
}

/** `llms.txt`, `llms-full.txt` and a `.md` file for every page of the docs. */
export function llmsFiles({ site, sidebar, pages, context = markdownContext(site) }: LlmsInput): OutputFile[] {
  const byRoute = new Map(pages.filter((page) => isIndexable(page.data)).map((page) => [page.route, page]));
  const markdown = new Map<string, string>();
  for (const page of byRoute.values()) {
    const text = pageMarkdown(page, context);
    if (text !== undefined) markdown.set(page.route, text);
  }
  const entry = (route: string, label: string): string | undefined => {
    const page = byRoute.get(route);
    if (!page || !markdown.has(route)) return undefined;
    const description = 'description' in page.data && page.data.description ? oneLine(page.data.description) : undefined;
    return `- [${linkText(page.data.title || label)}](${absoluteUrl(site, `/${markdownPath(route)}`)})${description ? `: ${description}` : ''}`;
  };

  const sections: string[] = [];
  let loose: string[] = [];
  const flushLoose = (): void => {
    if (loose.length > 0) sections.push(`## Docs\n\n${loose.join('\n')}`);
    loose = [];
  };
  for (const item of sidebar) {
    if (item.type === 'link') {
      const line = entry(item.route, item.label);
      if (line) loose.push(line);
      continue;
    }
    flushLoose();
    const lines = flattenSidebar([item]).flatMap((link) => entry(link.route, link.label) ?? []);
    if (lines.length > 0) sections.push(`## ${oneLine(item.label)}\n\n${lines.join('\n')}`);
  }
  flushLoose();
  const posts = [...byRoute.values()].flatMap((page) =>
    page.data.kind === 'blog-post'
      ? [`- [${linkText(page.data.title)}](${absoluteUrl(site, page.route)})${page.data.description ? `: ${oneLine(page.data.description)}` : ''}`]
      : [],
  );
  if (posts.length > 0) sections.push(`## Optional\n\n${posts.join('\n')}`);

  const header = [`# ${oneLine(site.title)}`, site.tagline ? `> ${oneLine(site.tagline)}` : undefined].filter(Boolean).join('\n\n');
  const full = absoluteUrl(site, '/llms-full.txt');
  const intro = `Every page below is Markdown. All of them in one file, in reading order: ${full}`;
  const ordered = flattenSidebar(sidebar).flatMap((link) => {
    const text = markdown.get(link.route);
    return text === undefined ? [] : [{ source: `Source: ${absoluteUrl(site, link.route)}`, text, textKey: byRoute.get(link.route)?.textKey }];
  });
  // Keys for the files made of pages that have a `textKey`, so that their texts are not hashed.
  const fullKey = digest('llms-full.txt', header, ...ordered.flatMap(({ source, text, textKey }) => [source, textKey === undefined ? `:${text}` : `=${textKey}`]));
  return [
    { path: 'llms.txt', contents: `${[header, intro, ...sections].join('\n\n')}\n` },
    { path: 'llms-full.txt', contents: `${[header, ...ordered.map(({ source, text }) => `${source}\n\n${text}`)].join('\n\n---\n\n')}\n`, key: fullKey },
    ...[...markdown].map(([route, text]) => {
      const textKey = byRoute.get(route)?.textKey;
      return { path: markdownPath(route), contents: `${text}\n`, ...(textKey !== undefined ? { key: digest('page.md', textKey) } : {}) };
    }),
  ];
}

/** The paths `llmsFiles` writes for `pages`, without making the files. */
export function llmsPaths(pages: readonly PageRecord[]): string[] {
  return ['llms.txt', 'llms-full.txt', ...pages.filter((page) => isIndexable(page.data) && hasPageMarkdown(page)).map((page) => markdownPath(page.route))];
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A title as the text of a Markdown link: one line, Markdown syntax escaped. */
const linkText = (text: string): string => escapeText(oneLine(text));
