// Where the synthetic corpus generator is: `shared/bench/gen-corpus.py` beside the repository, or
// beside a folder above it (a worktree of the repository).
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The absolute path of gen-corpus.py for the repository at `repo`. */
export function corpusGenerator(repo) {
  for (let dir = path.dirname(repo); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'bench', 'gen-corpus.py');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error('shared/bench/gen-corpus.py was not found beside the repository');
  }
}
