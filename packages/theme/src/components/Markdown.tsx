// Rendered Markdown HTML (already sanitised and highlighted by the generator).
import type { ReactElement } from 'react';
import { cx } from '../lib/class-names.js';

/** `<div class="ssg-markdown">` around trusted HTML. */
export function Markdown({ html, className }: { html: string; className?: string }): ReactElement {
  return <div className={cx('ssg-markdown', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The HTML's own opening `<h1>` (the page title written in the Markdown), split from the rest. */
export function splitLeadingHeading1(html: string): { heading?: string; rest: string } {
  const match = /^\s*<h1[\s>][\s\S]*?<\/h1>/i.exec(html);
  return match ? { heading: match[0].trim(), rest: html.slice(match[0].length) } : { rest: html };
}
