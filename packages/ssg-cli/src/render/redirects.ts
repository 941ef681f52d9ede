// The site's `redirects` (config): for each old route, a redirect document at its path (meta
// refresh, canonical, noindex, a link, and a script that keeps the query and hash) and a line of
// `_redirects`, the file Netlify, Cloudflare Pages and `ssg serve`/`ssg preview` answer with a
// real 301 (the site's own `static/_redirects` keeps its rules first). A redirect whose old route
// is still a page (or file) of the site waits: the page wins, so a redirect can be added before
// the rename lands. Chains are followed to their end; a loop or an old route claimed twice is an
// error, a target that is not a page follows `links.onBrokenLinks`.
import type { SiteData } from '@ssg/theme/contract';
import { absoluteUrl, isExternalUrl, withBase } from '@ssg/theme/contract';
import type { RedirectRule, RuleLevel } from '../config/schema.js';
import { redirectDocument } from '../content/special-pages.js';
import { routeExists } from '../graph/check-links.js';
import { closestRoute } from '../graph/closest-route.js';
import { normalizeRoute, type RouteGraph } from '../graph/route-graph.js';
import { REDIRECTS_FILE, redirectLine } from '../output/redirects-file.js';
import { routeToFile, type OutputFile } from '../output/types.js';
import { suggestionBudget } from '../report/closest.js';
import type { Diagnostic } from '../report/diagnostics.js';

export interface RedirectsInput {
  rules: readonly RedirectRule[];
  graph: RouteGraph;
  site: Pick<SiteData, 'baseUrl' | 'url'>;
  /** The config file, named in messages. */
  configFile: string;
  onBrokenLinks: RuleLevel;
  /** The text of the site's own `_redirects` (from its static folder), kept first. */
  staticRules?: string;
}

/** A problem with a redirect, and the config key it is about (`['redirects', 2, 'to']`). */
export type RedirectDiagnostic = Diagnostic & { keyPath: PropertyKey[] };

export interface PlannedRedirects {
  /** Old route → where it ends (a route, maybe with `?query` or `#hash`, or an absolute URL). */
  redirects: Map<string, string>;
  /** The redirect documents and `_redirects`. */
  files: OutputFile[];
  diagnostics: RedirectDiagnostic[];
}

/** `/a/b?x#y` → route `/a/b`, suffix `?x#y`. */
function splitTarget(target: string): { route: string; suffix: string } {
  const index = target.search(/[?#]/);
  return index === -1 ? { route: normalizeRoute(target), suffix: '' } : { route: normalizeRoute(target.slice(0, index)), suffix: target.slice(index) };
}

export function planRedirects(input: RedirectsInput): PlannedRedirects {
  const { graph, site, configFile } = input;
  const diagnostics: RedirectDiagnostic[] = [];
  const report = (keyPath: PropertyKey[], severity: Diagnostic['severity'], rule: string, message: string, hint: string): void => {
    diagnostics.push({ severity, rule, file: configFile, message, hint, keyPath });
  };
  // Old route → target as written (routes normalised); the first rule that claims a route wins.
  const claimed = new Map<string, string>();
  /** Old route → the index of the rule that claimed it. */
  const ruleOf = new Map<string, number>();
  input.rules.forEach((rule, index) => {
    const target = isExternalUrl(rule.to) ? rule.to : `${splitTarget(rule.to).route}${splitTarget(rule.to).suffix}`;
    for (const raw of Array.isArray(rule.from) ? rule.from : [rule.from]) {
      const from = normalizeRoute(raw);
      const known = claimed.get(from);
      if (known === undefined) {
        claimed.set(from, target);
        ruleOf.set(from, index);
      } else if (known !== target) report(['redirects', index, 'from'], 'error', 'redirects', `redirects[${index}]: ${from} is redirected twice, to ${known} and to ${target}`, 'Keep one redirect for each old route.');
    }
  });
  // Old routes that are still pages or files wait.
  const active = new Map([...claimed].filter(([from]) => !routeExists(graph, from)));
  const redirects = new Map<string, string>();
  const budget = suggestionBudget();
  for (const [from, target] of active) {
    // Follow chains (older → old → current) to their end.
    let end = target;
    const path = [from];
    while (!isExternalUrl(end) && active.has(splitTarget(end).route) && !path.includes(splitTarget(end).route)) {
      path.push(splitTarget(end).route);
      end = active.get(splitTarget(end).route)!;
    }
    if (isExternalUrl(end)) {
      redirects.set(from, end);
      continue;
    }
    const { route } = splitTarget(end);
    if (path.includes(route)) {
      report(['redirects', ruleOf.get(from)!, 'to'], 'error', 'redirects', `redirects: ${from} is redirected in a loop (${[...path, route].join(' → ')})`, 'Point the last redirect of the chain at a page of the site.');
    } else if (!routeExists(graph, route)) {
      if (input.onBrokenLinks === 'ignore') continue;
      const near = closestRoute(route, graph.routes.keys(), budget);
      const severity = input.onBrokenLinks === 'throw' ? 'error' : 'warning';
      report(['redirects', ruleOf.get(from)!, 'to'], severity, 'onBrokenLinks', `redirects: ${from} is redirected to ${route}, which is not a page of the site`, near ? `Did you mean ${near}?` : 'Redirect it to an existing page.');
    } else {
      redirects.set(from, end);
    }
  }
  const href = (target: string): string => (isExternalUrl(target) ? target : withBase(site, target));
  const files: OutputFile[] = [...redirects].map(([from, target]) => ({
    path: routeToFile(from),
    contents: redirectDocument(href(target), absoluteUrl(site, target)),
  }));
  const lines = [...redirects].map(([from, target]) => redirectLine(withBase(site, from), href(target)));
  if (lines.length > 0 || input.staticRules !== undefined) {
    const own = input.staticRules?.trimEnd();
    files.push({ path: REDIRECTS_FILE, contents: `${[...(own ? [own] : []), ...lines].join('\n')}\n` });
  }
  return { redirects, files, diagnostics };
}
