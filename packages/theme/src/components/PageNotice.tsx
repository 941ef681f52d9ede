// Notices above a page's title: a draft (built only by the dev server) and an unlisted page.
import type { ReactElement } from 'react';

/** What a draft's notice says next to its badge. */
export const DRAFT_NOTICE = 'This page is a draft: the dev server shows it, and ssg build leaves it out of the site.';
/** The notice on an unlisted doc. */
export const UNLISTED_PAGE_NOTICE = 'Unlisted page: only people with the link can find it; it is not in the sidebar, the sitemap or search.';

/** The Draft badge and its notice. */
export function DraftNotice(): ReactElement {
  return (
    <p className="ssg-page-notice" role="note">
      <span className="ssg-badge ssg-badge--draft">Draft</span> {DRAFT_NOTICE}
    </p>
  );
}

/** The notices a page needs (none for most), in a fragment. */
export function PageNotices({ draft, unlisted }: { draft?: boolean | undefined; unlisted?: boolean | undefined }): ReactElement | null {
  if (!draft && !unlisted) return null;
  return (
    <>
      {draft ? <DraftNotice /> : null}
      {unlisted ? (
        <p className="ssg-page-notice" role="note">
          {UNLISTED_PAGE_NOTICE}
        </p>
      ) : null}
    </>
  );
}
