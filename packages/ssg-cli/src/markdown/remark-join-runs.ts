// For the runs of a long page (segments.ts) that split one list between its items: the list on
// each side of the cut is marked loose, as the whole list is (a blank line separates the items at
// the cut), so that both halves render their items alike and can be joined back into one list.
import type { Root } from 'mdast';
import { pageState } from './page-state.js';

/** Marks the lists at the edges of a run that continue across runs as loose. */
export default function remarkJoinRuns() {
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const { run } = pageState(file);
    if (!run) return;
    const rendered = tree.children.filter((node) => node.type !== 'definition');
    const [first, last] = [rendered[0], rendered[rendered.length - 1]];
    if (run.joinsPrevious && first?.type === 'list') first.spread = true;
    if (run.joinsNext && last?.type === 'list') last.spread = true;
  };
}
