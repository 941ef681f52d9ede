// Social cards named by route (front matter `image`, the config's `image`) must be files of the
// site: a missing one gives link previews without a picture and nothing else would say so.
import type { PageRecord } from '../content/types.js';
import type { Diagnostic } from '../report/diagnostics.js';

export interface SocialImagesInput {
  pages: readonly PageRecord[];
  /** The config's default card. */
  siteImage: string | undefined;
  /** Whether a route is a page or file of the build. */
  exists: (route: string) => boolean;
}

const HINT = 'Put the image in static/ (static/img/card.png is /img/card.png), or give an absolute http(s) URL.';

/** A warning for each route-named image that the build does not have. */
export function socialImageDiagnostics({ pages, siteImage, exists }: SocialImagesInput): Diagnostic[] {
  const missing = (image: string | undefined): image is string => image !== undefined && image.startsWith('/') && !exists(image);
  const diagnostics: Diagnostic[] = [];
  if (missing(siteImage)) {
    diagnostics.push({ severity: 'warning', rule: 'social-image', file: 'ssg.config.ts', message: `The config's image "${siteImage}" is not a file of the site`, hint: HINT });
  }
  for (const page of pages) {
    const image = 'image' in page.data ? page.data.image : undefined;
    if (missing(image)) {
      diagnostics.push({ severity: 'warning', rule: 'social-image', file: page.source, message: `The front matter's image "${image}" is not a file of the site`, hint: HINT });
    }
  }
  return diagnostics;
}
