// The site config schema: every key, its type, its default. Unknown keys are errors.
import { z } from 'zod';
import { runsScript } from '../markdown/url.js';
import { dotSegment } from '../output/paths.js';
import { UserError } from '../report/diagnostics.js';

// Zod compiles object schemas into generated functions on first use, which pays off only over many
// parses; a build parses its config once, so it runs faster interpreted.
z.config({ jitless: true });

const ruleLevel = z.enum(['throw', 'warn', 'ignore']);

const route = z.string().refine((value) => value.startsWith('/'), { message: 'expected a route starting with "/"' });
/** An http(s) URL: what a browser opens and the build fetches. */
const webUrl = z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' });

/** A link's address outside the site: any URL but one that runs script (`javascript:`, `data:`). */
const linkUrl = z.url().refine((value) => !runsScript(value), { message: 'expected a URL a link may open, not javascript:, data: or vbscript:' });

/** A link goes to a route of the site (`to`) or to a URL (`href`): one of them. */
const oneTarget = (item: { to?: string | undefined; href?: string | undefined }, context: z.RefinementCtx): void => {
  if ((item.to === undefined) === (item.href === undefined)) {
    context.addIssue({ code: 'custom', message: item.to === undefined ? 'expected "to" (a route) or "href" (a URL)' : 'expected "to" or "href", not both', path: [item.to === undefined ? 'to' : 'href'] });
  }
};

const navItem = z
  .strictObject({
    label: z.string(),
    to: route.optional(),
    href: linkUrl.optional(),
    position: z.enum(['left', 'right']).default('left'),
    activeBasePath: route.optional(),
  })
  .superRefine(oneTarget);

const footerLink = z
  .strictObject({
    label: z.string(),
    to: route.optional(),
    href: linkUrl.optional(),
  })
  .superRefine(oneTarget);

// Paths: the base URL and the route bases (and below, the old routes of redirects).
/** What a plain path (a file of the output, the base URL) cannot hold. */
const NOT_PLAIN = /[?#%\\\s\u0000-\u001f\u007f]/;
const NOT_PLAIN_MESSAGE = 'expected a plain path: no "?", "#", "%", backslash, space or control character';

/** What is wrong with `path` (segments between slashes) as part of a URL's path, if anything. */
function plainPathProblem(path: string): string | undefined {
  if (NOT_PLAIN.test(path)) return NOT_PLAIN_MESSAGE;
  if (path.split('/').some((segment) => segment === '')) return 'expected a path without empty segments ("//")';
  if (dotSegment(path) !== undefined) return 'expected a path without "." or ".." segments';
  return undefined;
}

/** A route base (`docs`, `/`, `blog/news`): plain segments; the slashes around them are ignored. */
const routeBase = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .superRefine((value, context) => {
      const segments = value.replace(/^\/+|\/+$/g, '');
      const problem = segments === '' ? undefined : plainPathProblem(segments);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

/**
 * What is wrong with `value` as the site's base URL, if anything: it starts and ends with "/"
 * and holds plain segments (a browser would resolve `/../x/` to `/x/`, away from every link).
 */
function baseUrlProblem(value: string): string | undefined {
  if (!value.startsWith('/') || !value.endsWith('/')) return 'expected a path that starts and ends with "/", like "/" or "/flux0/"';
  return value === '/' ? undefined : plainPathProblem(value.slice(1, -1));
}

/** `flux0` → `/flux0/`: a base URL always starts and ends with a slash; a UserError when it is no plain path. */
export function normalizeBaseUrl(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  const baseUrl = trimmed === '' ? '/' : `/${trimmed}/`;
  const problem = baseUrlProblem(baseUrl);
  if (problem) throw new UserError(`base URL ${JSON.stringify(value)}: ${problem}`, { hint: 'Give the path the site is served under, like /flux0/ (or / at the root).' });
  return baseUrl;
}

// Stable URLs and the API console: `redirects`, `routesLockFile` and `openapi.console`.
/** An old route: a plain path, as it is written to a file of the output. */
const redirectFrom = z
  .string()
  .regex(/^\/(?!\/)/, 'expected a route starting with one "/", e.g. "/docs/old-name"')
  .refine((value) => !NOT_PLAIN.test(value), NOT_PLAIN_MESSAGE)
  .refine((value) => dotSegment(value) === undefined, 'expected a path without "." or ".." segments');

/** A redirect: old routes (one or several) to a route of the site (with an optional `?query` or `#hash`) or an absolute URL. */
const redirectRule = z.strictObject({
  from: z.union([redirectFrom, z.array(redirectFrom).min(1)], { error: 'expected an old route ("/docs/old-name") or a list of them' }),
  to: z.union([z.string().regex(/^\/(?!\/)[^\s\\]*$/), webUrl], {
    error: 'expected a route of the site starting with one "/" (e.g. "/docs/new-name#section") or an http(s) URL',
  }),
});
/** The "Try it" console on API operation pages. */
const apiConsole = z.strictObject({
  enabled: z.boolean().default(true),
  /** The server URL offered before the reader enters one; default the document's first server. */
  serverUrl: webUrl.optional(),
});
export type RedirectRule = z.output<typeof redirectRule>;

/** A unified plugin: a function, or a module named by a package name or a site-relative `.js` path. */
export type MarkdownPlugin = string | ((...args: any[]) => unknown);
/** A plugin, or a plugin with its options. */
export type MarkdownPluginEntry = MarkdownPlugin | [MarkdownPlugin, unknown?];

const isPlugin = (value: unknown): boolean => (typeof value === 'string' && value.length > 0) || typeof value === 'function';
const pluginEntry = z.custom<MarkdownPluginEntry>(
  (value) => isPlugin(value) || (Array.isArray(value) && value.length >= 1 && value.length <= 2 && isPlugin(value[0])),
  { message: 'expected a plugin: a module name, a function, or [plugin, options]' },
);

const remoteSource = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/i, 'expected an id of letters, digits, "-" and "_"'),
  url: webUrl,
  kind: z.enum(['doc', 'openapi', 'code']),
  docPath: z.string().optional(),
  sidebarLabel: z.string().optional(),
  note: z.string().optional(),
  linkBase: webUrl.optional(),
  snapshot: z.string().optional(),
});

