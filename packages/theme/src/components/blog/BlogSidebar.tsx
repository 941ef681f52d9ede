// The blog sidebar: recent (or all) posts grouped by year, the current post marked.
import type { ReactElement } from 'react';
import type { BlogSidebar as BlogSidebarData, SiteData } from '../../contract/index.js';
import { sameRoute, withBase } from '../../lib/url.js';
import { yearId } from './blog-format.js';

export function BlogSidebar({ site, sidebar, route }: { site: SiteData; sidebar: BlogSidebarData; route: string }): ReactElement {
  return (
    <nav className="ssg-blog-sidebar" aria-label="Blog posts">
      <p className="ssg-blog-sidebar__title">{sidebar.title}</p>
      {sidebar.groups.map((group) => {
        const id = yearId('ssg-blog-sidebar-year', group.year);
        return (
          <div key={group.year} className="ssg-blog-sidebar__group">
            <p className="ssg-blog-sidebar__year" id={id}>
              {group.year}
            </p>
            <ul className="ssg-blog-sidebar__list" aria-labelledby={id}>
              {group.posts.map((post) => (
                <li key={post.route}>
                  <a
                    className="ssg-blog-sidebar__link"
                    href={withBase(site, post.route)}
                    aria-current={sameRoute(post.route, route) ? 'page' : undefined}
                  >
                    {post.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
