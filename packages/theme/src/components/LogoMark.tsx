// The theme's own logo mark: a pink tile with a ring crossed by a flowing stroke.
import type { ReactElement } from 'react';

/** The logo mark as inline SVG (no request, no layout shift). */
export function LogoMark({ size = 32, className }: { size?: number; className?: string }): ReactElement {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--ssg-logo-bg, #c2185b)" />
      <circle cx="16" cy="16" r="7.5" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M6.5 22.5C11 19 13 13 25.5 9.5" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}

/** The mark as a `data:` URL, used as the favicon when the site configures none. */
export function logoMarkDataUrl(): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#c2185b"/>' +
    '<circle cx="16" cy="16" r="7.5" fill="none" stroke="#fff" stroke-width="3"/>' +
    '<path d="M6.5 22.5C11 19 13 13 25.5 9.5" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/></svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
