// Beside a docs page's breadcrumbs: "Copy page" (the CopyPage island: the page's Markdown to the
// clipboard; hidden without JavaScript) and a plain link to the same Markdown, for every reader.
import type { ReactElement } from 'react';
import type { SiteData } from '../contract/index.js';
import CopyPageIsland from '../islands/CopyPage.js';
import { Island } from '../islands/Island.js';
import { withBase } from '../lib/url.js';

export interface PageActionsProps {
  site: Pick<SiteData, 'baseUrl'>;
  /** Route of the page's Markdown (`/docs/intro.md`). */
  markdown: string;
}

/** `<div class="ssg-page-actions">` with the copy button and the Markdown link. */
export function PageActions({ site, markdown }: PageActionsProps): ReactElement {
  const href = withBase(site, markdown);
  return (
    <div className="ssg-page-actions">
      <Island name="CopyPage" component={CopyPageIsland} props={{ source: href }} strategy="intent" />
      <a className="ssg-page-actions__link" href={href} type="text/markdown" aria-label="This page as Markdown">
        Markdown
      </a>
    </div>
  );
}
