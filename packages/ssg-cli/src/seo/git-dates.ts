// When each file of the site last changed, from git: one `git log` over the site folder for the
// whole build (not one per file), started early so it runs while the site builds. A site that is
// not in a git repository, or a machine without git, gets an empty map: pages then have no date.
import { spawn } from 'node:child_process';

/** Last commit date (ISO 8601, UTC) of every file below `root` that git knows, by path relative to `root`. */
export function gitLastModified(root: string): Promise<Map<string, string>> {
  return new Promise((resolve) => {
    const dates = new Map<string, string>();
    let git: ReturnType<typeof spawn>;
    try {
      // Newest commit first: a file's first appearance is its last change. `-z` keeps odd file
      // names unquoted; `--relative` limits the log to the site folder and makes paths relative to it.
      git = spawn('git', ['-c', 'core.quotepath=off', 'log', '--format=%x1e%cI', '--name-only', '--no-renames', '--relative', '-z', '--', '.'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      resolve(dates);
      return;
    }
    let date = '';
    let rest = '';
    git.stdout?.setEncoding('utf8');
    git.stdout?.on('data', (chunk: string) => {
      const tokens = (rest + chunk).split('\0');
      rest = tokens.pop() ?? '';
      for (const token of tokens) {
        if (token.startsWith('\x1e')) date = new Date(token.slice(1)).toISOString();
        else {
          const file = token.replace(/^\n/, '');
          if (file !== '' && date !== '' && !dates.has(file)) dates.set(file, date);
        }
      }
    });
    git.on('error', () => resolve(new Map()));
    git.on('close', (code) => resolve(code === 0 ? dates : new Map()));
  });
}
