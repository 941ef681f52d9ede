// Island: the closeable announcement bar. Closing stores the bar's id and marks `<html>`, so the
// CSS hides the bar now and the head script hides it before first paint on later pages; a bar
// with another id shows again.
import type { ReactElement } from 'react';
import { CloseIcon } from '../components/icons.js';
import type { AnnouncementBar as AnnouncementBarData } from '../contract/index.js';
import { DATA_ATTRIBUTES, STORAGE_KEYS } from '../shared/runtime-contract.js';

/** Remembers the dismissal of `id` and hides the bar. */
function dismiss(id: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.announcementDismissed, id);
  } catch {
    // Storage disabled: the bar is hidden for this page only.
  }
  document.documentElement.setAttribute(DATA_ATTRIBUTES.announcementDismissed, '');
  document.getElementById('main')?.focus({ preventScroll: true });
}

/** `<div role="region" aria-label="Announcement">` with the configured content and a Close button. */
export default function AnnouncementBar({ bar }: { bar: AnnouncementBarData }): ReactElement {
  return (
    <div
      className="ssg-announcement"
      data-ssg-announcement={bar.id}
      role="region"
      aria-label="Announcement"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="ssg-announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button type="button" className="ssg-announcement__close" data-ssg-announcement-close="" aria-label="Close" onClick={() => dismiss(bar.id)}>
          <CloseIcon size={18} />
        </button>
      ) : null}
    </div>
  );
}
