// The inline `<head>` script: runs before first paint, needs no other file, never throws.
// In order: (a) clean `.html` paths, (b) apply the colour mode, (c) hide a dismissed
// announcement, (d) warn when the site is served under another base URL than configured. With
// the browser runtime it also marks `<html>` for the controls it shows: `data-js`, and
// `data-platform="mac"` on Apple's systems (shortcut hints say ⌘ K there, Ctrl K elsewhere).
import type { SiteData } from '../contract/index.js';
import { DATA_ATTRIBUTES as A, STORAGE_KEYS as K } from '../shared/runtime-contract.js';

/** What the head script needs from the site. */
export interface HeadScriptOptions {
  baseUrl: string;
  /** The colour mode used when nothing is stored. */
  defaultChoice: 'light' | 'dark' | 'system';
  /** Id of a closeable announcement bar, if there is one. */
  announcementId?: string;
  /** The site ships the browser runtime (site.assets.js): only then are its controls shown. */
  runtime?: boolean;
  /**
   * The page's own route (`/docs/intro`), from which the base it is served under can be told.
   * Absent on the not-found page, which is served at any path: no base URL check there.
   */
  route?: string;
}

/** Picks the head-script options from the site data and the page's route (none for not-found). */
export function headScriptOptions(site: SiteData, route?: string): HeadScriptOptions {
  const options: HeadScriptOptions = {
    baseUrl: site.baseUrl,
    defaultChoice: site.colorMode.respectPrefersColorScheme ? 'system' : site.colorMode.defaultMode,
  };
  if (site.announcementBar?.isCloseable) options.announcementId = site.announcementBar.id;
  if (route !== undefined) options.route = route;
  if (site.assets.js.length > 0) options.runtime = true;
  return options;
}

const BANNER_STYLE = [
  'position:relative',
  'z-index:1000',
  'margin:0',
  'padding:12px 16px',
  'background:#fff4e5',
  'color:#4a2300',
  'border-bottom:2px solid #b45309',
  'font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif',
].join(';');

/** Builds the script text (a self-contained IIFE) to inline in `<head>`. */
export function buildHeadScript(options: HeadScriptOptions): string {
  const config = {
    base: options.baseUrl,
    mode: options.defaultChoice,
    ann: options.announcementId ?? null,
    route: options.route ?? null,
    style: BANNER_STYLE,
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return [
    '(function(){',
    `var c=${json},d=document,h=d.documentElement,l=location,ls=null;`,
    ...(options.runtime
      ? [`h.setAttribute(${q(A.js)},"");`, `try{if(/Mac|iPhone|iPad|iPod/.test(navigator.platform))h.setAttribute(${q(A.platform)},"mac")}catch(e){}`]
      : []),
    'try{ls=localStorage}catch(e){}',
    // (a) `/x/index.html` → `/x`, `/x.html` → `/x`; the base URL itself keeps its trailing slash.
    'var p=l.pathname,n=p.replace(/\\/index\\.html$/,"/").replace(/\\.html$/,"");',
    'if(n!==p){if(n.length>1&&n!==c.base)n=n.replace(/\\/$/,"");',
    'try{history.replaceState(history.state,"",n+l.search+l.hash)}catch(e){}}',
    // (b) colour mode: stored choice, else the default; `system` follows the OS preference.
    'try{var s=ls&&ls.getItem(' + q(K.colorMode) + ');',
    'var m=s==="light"||s==="dark"||s==="system"?s:c.mode;',
    'var t=m==="system"?(typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"):m;',
    `h.setAttribute(${q(A.theme)},t);h.setAttribute(${q(A.colorModeChoice)},m)}catch(e){}`,
    // (c) announcement bar dismissed for this id: hidden by CSS before it paints.
    'try{if(c.ann!==null&&ls&&ls.getItem(' + q(K.announcementDismissed) + ')===c.ann)',
    `h.setAttribute(${q(A.announcementDismissed)},"")}catch(e){}`,
    // (d) served under another base URL: the path is `<current base><route>`; when the current
    // base differs from the configured one, say so at the top of the page once the body exists.
    'var r=c.route,k=n.length>1?n.replace(/\\/$/,""):n,cb=null;',
    'if(r!==null){if(r==="/")cb=k==="/"?"/":k+"/";',
    'else if(k.length>r.length&&k.slice(-r.length)===r)cb=k.slice(0,k.length-r.length)+"/";',
    'else if(k===r)cb="/"}',
    'if(cb!==null&&cb!==c.base){var w=function(){try{',
    'if(d.getElementById("ssg-base-url-banner"))return;',
    'var e=d.createElement("div"),b=d.createElement("strong");',
    'e.id="ssg-base-url-banner";e.className="ssg-base-url-banner";',
    'e.setAttribute("role","alert");e.setAttribute("style",c.style);',
    'b.textContent="This site did not load properly. ";e.appendChild(b);',
    'e.appendChild(d.createTextNode("It is configured for the base URL \\u201c"+c.base+"\\u201d but is being served under \\u201c"+cb+"\\u201d. ',
    'Set \\u201cbaseUrl\\u201d in the site config to the path the site is served from, then rebuild."));',
    'd.body.insertBefore(e,d.body.firstChild)}catch(x){}};',
    'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",w);else w()}',
    '})();',
  ].join('');
}

function q(value: string): string {
  return JSON.stringify(value);
}
