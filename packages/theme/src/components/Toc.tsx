// Table of contents: a sticky `<nav data-ssg-toc>` on wide screens and an "On this page"
// `<details>` on narrow ones. Headings h2 → h3, nested.
import type { ReactElement } from 'react';
import type { TocEntry } from '../contract/index.js';
import { nestToc, type TocNode } from '../lib/toc.js';
import { ChevronIcon } from './icons.js';

/** The wide-screen TOC. */
export function TocNav({ toc }: { toc: readonly TocEntry[] }): ReactElement {
  return (
    <nav className="ssg-toc" data-ssg-toc="" aria-label="Table of contents">
      <p className="ssg-toc__title">On this page</p>
      <TocList nodes={nestToc(toc)} />
    </nav>
  );
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

function TocList({ nodes }: { nodes: TocNode[] }): ReactElement {
  return (
    <ul className="ssg-toc__list">
      {nodes.map((node) => (
        <li key={node.id} className="ssg-toc__item">
          <a className="ssg-toc__link" href={`#${node.id}`} dangerouslySetInnerHTML={{ __html: node.html }} />
          {node.children.length > 0 ? <TocList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
