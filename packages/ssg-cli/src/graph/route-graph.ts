// The route graph of a build: every route with where it comes from and the anchors it has,
// every file the output serves, and every outgoing link with its source position.
import type { Diagnostic } from '../report/diagnostics.js';
import type { PageRecord } from '../content/types.js';
import type { LinkRef } from '../markdown/types.js';

export interface RouteNode {
  route: string;
  /** Site-relative file the route comes from. */
  source: string;
  anchors: Set<string>;
}

export interface GraphLink extends LinkRef {
  /** Route of the page the link is on. */
  from: string;
}

export interface RouteGraph {
  routes: Map<string, RouteNode>;
  /** Paths of non-page files in the output (`/img/logo.svg`, `/blog/rss.xml`). */
  files: Set<string>;
  links: GraphLink[];
  /** One entry per route claimed by more than one source, for onDuplicateRoutes. */
  duplicates: { route: string; sources: string[] }[];
  /** Routes that differ only in case (`/docs/Intro`, `/docs/intro`), with their sources, for onDuplicateRoutes. */
  caseTwins: { routes: string[]; sources: string[] }[];
}

/** `/docs/x/`, `/docs/x/index.html` and `/docs/x.html` are all the route `/docs/x`. */
export function normalizeRoute(pathname: string): string {
  let route = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (route.length > 1) route = route.replace(/\/+$/, '');
  return route === '' ? '/' : route;
}

/** Builds the graph from the pages and the paths of the other output files. */
export function buildRouteGraph({ pages, files }: { pages: PageRecord[]; files: Iterable<string> }): RouteGraph {
  const routes = new Map<string, RouteNode>();
  const claims = new Map<string, string[]>();
  const links: GraphLink[] = [];
  for (const page of pages) {
    const route = normalizeRoute(page.route);
    claims.set(route, [...(claims.get(route) ?? []), page.source]);
    if (!routes.has(route)) routes.set(route, { route, source: page.source, anchors: new Set(page.anchors) });
    // Not spread from the link: V8's optimised code gives each object made by spreading and adding a
    // property a map (hidden class) of its own, 170 bytes more per link.
    for (const { target, written, kind, position, upstream } of page.links) links.push({ target, written, kind, position, upstream, from: route });
  }
  const duplicates = [...claims.entries()]
    .filter(([, sources]) => sources.length > 1)
    .map(([route, sources]) => ({ route, sources }));
  // On a case-insensitive file system or host (macOS's, Windows'), their files are one.
  const byFolded = new Map<string, RouteNode[]>();
  for (const node of routes.values()) byFolded.set(node.route.toLowerCase(), [...(byFolded.get(node.route.toLowerCase()) ?? []), node]);
  const caseTwins = [...byFolded.values()].filter((nodes) => nodes.length > 1).map((nodes) => ({ routes: nodes.map((node) => node.route), sources: nodes.map((node) => node.source) }));
  const graph: RouteGraph = { routes, files: new Set(), links, duplicates, caseTwins };
  addFiles(graph, files);
  return graph;
}

/** Adds the paths of output files made after the graph (site-wide outputs). */
export function addFiles(graph: RouteGraph, files: Iterable<string>): void {
  for (const file of files) graph.files.add(`/${file.replace(/^\/+/, '')}`);
}

/** Diagnostics for duplicate routes at the given severity. */
export function duplicateRouteDiagnostics(graph: RouteGraph, severity: Diagnostic['severity']): Diagnostic[] {
  return graph.duplicates.map(({ route, sources }) => ({
    severity,
    rule: 'onDuplicateRoutes',
    file: sources[1] ?? sources[0] ?? route,
    message: `duplicate route ${route}: claimed by ${sources.join(' and ')}; the first one is kept`,
    hint: 'Give one of them another slug, id or file name.',
  })).concat(
    graph.caseTwins.map(({ routes, sources }) => ({
      severity,
      rule: 'onDuplicateRoutes',
      file: sources[1] ?? sources[0] ?? routes[0] ?? '',
      message: `routes ${routes.join(' and ')} (${sources.join(' and ')}) differ only in case: on a case-insensitive file system or host (macOS, Windows) one replaces the other`,
      hint: 'Give one of them another slug, id or file name.',
    })),
  );
}
