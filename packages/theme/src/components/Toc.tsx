// Table of contents: a sticky `<nav data-ssg-toc>` on wide screens (an island that highlights
// the heading in view) and an "On this page" `<details>` on narrow ones. Headings h2 → h3, nested.
import type { ReactElement } from 'react';
import type { TocEntry } from '../contract/index.js';
import { Island } from '../islands/Island.js';
import TocNavIsland from '../islands/TocNav.js';
import { nestToc } from '../lib/toc.js';
import { ChevronIcon } from './icons.js';
import { TocList } from './TocList.js';

/** The wide-screen TOC, hydrated when it scrolls into view. */
export function TocNav({ toc }: { toc: readonly TocEntry[] }): ReactElement {
  return <Island name="TocNav" component={TocNavIsland} props={{ toc }} strategy="visible" />;
}

/** The narrow-screen TOC, collapsed by default. */
export function TocCollapsible({ toc }: { toc: readonly TocEntry[] }): ReactElement {
  return (
    <details className="ssg-toc-collapsible">
      <summary className="ssg-toc-collapsible__summary">
        On this page
        <ChevronIcon className="ssg-toc-collapsible__chevron" size={16} />
      </summary>
      <TocList nodes={nestToc(toc)} />
    </details>
  );
}

/** True when the TOC has at least one entry to show (levels 2–3). */
export function hasTocEntries(toc: readonly TocEntry[]): boolean {
  return nestToc(toc).length > 0;
}
