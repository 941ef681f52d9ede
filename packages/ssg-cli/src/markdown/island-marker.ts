// The marker of a theme island in Markdown output, as the theme's `Island` component writes it:
// `<ssg-island data-island="Name" data-strategy="…" data-props="{…}">` around the island's
// server-rendered markup, which the browser shell's loader hydrates.
import type { Element, ElementContent } from 'hast';

/** Wraps `children` in the marker of island `name`, hydrated on `strategy`, with `props` (none: `{}`). */
export function islandMarker(name: string, strategy: 'idle' | 'visible' | 'intent', props: object | undefined, children: ElementContent[]): Element {
  return {
    type: 'element',
    tagName: 'ssg-island',
    properties: { dataIsland: name, dataStrategy: strategy, ...(props ? { dataProps: JSON.stringify(props) } : {}) },
    children,
  };
}
