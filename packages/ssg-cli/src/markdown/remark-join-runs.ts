// For the runs of a long page (segments.ts) that split one list between its items: the list on
// each side of the cut is marked loose, as the whole list is (a blank line separates the items at
// the cut), so that both halves render their items alike and can be joined back into one list; a
// numbered list after a cut (or one nested in a list's item) starts at the number its first item
// has in the whole list, for the page's Markdown.
// For runs that split one paragraph between its lines, or one block quote between its blocks:
// whether the cut holds. A paragraph's does when the run before it ends with that paragraph and
// every mark in it that could pair with one after the cut (emphasis, strikethrough, a link's
// bracket, a code span's backticks, an HTML tag, a directive's attributes) has paired already, and
// the run after it starts with the paragraph; a quote's, when the runs on both sides have it there;
// a list item's, when both have the item's nested list there, and the lists alike loose or tight;
// so a list's cut between items without a blank line; an admonition's, when both have it there.
import type { List, Paragraph, Root, RootContent, Text } from 'mdast';
import { pageState } from './page-state.js';
import { insideItem, type Segment } from './segments.js';
import { walk } from './walk.js';

/**
 * For the cuts whose edges the renderer needs in a given form: what the run's first node after the
 * cut, and the last before it, must be.
 */
const AT_CUT: Partial<Record<Exclude<Segment['joinsPrevious'], false>, (node: RootContent | undefined) => boolean>> = {
  paragraph: (node) => node?.type === 'paragraph',
  quote: (node) => node?.type === 'blockquote',
  // An admonition box (remark-admonitions.ts).
  admonition: (node) => node?.type === 'containerDirective' && node.data?.hName === 'aside',
};

/** Characters that, left as text, may still open something that closes after a line break. */
const OPENERS = /[*_~`[<{]/;

/** Marks the lists at the edges of a run that continue across runs as loose; checks a paragraph cut at either edge. */
export default function remarkJoinRuns() {
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const { run } = pageState(file);
    if (!run) return;
    // Definitions, of links or footnotes, render nothing where they are.
    const rendered = tree.children.filter((node) => node.type !== 'definition' && node.type !== 'footnoteDefinition');
    const [first, last] = [rendered[0], rendered[rendered.length - 1]];
    if (run.joinsPrevious === 'list' && first?.type === 'list') first.spread = true;
    // A run that starts in an empty item of its own: the list holding it is loose if the lines before said so.
    if (run.looseOuter && first?.type === 'list') first.spread = true;
    // A numbered list goes on with the number its item has in the whole list.
    const numbered = insideItem(run.joinsPrevious) ? (first?.type === 'list' ? first.children[0]?.children[0] : undefined) : first;
    if (numbered?.type === 'list' && numbered.ordered && run.number !== undefined) numbered.start = run.number;
    if (run.joinsNext === 'list' && last?.type === 'list') last.spread = true;
    const startsRight = !run.joinsPrevious || (AT_CUT[run.joinsPrevious]?.(first) ?? true);
    // A paragraph cut before its end: nothing in it may still open a mark the next run closes.
    const endsRight = !run.joinsNext || ((AT_CUT[run.joinsNext]?.(last) ?? true) && !(run.joinsNext === 'paragraph' && mayOpen(last as Paragraph)));
    if (!startsRight || !endsRight) run.cutUnsafe = true;
    // A list cut between items without a blank line, or a list's item between the items of its
    // nested list: the lists on both sides must be alike loose or tight (the renderer compares;
    // after a blank line, the nested list is loose, and made so on both sides).
    const atStart = edgeLists(run.joinsPrevious, first, 'first');
    const atEnd = edgeLists(run.joinsNext, last, 'last');
    if (atStart === null || atEnd === null) run.cutUnsafe = true;
    if (atStart || atEnd) run.edgeLists = { ...(atStart ? { first: atStart } : {}), ...(atEnd ? { last: atEnd } : {}) };
  };
}

/**
 * At a cut of `kind` at the run's `edge`, for the cuts whose lists' looseness the renderer
 * compares: whether `node`'s lists are loose (see `itemLists`); null if `node` is not what the cut
 * makes; undefined for other cuts.
 */
function edgeLists(kind: Segment['joinsPrevious'], node: RootContent | undefined, edge: 'first' | 'last'): boolean[] | null | undefined {
  if (kind === 'tight-list') return node?.type === 'list' ? [loose(node)] : null;
  if (kind === 'item') return itemLists(node, edge) ?? null;
  if (kind === 'loose-item') {
    // A blank line before the item at the cut: the nested list is loose on both sides, as whole.
    const lists = itemLists(node, edge, true);
    return lists ? [lists[0]] : null;
  }
  return undefined;
}

/** Whether a list renders loose (mdast-util-to-hast's rule). */
const loose = (list: List): boolean => list.spread === true || list.children.some((item) => item.spread === true);

/**
 * The looseness of `node`, a list, and of the list nested at the edge of its edge item (the only
 * child of the first item, or the last child of the last), that list made loose first with
 * `spread`; undefined if the run's edge is not that.
 */
function itemLists(node: RootContent | undefined, edge: 'first' | 'last', spread = false): [boolean, boolean] | undefined {
  if (node?.type !== 'list') return undefined;
  const item = edge === 'first' ? node.children[0] : node.children.at(-1);
  const nested = edge === 'first' ? (item?.children.length === 1 ? item.children[0] : undefined) : item?.children.at(-1);
  if (nested?.type !== 'list') return undefined;
  if (spread) nested.spread = true;
  return [loose(node), loose(nested)];
}

/** Whether text in `paragraph` holds a character that may open a mark closed later. */
function mayOpen(paragraph: Paragraph): boolean {
  let open = false;
  walk<Text>(paragraph, 'text', (node) => {
    if (OPENERS.test(node.value)) open = true;
  });
  return open;
}
