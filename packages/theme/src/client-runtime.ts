// Where the browser runtime's sources live, for the generator to bundle with the site's own
// islands (one build per site, code-split: the shell, one shared React chunk, a chunk per island).
import { fileUrlToPath } from './lib/file-url.js';

/** The runtime a theme ships: the shell module, the hydration module and the theme's islands. */
export interface ClientRuntime {
  /** The shell's entry module: exports `startShell({ base, islands })`. */
  shell: string;
  /** Exports `hydrateIsland(element, component, props, onReady)`; every island chunk re-exports it. */
  hydrate: string;
  /** Island name → module whose default export is the component. */
  islands: Record<string, string>;
}

const file = (relative: string): string => fileUrlToPath(new URL(relative, import.meta.url));

/** The names of the theme's islands, as the markup names them. */
export const THEME_ISLANDS = ['ApiConsole', 'ColorModeToggle', 'CopyButton', 'CopyPage', 'MobileMenu', 'Search', 'Tabs', 'TocNav'] as const;

/** The theme's runtime (paths resolved from this module, in `src/` or `dist/`). */
export const clientRuntime: ClientRuntime = {
  shell: file('../src/client/index.ts'),
  hydrate: file('../src/islands/hydrate.tsx'),
  islands: Object.fromEntries(THEME_ISLANDS.map((name) => [name, file(`../src/islands/${name}.tsx`)])),
};
