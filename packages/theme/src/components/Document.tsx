// The whole HTML document: `<html>`, the head (meta, links, inline script) and the body.
import type { ReactElement, ReactNode } from 'react';
import type { SiteData } from '../contract/index.js';
import type { PageHead } from '../lib/head.js';
import { buildHeadScript, headScriptOptions } from '../lib/head-script.js';
import { buildShellLoader } from '../lib/shell-loader.js';
import { withBase } from '../lib/url.js';
import { HeadMeta } from './HeadMeta.js';
import { logoMarkDataUrl } from './LogoMark.js';

export interface DocumentProps {
  site: SiteData;
  /** The page's route; absent for the not-found page, which is served at any path. */
  route?: string;
  head: PageHead;
  children: ReactNode;
}

/** `<html lang dir>` (the site's) with the page head and the body; the generator prepends `<!doctype html>`. */
export function Document({ site, route, head, children }: DocumentProps): ReactElement {
  const defaultTheme = site.colorMode.defaultMode;
  return (
    <html lang={site.lang} dir={site.dir} data-theme={defaultTheme} data-color-mode-choice={defaultTheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: buildHeadScript(headScriptOptions(site, route)) }} />
        <title>{head.title}</title>
        <HeadMeta site={site} head={head} />
        <meta name="ssg-build-id" content={site.buildId} />
        <link rel="icon" href={site.favicon !== undefined ? withBase(site, site.favicon) : logoMarkDataUrl()} />
        {site.feeds !== undefined ? (
          <>
            <link rel="alternate" type="application/rss+xml" title={`${site.feeds.title} RSS Feed`} href={withBase(site, site.feeds.rss)} />
            <link rel="alternate" type="application/atom+xml" title={`${site.feeds.title} Atom Feed`} href={withBase(site, site.feeds.atom)} />
          </>
        ) : null}
        {[...site.assets.css, ...head.stylesheets].map((href) => (
          <link key={href} rel="stylesheet" href={withBase(site, href)} />
        ))}
      </head>
      <body>
        {children}
        {site.assets.js.length > 0 ? (
          <script
            dangerouslySetInnerHTML={{
              __html: buildShellLoader(
                site.assets.js.map((src) => withBase(site, src)),
                (site.assets.modulepreload ?? []).map((href) => withBase(site, href)),
              ),
            }}
          />
        ) : null}
      </body>
    </html>
  );
}
