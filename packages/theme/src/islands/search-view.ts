// What the search dialog shows of the client's results, as plain data: the options of the listbox
// in reading order (grouped by page, each with its id, link, heading path and snippet), the
// active option moved by the arrow keys, and the sentence the live region says.
import type { SearchPageKind } from '../contract/search.js';
import { LAYOUT_IDS } from '../shared/runtime-contract.js';
import type { SearchResultGroup } from '../search/search-client.js';
import type { SnippetPart } from '../search/snippet.js';

/** Ids of the listbox and its parts (one search dialog per page). */
export const SEARCH_IDS = {
  listbox: LAYOUT_IDS.searchResults,
  option: (index: number) => `ssg-search-option-${index}`,
  group: (index: number) => `ssg-search-group-${index}`,
} as const;

/** One result: a section of a page. */
export interface SearchOption {
  id: string;
  /** Position among all the options (what ↑ ↓ move through). */
  index: number;
  /** The section's URL, with the base URL and its `#anchor`. */
  href: string;
  /** The heading path to the section (`Environment variables › FLUX0_DB_URI`), or the page title for its top, with the matched words marked. */
  label: SnippetPart[];
  snippet: SnippetPart[];
}

/** The results of one page. */
export interface SearchOptionGroup {
  id: string;
  title: string;
  /** Shown beside the title for API operations and blog posts. */
  kind?: string;
  options: SearchOption[];
}

const KIND_LABELS: Record<SearchPageKind, string | undefined> = { doc: undefined, api: 'API', blog: 'Blog' };

/** The client's groups as the dialog lists them; `base` is the site's base URL (`/`, `/flux0/`). */
export function searchOptions(groups: readonly SearchResultGroup[], base: string): SearchOptionGroup[] {
  let index = 0;
  const prefix = base.replace(/\/$/, '');
  return groups.map((group, groupIndex) => {
    const kind = KIND_LABELS[group.kind];
    return {
      id: SEARCH_IDS.group(groupIndex),
      title: group.title,
      ...(kind !== undefined ? { kind } : {}),
      options: group.hits.map((hit) => {
        const option = { id: SEARCH_IDS.option(index), index, href: prefix + hit.route, label: hit.label, snippet: hit.snippet };
        index += 1;
        return option;
      }),
    };
  });
}

/** The option after (`step` 1) or before (-1) `active`, wrapping around; -1 when there is none. */
export function moveActive(active: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}

/** The dialog's state of a query, as the live region says it. */
export type SearchStatus =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'done'; query: string; options: number; pages: number };

export function statusText(status: SearchStatus): string {
  switch (status.state) {
    case 'idle':
      return '';
    case 'loading':
      return 'Loading the search index…';
    case 'error':
      return 'Search could not be loaded. Check your connection, then type again.';
    case 'done':
      if (status.options === 0) return `No results for “${status.query}”`;
      return `${status.options} ${status.options === 1 ? 'result' : 'results'} on ${status.pages} ${status.pages === 1 ? 'page' : 'pages'}`;
  }
}

/** True for a click the dialog handles itself: the primary button without a key that opens the link elsewhere. */
export function isPlainClick(event: { button: number; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/** A query slower than this (ms) makes the next one wait for a pause in the typing. */
const SLOW_QUERY_MS = 30;
const MAX_TYPING_PAUSE_MS = 150;

/** How long a query waits for the typing to pause, given what the last one cost: none while queries are fast. */
export function typingPause(lastCostMs: number): number {
  return lastCostMs > SLOW_QUERY_MS ? Math.min(Math.round(lastCostMs), MAX_TYPING_PAUSE_MS) : 0;
}
