// In-page links written for Redoc, the renderer many published OpenAPI documents are written for:
// it shows the whole API as one page, with anchors such as `#operation/ContainerCreate`,
// `#tag/Container` (or `#tag/Container/operation/ContainerCreate`) and `#section/Authentication`.
// Here each operation has a page of its own and tags and sections are on the info page, so such a
// link in a rendered description is pointed at the page that shows what it names (in the HTML and
// in the links the link check reads). A link that names nothing known stays as written, for the
// link check to report.
import { slug } from 'github-slugger';
import type { RenderedMarkdown } from './types.js';

export interface RedocTargets {
  /** The route of each operation page by operationId. */
  operationRoutes: ReadonlyMap<string, string>;
  /** The anchor of each tag's section on the info page, by tag name. */
  tagAnchors: ReadonlyMap<string, string>;
  infoRoute: string;
  /** The site's base URL (`/`, `/flux0/`): rendered HTML holds routes under it. */
  baseUrl: string;
}

const REDOC_ANCHOR = /^#(?:operation|tag|section)\//;
/** An `href` holding a Redoc anchor, as the HTML serialiser writes it. */
const REDOC_HREF = /href="(#(?:operation|tag|section)\/[^"]*)"/g;

/** Names compared the way Redoc writes them into anchors (spaces as `-` or `%20`, any case). */
const nameKey = (name: string): string => name.toLowerCase().replace(/[\s_-]+/g, '-');

/** Points the Redoc anchors of a rendered description at the routes that show what they name. */
export function redocLinks({ operationRoutes, tagAnchors, infoRoute, baseUrl }: RedocTargets): (result: RenderedMarkdown) => RenderedMarkdown {
  const tags = new Map([...tagAnchors].map(([name, anchor]) => [nameKey(name), anchor]));
  const routeOf = (href: string): string | undefined => {
    let parts: string[];
    try {
      parts = href.slice(1).split('/').map(decodeURIComponent);
    } catch {
      return undefined;
    }
    const [kind, name = '', ...rest] = parts;
    if (kind === 'operation') return operationRoutes.get(name);
    if (kind === 'tag' && rest[0] === 'operation' && rest[1] !== undefined) return operationRoutes.get(rest[1]);
    if (kind === 'tag' && rest.length === 0) {
      const tag = tags.get(nameKey(name));
      return tag === undefined ? undefined : `${infoRoute}#${tag}`;
    }
    // A section is a heading of the description, or the security schemes (`section/Authentication/<scheme>`).
    if (kind === 'section' && name !== '') return `${infoRoute}#${slug(name.replace(/-/g, ' '))}`;
    return undefined;
  };
  return (result) => {
    if (!result.links?.some((link) => REDOC_ANCHOR.test(link.target))) return result;
    return {
      ...result,
      html: result.html.replace(REDOC_HREF, (match, href: string) => {
        const route = routeOf(href.replaceAll('&#x26;', '&').replaceAll('&amp;', '&'));
        return route === undefined ? match : `href="${baseUrl}${route.slice(1).replaceAll('&', '&#x26;')}"`;
      }),
      links: result.links.map((link) => {
        const route = REDOC_ANCHOR.test(link.target) ? routeOf(link.target) : undefined;
        return route === undefined ? link : { ...link, target: route };
      }),
    };
  };
}
