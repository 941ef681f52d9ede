// The sidebar as one JSON file, named by its content hash: pages show most categories collapsed,
// and the browser loads a category's items from here when a reader expands it (once per sidebar,
// cached for good, since any change gives a new name).
import { createHash } from 'node:crypto';
import type { SidebarItem } from '@ssg/theme/contract';
import type { ExtraFile } from '../types.js';

/** `/assets/sidebar/<id>.<hash>.json` holding the tree as in the page-data contract. */
export function sidebarJsonFile(sidebar: SidebarItem[], sidebarId: string): ExtraFile {
  const contents = JSON.stringify(sidebar);
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  const name = sidebarId.replace(/[^\w-]+/g, '-') || 'sidebar';
  return { route: `/assets/sidebar/${name}.${hash}.json`, contents };
}
