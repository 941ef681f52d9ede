// Link rules over the route graph: broken links, broken Markdown links, broken anchors and
// duplicate routes, each at its configured level. Reports are gathered, never thrown one by one.
// Every check is a lookup in the graph, so the cost is linear in the links written.
import type { RuleLevel } from '../config/schema.js';
import type { Diagnostic, Severity } from '../report/diagnostics.js';
import { suggestionBudget, type SearchBudget } from '../report/closest.js';
import { closestRoute } from './closest-route.js';
import type { DataLink } from './data-links.js';
import { duplicateRouteDiagnostics, normalizeRoute, type GraphLink, type RouteGraph, type RouteNode } from './route-graph.js';

export interface LinkRules {
  onBrokenLinks: RuleLevel;
  onBrokenMarkdownLinks: RuleLevel;
  onBrokenAnchors: RuleLevel;
  onDuplicateRoutes: RuleLevel;
}

export interface CheckLinksInput {
  graph: RouteGraph;
  rules: LinkRules;
  /** Links of the layout set in the config (navbar, footer), on every one of `pages` pages. */
  layout?: { links: string[]; pages: number };
  /** Links made from page data (sidebar, pager, breadcrumbs, lists). */
  data?: DataLink[];
  /**
   * The closest route to each broken one, as far as worked out: kept by the caller between
   * builds whose routes are the same (the dev server's rebuilds), filled here.
   */
  suggestions?: Map<string, string | undefined>;
}

/** Suggestions for broken targets, each worked out once per check. */
interface Suggest {
  route(route: string): string | undefined;
  anchor(target: RouteNode, hash: string): string | undefined;
}

const MARKDOWN_LINK_HINT = 'Link to an existing .md file, relative to this file (./other.md) or to the docs folder (/guide/x.md).';

function severityOf(level: RuleLevel): Severity | undefined {
  if (level === 'ignore') return undefined;
  return level === 'throw' ? 'error' : 'warning';
}

function splitTarget(target: string): { route: string; hash: string } {
  const index = target.indexOf('#');
  const path = (index === -1 ? target : target.slice(0, index)).replace(/\?.*$/, '');
  let hash = index === -1 ? '' : target.slice(index + 1);
  try {
    hash = decodeURIComponent(hash);
  } catch {
    // Kept as written: a malformed escape cannot name an id anyway.
  }
  return { route: path, hash };
}

/** True when `route` is a page or a file of the build. */
export function routeExists(graph: RouteGraph, route: string): boolean {
  return graph.routes.has(normalizeRoute(route)) || graph.files.has(route) || graph.files.has(`${route.replace(/\/+$/, '')}/index.html`);
}

function suggestion(graph: RouteGraph, route: string, budget: SearchBudget): string | undefined {
  const near = closestRoute(normalizeRoute(route), graph.routes.keys(), budget);
  return near ? `did you mean ${near}?` : undefined;
}

/** Checks the content links, the layout's links and the page data's links; returns the diagnostics. */
export function checkLinks({ graph, rules, layout, data = [], suggestions = new Map() }: CheckLinksInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  const duplicateSeverity = severityOf(rules.onDuplicateRoutes);
  if (duplicateSeverity) out.push(...duplicateRouteDiagnostics(graph, duplicateSeverity));

  // By page, then route, and by target page, then anchor: no key made of the two for each link.
  const seenInContent = new Map<string, Set<string>>();
  const budget = suggestionBudget();
  const anchors = new Map<RouteNode, Map<string, string | undefined>>();
  const suggest: Suggest = {
    route(route) {
      if (suggestions.has(route)) return suggestions.get(route);
      const found = suggestion(graph, route, budget);
      // One cut short by the budget is not kept for the next build (the dev server's).
      if (budget.candidates > 0) suggestions.set(route, found);
      return found;
    },
    anchor(target, hash) {
      let onTarget = anchors.get(target);
      if (!onTarget) anchors.set(target, (onTarget = new Map()));
      if (!onTarget.has(hash)) onTarget.set(hash, closestRoute(hash, target.anchors, budget));
      return onTarget.get(hash);
    },
  };
  // Text shown on many pages (an OpenAPI schema's description, on every operation that uses the
  // schema) has its broken links on each of them: one report per place in the file, made (with
  // its suggestion, the costly part) once.
  // The other pages a set only when there are some (a page of a hundred thousand broken links).
  const byPlace = new Map<string, { link: GraphLink; problem: LinkProblem; others?: Set<string> }>();
  for (const link of graph.links) {
    let routes = seenInContent.get(link.from);
    if (!routes) seenInContent.set(link.from, (routes = new Set()));
    routes.add(splitTarget(link.target).route);
    const problem = linkProblem(graph, link);
    if (!problem) continue;
    const { file, line, column } = link.position;
    // As JSON: one string, where a template makes a chain of pieces that a map's key keeps whole.
    const place = JSON.stringify([file, line, column, link.kind, link.target, link.upstream]);
    const seen = byPlace.get(place);
    if (!seen) byPlace.set(place, { link, problem });
    else if (link.from !== seen.link.from) (seen.others ??= new Set()).add(link.from);
  }
  for (const { link, problem, others } of byPlace.values()) {
    const diagnostic = contentLinkDiagnostic(rules, link, problem, suggest);
    if (diagnostic) out.push(others ? { ...diagnostic, message: `${diagnostic.message}  (on ${others.size + 1} pages)` } : diagnostic);
  }

  const severity = severityOf(rules.onBrokenLinks);
  if (!severity) return out;
  // Page data: grouped by target, so a link generated on many pages is one report. A target the
  // page's own content also links to is already reported at its position above.
  const brokenBy = new Map<string, string[]>();
  for (const link of data) {
    const { route } = splitTarget(link.target);
    if (routeExists(graph, route) || seenInContent.get(link.from)?.has(route)) continue;
    const sources = brokenBy.get(route) ?? [];
    if (sources.at(-1) !== link.source) sources.push(link.source);
    brokenBy.set(route, sources);
  }
  for (const [route, sources] of brokenBy) {
    const where = sources.length > 1 ? `  (appears on ${sources.length} pages, first in ${sources[0]})` : '';
    out.push(brokenLink(graph, severity, sources[0] ?? route, `broken link ${route}${where}`, route, suggest));
  }
  // The config's navbar and footer links are on every page: one report each, at the config.
  for (const target of layout?.links ?? []) {
    const { route } = splitTarget(target);
    if (routeExists(graph, route)) continue;
    const pages = layout?.pages ?? 0;
    const where = pages > 1 ? `appears on all ${pages} pages — check the navbar/footer config` : 'check the navbar/footer config';
    out.push(brokenLink(graph, severity, 'ssg.config.ts', `broken link ${route}  (${where})`, route, suggest));
  }
  return out;
}

