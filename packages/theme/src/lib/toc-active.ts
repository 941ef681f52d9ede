// Which table-of-contents entry to highlight: the last heading that has scrolled up to the line
// just below the sticky navbar; the last one when the page is scrolled to its end.

export interface HeadingPosition {
  id: string;
  /** Distance from the top of the viewport, in pixels. */
  top: number;
}

/** The id of the heading in view, or `undefined` above the first heading. */
export function activeHeadingId(headings: readonly HeadingPosition[], line: number, atEnd: boolean): string | undefined {
  if (headings.length === 0) return undefined;
  if (atEnd) return headings[headings.length - 1]!.id;
  let active: string | undefined;
  for (const heading of headings) {
    if (heading.top > line) break;
    active = heading.id;
  }
  return active;
}
