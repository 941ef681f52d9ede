// The nested list of a table of contents, shared by the sticky TOC island and the collapsible one.
import type { ReactElement } from 'react';
import { cx } from '../lib/class-names.js';
import type { TocNode } from '../lib/toc.js';

/** `<ul>` of heading links; the `active` one gets `aria-current` and the active class. */
export function TocList({ nodes, active }: { nodes: TocNode[]; active?: string | undefined }): ReactElement {
  return (
    <ul className="ssg-toc__list">
      {nodes.map((node) => (
        <li key={node.id} className="ssg-toc__item">
          <a
            className={cx('ssg-toc__link', node.id === active && 'ssg-toc__link--active')}
            href={`#${node.id}`}
            aria-current={node.id === active ? 'true' : undefined}
            dangerouslySetInnerHTML={{ __html: node.html }}
          />
          {node.children.length > 0 ? <TocList nodes={node.children} active={active} /> : null}
        </li>
      ))}
    </ul>
  );
}
