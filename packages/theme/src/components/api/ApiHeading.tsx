// A section heading of an API page with its anchor link, like the headings of Markdown pages.
import type { ReactElement, ReactNode } from 'react';

export interface ApiHeadingProps {
  level: 2 | 3 | 4;
  id: string;
  /** Plain text of the heading, for the anchor link's accessible name. */
  text: string;
  className?: string;
  children?: ReactNode;
}

/** `<h2 id>`, `<h3 id>` or `<h4 id>` followed by a `#` link to itself. */
export function ApiHeading({ level, id, text, className, children }: ApiHeadingProps): ReactElement {
  const Tag = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
  return (
    <Tag id={id} className={className}>
      {children ?? text}
      <a className="ssg-heading-anchor" href={`#${id}`} aria-label={`Direct link to ${text}`}>
        #
      </a>
    </Tag>
  );
}
