// Link rules over the route graph: broken links, broken Markdown links, broken anchors and
// duplicate routes, each at its configured level. Reports are gathered, never thrown one by one.
import type { RuleLevel } from '../config/schema.js';
import type { Diagnostic, Severity } from '../report/diagnostics.js';
import { closestRoute } from './closest-route.js';
import { duplicateRouteDiagnostics, normalizeRoute, type GraphLink, type RouteGraph } from './route-graph.js';


export interface LinkRules {
  onBrokenLinks: RuleLevel;
  onBrokenMarkdownLinks: RuleLevel;
  onBrokenAnchors: RuleLevel;
  onDuplicateRoutes: RuleLevel;
}

/**
 * Links found in rendered pages (layout included), by the route of the page they are on. Only
 * targets that are not routes or files need to be listed (see `isLinkTarget`); every page is.
 */
export type RenderedLinks = Map<string, { source: string; targets: string[] }>;

const MARKDOWN_LINK_HINT = 'Link to an existing .md file, relative to this file (./other.md) or to the docs folder (/guide/x.md).';

function severityOf(level: RuleLevel): Severity | undefined {
  if (level === 'ignore') return undefined;
  return level === 'throw' ? 'error' : 'warning';
}

function splitTarget(target: string): { route: string; hash: string } {
  const index = target.indexOf('#');
  const path = index === -1 ? target : target.slice(0, index);
  const hash = index === -1 ? '' : decodeURIComponent(target.slice(index + 1));
  return { route: path, hash };
}

/** Whether a link target (route or file, with or without `#hash`) exists in the build. */
export function isLinkTarget(graph: RouteGraph, target: string): boolean {
  return exists(graph, splitTarget(target).route);
}

function exists(graph: RouteGraph, route: string): boolean {
  return graph.routes.has(normalizeRoute(route)) || graph.files.has(route) || graph.files.has(`${route.replace(/\/+$/, '')}/index.html`);
}

function suggestion(graph: RouteGraph, route: string): string | undefined {
  const near = closestRoute(normalizeRoute(route), graph.routes.keys());
  return near ? `did you mean ${near}?` : undefined;
}

/** Checks every link in the graph plus the layout's links, and returns the diagnostics. */
export function checkLinks({ graph, rules, rendered }: { graph: RouteGraph; rules: LinkRules; rendered: RenderedLinks }): Diagnostic[] {
  const out: Diagnostic[] = [];
  const duplicateSeverity = severityOf(rules.onDuplicateRoutes);
  if (duplicateSeverity) out.push(...duplicateRouteDiagnostics(graph, duplicateSeverity));

  const seenInContent = new Set<string>();
  for (const link of graph.links) {
    seenInContent.add(`${link.from} ${splitTarget(link.target).route}`);
    const diagnostic = checkContentLink(graph, rules, link);
    if (diagnostic) out.push(diagnostic);
  }

  // What the layout and generated parts link to: grouped by target, so a broken navbar or
  // footer link is one report, not one per page. A page whose content links to the same
  // target still counts towards "all pages" (its navbar has the link too), but a target found
  // only in content is already reported at its position above.
  const brokenBy = new Map<string, { sources: string[]; pages: number }>();
  for (const [from, { source, targets }] of rendered) {
    for (const target of targets) {
      const { route } = splitTarget(target);
      if (exists(graph, route)) continue;
      const entry = brokenBy.get(route) ?? { sources: [], pages: 0 };
      if (!seenInContent.has(`${from} ${route}`)) entry.sources.push(source);
      entry.pages += 1;
      brokenBy.set(route, entry);
    }
  }
  const severity = severityOf(rules.onBrokenLinks);
  if (severity) {
    for (const [route, entry] of brokenBy) {
      if (entry.sources.length === 0) continue;
      const { sources } = entry;
      const everywhere = entry.pages === rendered.size && entry.pages > 1;
      const pages = everywhere ? entry.pages : sources.length;
      const where = everywhere
        ? `appears on all ${pages} pages — check the navbar/footer config`
        : pages > 1
          ? `appears on ${pages} pages (first in ${sources[0]})`
          : undefined;
      const hint = suggestion(graph, route);
      out.push({
        severity,
        rule: 'onBrokenLinks',
        file: everywhere ? 'ssg.config.ts' : (sources[0] ?? route),
        message: `broken link ${route}${where ? `  (${where})` : ''}`,
        ...(hint ? { hint } : {}),
      });
    }
  }
  return out;
}

function checkContentLink(graph: RouteGraph, rules: LinkRules, link: GraphLink): Diagnostic | undefined {
  const { route, hash } = splitTarget(link.target);
  const position = { file: link.position.file, ...(link.position.line ? { line: link.position.line } : {}), ...(link.position.column ? { column: link.position.column } : {}) };
  if (route !== '' && !exists(graph, route)) {
    const rule = link.kind === 'markdown' ? 'onBrokenMarkdownLinks' : 'onBrokenLinks';
    const severity = severityOf(rules[rule]);
    if (!severity) return undefined;
    const near = suggestion(graph, route);
    const label = link.kind === 'markdown' ? `broken Markdown link ${link.written} (no such file)` : `broken link ${route}`;
    return {
      severity,
      rule,
      ...position,
      message: near ? `${label}  (${near})` : label,
      ...(link.kind === 'markdown' ? { hint: MARKDOWN_LINK_HINT } : {}),
    };
  }
  if (!hash) return undefined;
  const target = graph.routes.get(normalizeRoute(route === '' ? link.from : route));
  if (!target || target.anchors.has(hash)) return undefined;
  const severity = severityOf(rules.onBrokenAnchors);
  if (!severity) return undefined;
  const near = closestRoute(hash, target.anchors);
  return {
    severity,
    rule: 'onBrokenAnchors',
    ...position,
    message: `broken anchor ${route}#${hash}${near ? `  (did you mean #${near}?)` : ''}`,
    hint: `${target.route} has no heading or element with id "${hash}".`,
  };
}
