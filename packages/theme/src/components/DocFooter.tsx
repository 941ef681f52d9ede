// What follows a doc's content: its tags, the "Edit this page" link and when (and by whom) it last
// changed. Nothing when the doc has none of these.
import type { ReactElement } from 'react';
import type { DocPageData, SiteData } from '../contract/index.js';
import { TagList } from './blog/TagList.js';
import { formatPostDate } from './blog/blog-format.js';

/** "Last updated on March 16, 2025 by Ada", or undefined without a date or an author. */
export function lastUpdatedText(lastUpdate: DocPageData['lastUpdate']): string | undefined {
  if (lastUpdate?.date === undefined && lastUpdate?.author === undefined) return undefined;
  const on = lastUpdate.date !== undefined ? ` on ${formatPostDate(lastUpdate.date)}` : '';
  const by = lastUpdate.author !== undefined ? ` by ${lastUpdate.author}` : '';
  return `Last updated${on}${by}`;
}

/** `<footer class="ssg-doc-footer">` of a doc page. */
export function DocFooter({ data, site }: { data: Pick<DocPageData, 'tags' | 'editUrl' | 'lastUpdate'>; site: SiteData }): ReactElement | null {
  const updated = lastUpdatedText(data.lastUpdate);
  const tags = data.tags ?? [];
  if (tags.length === 0 && data.editUrl === undefined && updated === undefined) return null;
  return (
    <footer className="ssg-doc-footer">
      {tags.length > 0 ? (
        <div className="ssg-doc-footer__tags">
          <span className="ssg-doc-footer__label">Tags:</span>
          <TagList site={site} tags={tags.map((tag) => ({ tag }))} />
        </div>
      ) : null}
      {data.editUrl !== undefined || updated !== undefined ? (
        <div className="ssg-doc-footer__row">
          {data.editUrl !== undefined ? (
            <a className="ssg-doc-footer__edit" href={data.editUrl}>
              Edit this page
            </a>
          ) : null}
          {updated !== undefined ? (
            <p className="ssg-doc-footer__updated">
              {data.lastUpdate?.date !== undefined ? <time dateTime={data.lastUpdate.date}>{updated}</time> : updated}
            </p>
          ) : null}
        </div>
      ) : null}
    </footer>
  );
}
