// Questions on a terminal for `ssg init`, with node:readline. Lines typed (or pasted) before a
// question is asked are kept for it, so answers typed ahead are never lost.
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

export interface Asker {
  /** Asks until `parse` accepts the answer (an empty answer is the default); `parse` throws to refuse. */
  text<T>(question: string, fallback: string, parse: (answer: string) => T): Promise<T>;
  /** A yes/no question. */
  confirm(question: string, fallback: boolean): Promise<boolean>;
  close(): void;
}

/** Questions on `input`/`output`; rejects if the input ends before an answer. */
export function createAsker(input: Readable, output: Writable): Asker {
  const lines = createInterface({ input, output, terminal: (input as { isTTY?: boolean }).isTTY === true });
  const queued: string[] = [];
  let waiting: { resolve(line: string): void; reject(error: Error): void } | undefined;
  let ended = false;
  lines.on('line', (line) => {
    if (waiting) {
      const current = waiting;
      waiting = undefined;
      current.resolve(line);
    } else {
      queued.push(line);
    }
  });
  lines.on('close', () => {
    ended = true;
    waiting?.reject(new Error('The input ended before every question was answered'));
  });
  const nextLine = (prompt: string): Promise<string> => {
    output.write(prompt);
    const line = queued.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (ended) return Promise.reject(new Error('The input ended before every question was answered'));
    return new Promise((resolve, reject) => {
      waiting = { resolve, reject };
    });
  };

  return {
    async text(question, fallback, parse) {
      for (;;) {
        const answer = (await nextLine(`${question} (${fallback}): `)).trim();
        try {
          return parse(answer === '' ? fallback : answer);
        } catch (error) {
          output.write(`  ${error instanceof Error ? error.message : String(error)}\n`);
        }
      }
    },
    async confirm(question, fallback) {
      for (;;) {
        const answer = (await nextLine(`${question} (${fallback ? 'Y/n' : 'y/N'}): `)).trim().toLowerCase();
        if (answer === '') return fallback;
        if (['y', 'yes'].includes(answer)) return true;
        if (['n', 'no'].includes(answer)) return false;
        output.write('  Answer y or n.\n');
      }
    },
    close: () => lines.close(),
  };
}
