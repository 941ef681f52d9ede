// A heading element's level, for the plugins that find the page's headings (ids and TOC, the text
// for search, the page's Markdown copy).

const LEVELS = new Map([1, 2, 3, 4, 5, 6].map((level) => [`h${level}`, level]));

/** The level of a heading element's tag (`h2` → 2); 0 for any other tag. */
export const headingLevel = (tagName: string): number => LEVELS.get(tagName) ?? 0;
