// Rendered Markdown HTML (already sanitised and highlighted by the generator).
import type { ReactElement } from 'react';
import { cx } from '../lib/class-names.js';

/** `<div class="ssg-markdown">` around trusted HTML. */
export function Markdown({ html, className }: { html: string; className?: string }): ReactElement {
  return <div className={cx('ssg-markdown', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** True when the HTML opens with its own `<h1>` (then the layout does not add a title). */
export function startsWithHeading1(html: string): boolean {
  return /^\s*<h1[\s>]/i.test(html);
}
