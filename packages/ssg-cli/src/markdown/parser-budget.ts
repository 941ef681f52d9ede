// The parser's step budgets. Pairing emphasis (`*`, `_`) and strikethrough (`~`) markers walks
// back over the paragraph for each closing marker and re-reads what lies between each pair, so
// thousands of unpaired or deeply nested markers in one paragraph took minutes. The patched
// parser (patches/micromark-core-commonmark, patches/micromark-extension-gfm-strikethrough) stops
// pairing a paragraph's markers past a budget of steps (about a second of work), leaves the rest
// as written, and calls the hook this module sets while a page is parsed.
import type { Node } from 'unist';
import { warn, type PageState } from './page-state.js';

const HOOK = Symbol.for('micromark.budgetExceeded');

interface BudgetExceeded {
  construct: 'attention' | 'strikethrough';
  point: { line: number; column: number; offset: number };
}

const MARKERS: Record<BudgetExceeded['construct'], { what: string; escape: string }> = {
  attention: { what: 'emphasis markers (* and _)', escape: '\\* and \\_' },
  strikethrough: { what: 'strikethrough markers (~)', escape: '\\~' },
};

/**
 * Calls `parse`, which must parse synchronously (unified's `process` parses before it returns its
 * promise), and warns on the page for each paragraph whose markers ran out of budget meanwhile.
 */
export function parseWithinBudget<T>(state: PageState, parse: () => T): T {
  const exceeded: BudgetExceeded[] = [];
  const scope = globalThis as typeof globalThis & { [HOOK]?: (found: BudgetExceeded) => void };
  scope[HOOK] = (found) => exceeded.push(found);
  try {
    return parse();
  } finally {
    delete scope[HOOK];
    for (const { construct, point } of exceeded) {
      const { what, escape } = MARKERS[construct];
      const node: Node = { type: 'text', position: { start: point, end: point } };
      warn(state, node, 'markdown-complexity', `Too many ${what} in one paragraph to pair them up: from here on they are shown as written`, `Escape the ones meant literally (${escape}) or put them in code spans.`);
    }
  }
}
