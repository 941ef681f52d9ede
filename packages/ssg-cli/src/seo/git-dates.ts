// When and by whom each file of the site last changed, from git: one `git log` over the site
// folder for the whole build (not one per file), started early so it runs while the site builds.
// A site that is not in a git repository, or a machine without git, gets an empty map: pages then
// have no date (the sitemap) and no "Last updated" line.
import { spawn } from 'node:child_process';

/** The last commit that changed a file. */
export interface LastChange {
  /** Commit date, ISO 8601 in UTC. */
  date: string;
  /** The commit's author name. */
  author: string;
}

/** The last change of every file below `root` that git knows, by path relative to `root`. */
export function gitLastModified(root: string): Promise<Map<string, LastChange>> {
  return new Promise((resolve) => {
    const dates = new Map<string, LastChange>();
    let git: ReturnType<typeof spawn>;
    try {
      // Newest commit first: a file's first appearance is its last change. `-z` keeps odd file
      // names unquoted; `--relative` limits the log to the site folder and makes paths relative to it.
      git = spawn('git', ['-c', 'core.quotepath=off', 'log', '--format=%x1e%cI%x1f%an', '--name-only', '--no-renames', '--relative', '-z', '--', '.'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      resolve(dates);
      return;
    }
    let change: LastChange | undefined;
    let rest = '';
    git.stdout?.setEncoding('utf8');
    git.stdout?.on('data', (chunk: string) => {
      const tokens = (rest + chunk).split('\0');
      rest = tokens.pop() ?? '';
      for (const token of tokens) {
        if (token.startsWith('\x1e')) {
          const [date = '', author = ''] = token.slice(1).split('\x1f');
          change = { date: new Date(date).toISOString(), author };
        } else {
          const file = token.replace(/^\n/, '');
          if (file !== '' && change && !dates.has(file)) dates.set(file, change);
        }
      }
    });
    git.on('error', () => resolve(new Map()));
    git.on('close', (code) => resolve(code === 0 ? dates : new Map()));
  });
}