/** The blog's options; the blog loader derives its types and defaults from it. */
export const blogSchema = z.strictObject({
  path: z.string().default('blog'),
  routeBasePath: routeBase('blog'),
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().default('Blog'),
  postsPerPage: z.int().positive().default(10),
  readingTimeWordsPerMinute: z.int().positive().default(200),
  blogSidebarCount: z.union([z.literal('ALL'), z.int().min(0)]).default('ALL'),
  blogSidebarTitle: z.string().default('All posts'),
  onInlineTags: ruleLevel.default('warn'),
  onInlineAuthors: ruleLevel.default('warn'),
  onUntruncatedBlogPosts: ruleLevel.default('warn'),
  feed: z
    .strictObject({
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().optional(),
      types: z.array(z.enum(['rss', 'atom'])).default(['rss', 'atom']),
      limit: z.int().positive().default(20),
    })
    .prefault({}),
});

export const configSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  /** The language of the site's content (BCP 47): `<html lang>`, the feeds' language. */
  lang: z.string().regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/, 'expected a language tag such as "en", "fr" or "pt-BR"').default('en'),
  /** The direction of its script: `rtl` for Arabic, Hebrew, Persian… */
  dir: z.enum(['ltr', 'rtl']).default('ltr'),
  url: webUrl.refine((value) => /^[a-z]+:\/\/[^/?#]+\/?$/i.test(value), { message: 'expected the site\'s origin only, such as https://docs.example.com (a path goes in baseUrl; no query or #)' }),
  baseUrl: z
    .string()
    .default('/')
    .superRefine((value, context) => {
      const problem = baseUrlProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  favicon: z.string().optional(),
  /** The default social card: a file from `static/` (`/img/social-card.png`) or an absolute URL. */
  image: z.union([route, webUrl], { error: 'expected a route starting with "/" or an http(s) URL' }).optional(),
  theme: z.string().default('@ssg/theme'),
  /** Theme components replaced by the site's own: name (`Footer`) → module path relative to the site. */
  components: z.record(z.string().regex(/^[A-Za-z][\w/-]*$/, 'expected a component name such as "Footer"'), z.string().min(1)).default({}),
  customCss: z.array(z.string()).default([]),
  /** The site's own islands: name → module (relative to the site) whose default export is the component. */
  islands: z.record(z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'expected an island name in PascalCase, like "Counter"'), z.string().min(1)).default({}),
  staticDir: z.string().default('static'),
  navbar: z
    .strictObject({
      title: z.string().optional(),
      logo: z.strictObject({ src: z.string(), alt: z.string() }).optional(),
      items: z.array(navItem).default([]),
    })
    .prefault({}),
  footer: z
    .strictObject({
      style: z.enum(['dark', 'light']).default('dark'),
      links: z.array(footerLink).default([]),
      copyright: z.string().default(''),
    })
    .prefault({}),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .prefault({}),
  announcementBar: z
    .strictObject({
      id: z.string().min(1),
      content: z.string(),
      backgroundColor: z.string().default('#fdf2f8'),
      textColor: z.string().default('#1f2937'),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  docs: z
    .strictObject({
      path: z.string().default('docs'),
      routeBasePath: routeBase('docs'),
      sidebarId: z.string().default('learn'),
      versionLabel: z.string().default('Next'),
      /** Where "Edit this page" leads: the URL of the site folder in the repository's editor; the doc's site-relative path is appended. */
      editUrl: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL, like "https://github.com/org/repo/edit/main/site/"' }).optional(),
      /** Show "Last updated on …" under each doc: the front matter's `last_update.date`, else its last commit. */
      showLastUpdateTime: z.boolean().default(false),
      /** Show "… by <author>": the front matter's `last_update.author`, else the author of its last commit. */
      showLastUpdateAuthor: z.boolean().default(false),
      /** Where the docs' tag pages live, below the docs route (`/docs/tags`). */
      tagsBasePath: z.string().regex(/^[\w-]+(\/[\w-]+)*$/, 'expected a path such as "tags"').default('tags'),
    })
    .prefault({}),
  pages: z.strictObject({ path: z.string().default('pages') }).prefault({}),
  blog: z.union([blogSchema, z.literal(false)]).prefault({}),
  remote: z
    .strictObject({
      mirror: z.string().optional(),
      cacheDir: z.string().default('.ssg-cache/remote'),
      lockFile: z.string().default('remote.lock.json'),
      concurrency: z.int().positive().default(4),
      timeouts: z
        .strictObject({ connect: z.int().positive().optional(), headers: z.int().positive().optional(), body: z.int().positive().optional() })
        .optional(),
      maxBytes: z.int().positive().optional(),
      retries: z.int().min(0).optional(),
      sources: z.array(remoteSource).default([]),
    })
    .prefault({}),
  openapi: z
    .strictObject({
      /** Id of a remote source of kind `openapi`, or a site-relative file path. */
      source: z.string(),
      routeBasePath: routeBase('docs/api'),
      console: apiConsole.prefault({}),
      /**
       * A local document's: where the relative links of its descriptions point (the upstream's
       * site), as a remote source's `linkBase` is.
       */
      linkBase: webUrl.optional(),
    })
    .optional(),
  redirects: z.array(redirectRule).default([]),
  /** The route manifest each `ssg build` compares with and updates (relative to the site), or false for none. */
  routesLockFile: z.union([z.string().min(1), z.literal(false)]).default('routes.lock.json'),
  links: z
    .strictObject({
      onBrokenLinks: ruleLevel.default('throw'),
      onBrokenMarkdownLinks: ruleLevel.default('warn'),
      onBrokenAnchors: ruleLevel.default('warn'),
      onDuplicateRoutes: ruleLevel.default('warn'),
    })
    .prefault({}),
  markdown: z
    .strictObject({
      /** remark plugins, run on the Markdown syntax tree after the built-in ones. */
      remarkPlugins: z.array(pluginEntry).default([]),
      /** rehype plugins, run on the HTML syntax tree before links, headings and code are processed. */
      rehypePlugins: z.array(pluginEntry).default([]),
      /**
       * How a heading's id is made from its text: as GitHub and Docusaurus make it (`server.port` →
       * `serverport`), or as VitePress does (`server-port`), for docs whose links were written for it.
       */
      headingIds: z.enum(['github', 'vitepress']).default('github'),
      toc: z
        .strictObject({
          minLevel: z.int().min(1).max(6).default(2),
          maxLevel: z.int().min(1).max(6).default(3),
        })
        .prefault({}),
    })
    .prefault({}),
});

/** The config as the site writes it (defaults optional). */
export type UserConfig = z.input<typeof configSchema>;
/** The config after validation, with every default filled in. */
export type SiteConfig = z.output<typeof configSchema>;
export type RuleLevel = z.output<typeof ruleLevel>;
export type RemoteSourceConfig = z.output<typeof remoteSource>;
