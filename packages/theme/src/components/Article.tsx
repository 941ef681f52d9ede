// The content area inside `<main>`: meta row, article, table of contents and pager. In the
// markup (the order of reading and of the Tab key) the sticky TOC comes after the article and
// before the pager; the CSS grid puts it in a column beside both on wide screens. On narrow
// screens the TOC column is hidden and a collapsible TOC sits under the title. A TOC of more than a
// thousand entries shows its upper levels (`tocWithinBudget`).
import type { ReactElement, ReactNode } from 'react';
import type { TocEntry } from '../contract/index.js';
import { cx } from '../lib/class-names.js';
import { tocWithinBudget } from '../contract/toc.js';
import { hasTocEntries, TocCollapsible, TocNav } from './Toc.js';

export interface ArticleProps {
  toc?: readonly TocEntry[];
  hideToc?: boolean;
  /** Above the article: breadcrumbs, version label. */
  meta?: ReactNode;
  /** The title block, rendered before the collapsible TOC. */
  header?: ReactNode;
  /** After the article and the TOC: pager, post navigation. */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Content column plus TOC column; the TOC column is left out when there is no TOC. */
export function Article({ toc: all = [], hideToc = false, meta, header, footer, className, children }: ArticleProps): ReactElement {
  const toc = tocWithinBudget(all);
  const showToc = !hideToc && hasTocEntries(toc);
  return (
    <div className={cx('ssg-article', showToc ? 'ssg-article--with-toc' : 'ssg-article--no-toc', className)}>
      <div className="ssg-article__body">
        {meta !== undefined && meta !== null ? <div className="ssg-article__meta">{meta}</div> : null}
        <article className="ssg-article__content">
          {header}
          {showToc ? <TocCollapsible toc={toc} /> : null}
          {children}
        </article>
      </div>
      {showToc ? (
        <div className="ssg-article__toc">
          <TocNav toc={toc} />
        </div>
      ) : null}
      {footer !== undefined && footer !== null ? <div className="ssg-article__footer">{footer}</div> : null}
    </div>
  );
}
