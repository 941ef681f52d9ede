// Which Markdown worker highlights which grammar. A grammar's first block costs a worker far more
// than any later one (50–110 ms to build its scanners, in every thread that uses it), so a grammar
// of a few blocks is highlighted by one worker only; the others send it their blocks. The build
// counts the fenced blocks of each language before rendering, and those grammars are shared out so
// that every worker gets a similar load. A grammar of many blocks is on many pages, and a page
// whose block went to another worker waits until that worker is between pages of its own: with
// one language in most blocks (a site's `bash` or `ts`), the other workers spent most of the build
// waiting. Such a grammar is highlighted by every worker that meets it: its first use again in
// each costs less than its blocks do anyway.
import { resolveLanguage } from './languages.js';

/** A grammar's first use, in blocks: what makes spreading one grammar over workers wasteful. */
const FIRST_USE_COST = 25;

/** Worker index by grammar, or EVERY_WORKER. */
export type GrammarPlan = ReadonlyMap<string, number>;

/** In a plan: each worker highlights the grammar itself. */
export const EVERY_WORKER = -1;

/** Shares out the grammars of `languages` (fence language → blocks) among `workers` workers. */
export function planGrammars(languages: ReadonlyMap<string, number>, workers: number): GrammarPlan {
  const blocks = new Map<string, number>();
  for (const [lang, count] of languages) {
    const grammar = resolveLanguage(lang);
    if (grammar !== 'text') blocks.set(grammar, (blocks.get(grammar) ?? 0) + count);
  }
  const load = new Array<number>(workers).fill(0);
  const plan = new Map<string, number>();
  const heaviestFirst = [...blocks].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  for (const [grammar, count] of heaviestFirst) {
    // Its first use in every worker costs at most about as much as its blocks.
    if (workers > 1 && count >= FIRST_USE_COST * workers) {
      plan.set(grammar, EVERY_WORKER);
      continue;
    }
    const worker = load.indexOf(Math.min(...load));
    plan.set(grammar, worker);
    load[worker] = (load[worker] ?? 0) + FIRST_USE_COST + count;
  }
  return plan;
}

/** The worker for `grammar`: planned, else one fixed by its name, so all threads agree; undefined when every worker highlights it. */
export function grammarWorker(plan: GrammarPlan, grammar: string, workers: number): number | undefined {
  const planned = plan.get(grammar);
  if (planned !== undefined) return planned === EVERY_WORKER ? undefined : planned;
  let hash = 0;
  for (const char of grammar) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % workers;
}