function brokenLink(graph: RouteGraph, severity: Severity, file: string, message: string, route: string, suggest: Suggest): Diagnostic {
  // The navbar's site title links to the home page: a site without one breaks it everywhere.
  const hint = route === '/' && !routeExists(graph, '/') ? 'The site has no home page: add pages/index.md (or pages/index.tsx).' : suggest.route(route);
  return { severity, rule: 'onBrokenLinks', file, message, ...(hint ? { hint } : {}) };
}

const UPSTREAM_HINT = 'The link is in content the site does not own (it points into the upstream\'s own site); it is reported, never fatal.';

/** Links in upstream content (an API specification) are at most a warning. */
function upstreamSeverity(link: GraphLink, severity: Severity | undefined): Severity | undefined {
  return link.upstream && severity === 'error' ? 'warning' : severity;
}

function upstreamNote(link: GraphLink): string {
  return link.upstream ? ` in ${link.upstream}` : '';
}

/** What is wrong with a content link: its route is not in the build, or its anchor is not on the page. */
type LinkProblem = { route: string; missing: 'route' } | { route: string; missing: 'anchor'; hash: string; target: RouteNode };

function linkProblem(graph: RouteGraph, link: GraphLink): LinkProblem | undefined {
  const { route, hash } = splitTarget(link.target);
  if (route !== '' && !routeExists(graph, route)) return { route, missing: 'route' };
  if (!hash) return undefined;
  const target = graph.routes.get(normalizeRoute(route === '' ? link.from : route));
  return target && !target.anchors.has(hash) ? { route, missing: 'anchor', hash, target } : undefined;
}

/** Said of an anchor that looks written for VitePress's heading ids. */
const VITEPRESS_IDS_HINT = " Links written for VitePress's heading ids (`#server-port` for `## server.port`) find them with `markdown: { headingIds: 'vitepress' }` in the site config.";

/** Whether `hash` is the id VitePress gives the heading GitHub's slug `near` is of: the same, with dashes where GitHub's has none. */
function vitePressId(hash: string, near: string): boolean {
  return hash.length > near.length && hash.replace(/-/g, '') === near.replace(/-/g, '');
}

function contentLinkDiagnostic(rules: LinkRules, link: GraphLink, problem: LinkProblem, suggest: Suggest): Diagnostic | undefined {
  const { route } = problem;
  const position = { file: link.position.file, ...(link.position.line ? { line: link.position.line } : {}), ...(link.position.column ? { column: link.position.column } : {}) };
  if (problem.missing === 'route') {
    const rule = link.kind === 'markdown' ? 'onBrokenMarkdownLinks' : 'onBrokenLinks';
    const severity = upstreamSeverity(link, severityOf(rules[rule]));
    if (!severity) return undefined;
    const near = suggest.route(route);
    const label = link.kind === 'markdown' ? `broken Markdown link ${link.written} (no such file)` : `broken link ${route}`;
    return {
      severity,
      rule,
      ...position,
      message: `${near ? `${label}  (${near})` : label}${upstreamNote(link)}`,
      ...(link.upstream ? { hint: UPSTREAM_HINT } : link.kind === 'markdown' ? { hint: MARKDOWN_LINK_HINT } : {}),
    };
  }
  const { hash, target } = problem;
  const severity = upstreamSeverity(link, severityOf(rules.onBrokenAnchors));
  if (!severity) return undefined;
  const near = suggest.anchor(target, hash);
  return {
    severity,
    rule: 'onBrokenAnchors',
    ...position,
    message: `broken anchor ${route}#${hash}${near ? `  (did you mean #${near}?)` : ''}${upstreamNote(link)}`,
    hint: `${target.route} has no heading or element with id "${hash}".${near !== undefined && vitePressId(hash, near) ? VITEPRESS_IDS_HINT : ''}`,
  };
}
