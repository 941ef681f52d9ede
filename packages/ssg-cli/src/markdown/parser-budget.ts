// The parser's step budgets. Pairing emphasis (`*`, `_`) and strikethrough (`~`) markers re-reads
// what lies between each pair, so markers nested thousands deep in one paragraph took minutes. The
// patched parser (patches/micromark-core-commonmark, patches/micromark-extension-gfm-strikethrough)
// stops pairing a paragraph's markers past a budget of steps (32 per event of the paragraph, and
// 100,000 more), leaves the rest as written, and calls the hook this module sets while a page is
// parsed.
import type { Node } from 'unist';
import { warn, type PageState } from './page-state.js';

const HOOK = Symbol.for('micromark.budgetExceeded');
const RULE = 'markdown-complexity';

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
 * promise), and warns on the page, once, at the first paragraph whose markers ran out of budget:
 * a page of many such paragraphs is one finding.
 */
export function parseWithinBudget<T>(state: PageState, parse: () => T): T {
  let first: BudgetExceeded | undefined;
  const scope = globalThis as typeof globalThis & { [HOOK]?: (found: BudgetExceeded) => void };
  scope[HOOK] = (found) => {
    first ??= found;
  };
  try {
    return parse();
  } finally {
    delete scope[HOOK];
    if (first && !state.diagnostics.some((diagnostic) => diagnostic.rule === RULE)) {
      const { what, escape } = MARKERS[first.construct];
      const node: Node = { type: 'text', position: { start: first.point, end: first.point } };
      warn(state, node, RULE, `Too many ${what} in one paragraph to pair them up: from here on they are shown as written`, `Escape the ones meant literally (${escape}) or put them in code spans.`);
    }
  }
}
