// The not-found page, inside the normal layout, with ways back into the site.
import type { ReactElement } from 'react';
import type { NotFoundPageData, SiteData } from '../contract/index.js';
import { Layout } from '../components/Layout.js';
import { withBase } from '../lib/url.js';

/** The heading of the not-found page (exact text). */
export const NOT_FOUND_HEADING = 'Page Not Found';

/** Renders the `not-found` page: heading, explanation, links home and to the site's sections. */
export function NotFoundPage({ data, site }: { data: NotFoundPageData; site: SiteData }): ReactElement {
  const sections = site.navbar.items.filter((item) => item.to !== undefined && item.to !== '/');
  return (
    <Layout site={site} route={data.route} mainClassName="ssg-main--standalone">
      <div className="ssg-not-found">
        <p className="ssg-not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="ssg-title">{NOT_FOUND_HEADING}</h1>
        <p className="ssg-lead">
          We could not find the page you asked for. The link may be out of date, or the address may be mistyped.
        </p>
        <ul className="ssg-not-found__links">
          <li>
            <a className="ssg-button ssg-button--primary" href={withBase(site, '/')}>
              Go to the home page
            </a>
          </li>
          {sections.map((item) => (
            <li key={item.to}>
              <a className="ssg-button ssg-button--secondary" href={withBase(site, item.to!)}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}
