// A page whose body is a React element supplied by the site (e.g. the home page).
import type { ReactElement } from 'react';
import type { CustomPageData, SiteData } from '../contract/index.js';
import { Layout } from '../components/Layout.js';

/** Renders a `page`: the site's element inside the layout. */
export function CustomPage({ data, site }: { data: CustomPageData; site: SiteData }): ReactElement {
  return (
    <Layout site={site} route={data.route} mainClassName={data.isHome ? 'ssg-main--home' : undefined}>
      <div className="ssg-custom-page">{data.element}</div>
    </Layout>
  );
}
