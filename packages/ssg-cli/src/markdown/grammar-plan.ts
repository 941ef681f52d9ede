// Which Markdown worker highlights which grammar. A grammar's first block costs a worker far more
// than any later one (50–110 ms to build its scanners, in every thread that uses it), so each
// grammar is highlighted by one worker only; the others send it their blocks. The build counts
// the fenced blocks of each language before rendering, and the grammars are shared out so that
// every worker gets a similar load.
import { resolveLanguage } from './languages.js';

/** A grammar's first use, in blocks: what makes spreading one grammar over workers wasteful. */
const FIRST_USE_COST = 25;

/** Worker index by grammar. */
export type GrammarPlan = ReadonlyMap<string, number>;

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
    const worker = load.indexOf(Math.min(...load));
    plan.set(grammar, worker);
    load[worker] = (load[worker] ?? 0) + FIRST_USE_COST + count;
  }
  return plan;
}

/** The worker for `grammar`: planned, else one fixed by its name, so all threads agree. */
export function grammarWorker(plan: GrammarPlan, grammar: string, workers: number): number {
  const planned = plan.get(grammar);
  if (planned !== undefined) return planned;
  let hash = 0;
  for (const char of grammar) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % workers;
}
