// The blog shell: the site layout with the blog sidebar beside the page content. The sidebar
// sits inside `<main>` so client-side navigation swaps it along with the content.
import type { ReactElement, ReactNode } from 'react';
import type { BlogShell, SiteData } from '../../contract/index.js';
import { Layout } from '../Layout.js';
import { BlogSidebar } from './BlogSidebar.js';

export function BlogLayout({ site, data, children }: { site: SiteData; data: BlogShell; children: ReactNode }): ReactElement {
  return (
    <Layout site={site} route={data.route} mainClassName="ssg-main--blog">
      <div className={data.sidebar !== undefined ? 'ssg-blog ssg-blog--with-sidebar' : 'ssg-blog'}>
        {data.sidebar !== undefined ? (
          <div className="ssg-blog__sidebar">
            <BlogSidebar site={site} sidebar={data.sidebar} route={data.route} />
          </div>
        ) : null}
        <div className="ssg-blog__content">{children}</div>
      </div>
    </Layout>
  );
}
