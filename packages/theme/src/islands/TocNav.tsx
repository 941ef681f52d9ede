// Island: the wide-screen table of contents, highlighting the heading in view. It hydrates when
// it becomes visible (never on narrow screens, where it is hidden and the collapsible TOC shows).
import { useEffect, useState, type ReactElement } from 'react';
import { TocList } from '../components/TocList.js';
import type { TocEntry } from '../contract/index.js';
import { activeHeadingId } from '../lib/toc-active.js';
import { nestToc } from '../lib/toc.js';

/** The heading line sits this far below the navbar (a `#hash` jump lands a heading 16 px below it). */
const LINE_GAP = 24;

function headingInView(ids: readonly string[]): string | undefined {
  const navbar = document.querySelector('.ssg-navbar')?.getBoundingClientRect().bottom ?? 0;
  const headings = ids.flatMap((id) => {
    const element = document.getElementById(id);
    return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
  });
  const root = document.documentElement;
  const atEnd = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
  return activeHeadingId(headings, navbar + LINE_GAP, atEnd);
}

/** `<nav data-ssg-toc>`; the link of the heading in view gets `aria-current`. */
export default function TocNav({ toc }: { toc: readonly TocEntry[] }): ReactElement {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    const ids = toc.map((entry) => entry.id);
    let frame = 0;
    const update = (): void => {
      frame = 0;
      setActive(headingInView(ids));
    };
    const schedule = (): void => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [toc]);
  return (
    <nav className="ssg-toc" data-ssg-toc="" aria-label="Table of contents">
      <p className="ssg-toc__title">On this page</p>
      <TocList nodes={nestToc(toc)} active={active} />
    </nav>
  );
}
