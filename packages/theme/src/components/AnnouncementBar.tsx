// The announcement bar: configured content and colours, and a Close button when the bar is
// closeable (its click is the shell's: client/announcement.ts). A dismissed bar is hidden before
// first paint by the head script (`html[data-announcement-dismissed]`); without JavaScript the
// button is hidden.
import type { ReactElement } from 'react';
import type { AnnouncementBar as AnnouncementBarData } from '../contract/index.js';
import { CloseIcon } from './icons.js';

/** `<div role="region" aria-label="Announcement">` with the configured content and, when closeable, a Close button. */
export function AnnouncementBar({ bar }: { bar: AnnouncementBarData }): ReactElement {
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
        <button type="button" className="ssg-announcement__close" data-ssg-announcement-close="" aria-label="Close">
          <CloseIcon size={18} />
        </button>
      ) : null}
    </div>
  );
}
