import { describe, expect, it } from 'vitest';
import { EVERY_WORKER, grammarWorker, planGrammars } from './grammar-plan.js';

describe('planGrammars', () => {
  it('gives each grammar to one worker, heaviest first to the least loaded', () => {
    const plan = planGrammars(new Map([['bash', 40], ['sh', 9], ['python', 11], ['json', 10], ['javascript', 8], ['toml', 3]]), 2);
    // shellscript (49) → 0; python (11) → 1; json (10) → 1 (36 < 74); javascript (8) → 1 (71 < 74); toml → 0.
    expect(Object.fromEntries(plan)).toEqual({ shellscript: 0, python: 1, json: 1, javascript: 1, toml: 0 });
  });

  it('has every worker highlight a grammar of as many blocks as its first use in each costs, and shares out the others', () => {
    // With three workers, 75 blocks and more: shellscript (90) and json (75); python and toml go to the least loaded.
    const plan = planGrammars(new Map([['bash', 80], ['sh', 10], ['json', 75], ['python', 74], ['toml', 3]]), 3);
    expect(Object.fromEntries(plan)).toEqual({ shellscript: EVERY_WORKER, json: EVERY_WORKER, python: 0, toml: 1 });
    expect(grammarWorker(plan, 'shellscript', 3)).toBeUndefined();
    expect(grammarWorker(plan, 'python', 3)).toBe(0);
    // One worker has them all.
    expect(Object.fromEntries(planGrammars(new Map([['bash', 500]]), 1))).toEqual({ shellscript: 0 });
  });

  it('leaves out plain text and unknown languages', () => {
    expect([...planGrammars(new Map([['text', 5], ['flowchartz', 2], ['', 1], ['py', 1]]), 3)]).toEqual([['python', 0]]);
  });

  it('puts everything on the only worker', () => {
    expect(new Set(planGrammars(new Map([['bash', 3], ['python', 2]]), 1).values())).toEqual(new Set([0]));
  });
});

describe('grammarWorker', () => {
  it('uses the plan, and a fixed worker per name for grammars the plan does not know', () => {
    const plan = new Map([['python', 1]]);
    expect(grammarWorker(plan, 'python', 2)).toBe(1);
    const yaml = grammarWorker(plan, 'yaml', 3);
    expect(yaml).toBeGreaterThanOrEqual(0);
    expect(yaml).toBeLessThan(3);
    expect(grammarWorker(new Map(), 'yaml', 3)).toBe(yaml);
  });
});
