// Command-line wiring only: parses arguments with commander and hands over to the commands.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { runBuild } from './commands/build-command.js';
import { runClear } from './commands/clear-command.js';
import { runFetch } from './commands/fetch-command.js';
import { runInit, type InitCommandOptions } from './commands/init-command.js';
import { runPreview } from './commands/preview-command.js';
import { runServe } from './commands/serve-command.js';
import { reportFailure } from './commands/report-failure.js';
import { UserError } from './report/diagnostics.js';

// `@ssg/cli/build` (build.js) takes the programmatic API from this bundle's entry.
export { build, createIncrementalBuilder, writeOutput } from './api.js';
export { UserError };

/** The package version, read by the package's own name so it works from `dist/` and the bundle. */
function version(): string {
  return (createRequire(import.meta.url)('@ssg/cli/package.json') as { version: string }).version;
}

/** The site folder from the positional `[dir]` or `--root` (either, or both when they agree). */
function siteRoot(dir: string | undefined, root: string | undefined): string {
  if (dir !== undefined && root !== undefined && path.resolve(dir) !== path.resolve(root)) {
    throw new UserError(`Two site folders given: ${dir} and --root ${root}`, { hint: 'Name the site folder once, either as the argument or with --root.' });
  }
  return dir ?? root ?? '.';
}

/** `--help` text after the options: a few typical command lines. */
function examples(lines: Array<[string, string]>): string {
  const width = Math.max(...lines.map(([command]) => command.length));
  return `\nExamples:\n${lines.map(([command, what]) => `  $ ${command.padEnd(width)}  ${what}`).join('\n')}\n`;
}

const DIR = ['[dir]', 'the site folder, holding ssg.config.ts (default: .)'] as const;
const ROOT = ['--root <dir>', 'the site folder, like [dir]'] as const;

/**
 * A folder given to an option: not the next option, which takes its place when the folder was
 * left out (`--out-dir --offline` would build into ./--offline). `./-x` names a folder `-x`.
 */
function folder(value: string): string {
  if (value.startsWith('-')) throw new InvalidArgumentError('expected a folder, not an option: write the folder right after it (--out-dir dist).');
  return value;
}

/** Runs the CLI with `argv` (as `process.argv`) and resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  let exitCode = 0;
  const program = new Command('ssg')
    .description('A fast static-site generator for documentation sites and blogs.')
    .version(version(), '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showHelpAfterError('(run ssg --help for usage)')
    .exitOverride()
    .addHelpText(
      'after',
      examples([
        ['ssg init my-docs', 'start a new site in my-docs/'],
        ['ssg serve', 'work on the site in this folder, with live updates'],
        ['ssg build site', 'build the site in site/ into site/build/'],
        ['ssg preview -p 8080', 'serve that build as a host would'],
        ['ssg <command> --help', "a command's options and examples"],
      ]),
    );

  program
    .command('init')
    .description('start a new site in [dir]: config, docs, a blog post, a home page')
    .argument('[dir]', 'the folder to create the site in', '.')
    .option('--title <title>', 'the site title (default: from the folder name)')
    .option('--url <url>', 'the production URL, e.g. https://docs.example.com')
    .option('--base-url <path>', 'the path the site is served under (default: /)')
    .option('--blog', 'add a blog (the default)')
    .option('--no-blog', 'no blog')
    .option('--api', 'add an API reference from an OpenAPI file')
    .option('--no-api', 'no API reference (the default)')
    .option('-y, --yes', 'ask nothing: use the flags and defaults (as without a terminal)')
    .action(async (dir: string, options: Omit<InitCommandOptions, 'dir'>) => {
      exitCode = await runInit({ dir, ...options }, { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, today: new Date().toISOString().slice(0, 10) });
    });

  program
    .command('build')
    .description('build the site into static files')
    .argument(...DIR)
    .option(...ROOT, folder)
    .option('--out-dir <dir>', 'where to write the site (default: <root>/build)', folder)
    .option('--base-url <path>', 'serve the site under this path, e.g. /flux0/ (overrides baseUrl)')
    .option('--offline', 'do not fetch remote sources: use the cache, else the snapshots in remote/')
    .option('--no-cache', 'do not read or write the build cache (<root>/.ssg-cache/build)')
    .option('--profile', 'print when each stage ran and how much was rendered anew')
    .option('--force', 'replace the output folder even if it holds files that no build wrote')
    .option('--workers <n>', 'threads that render Markdown (default: one per core beside the build\'s own, 1 to 4; 0: in the build\'s own)')
    .addHelpText(
      'after',
      examples([
        ['ssg build', 'build the site in this folder into ./build'],
        ['ssg build site --out-dir dist', 'build site/ into dist/'],
        ['ssg build --base-url /docs/ --offline', 'for hosting under /docs/, without the network'],
      ]),
    )
    .action(async (dir: string | undefined, options: { root?: string; outDir?: string; baseUrl?: string; offline?: boolean; cache: boolean; profile?: boolean; force?: boolean; workers?: string }) => {
      exitCode = await runBuild({ ...options, root: siteRoot(dir, options.root) });
    });

  program
    .command('fetch')
    .description('refresh every remote file (cache and remote.lock.json) without building')
    .argument(...DIR)
    .option(...ROOT, folder)
    .option('--snapshots', 'also write what was fetched over the committed snapshots in remote/ (for offline builds)')
    .addHelpText(
      'after',
      examples([
        ['ssg fetch', 'refresh the cache and the lock file'],
        ['ssg fetch site --snapshots', 'also update the snapshots in site/remote/'],
      ]),
    )
    .action(async (dir: string | undefined, options: { root?: string; snapshots?: boolean }) => {
      exitCode = await runFetch({ ...options, root: siteRoot(dir, options.root) });
    });

  program
    .command('serve')
    .description('build in memory and serve the site locally, updating open pages on changes')
    .argument(...DIR)
    .option(...ROOT, folder)
    .option('--host <host>', 'the address to listen on (0.0.0.0: every network interface)', '127.0.0.1')
    .option('-p, --port <port>', 'the port to listen on (default: 3000, or the next free one)')
    .option('--base-url <path>', 'serve the site under this path (overrides baseUrl)')
    .option('--offline', 'do not fetch remote sources: use the cache, else the snapshots in remote/')
    .option('--no-cache', 'start without the build cache (<root>/.ssg-cache/build), and write none')
    .option('--open', 'open the site in a browser')
    .option('--allowed-hosts <names>', 'also answer these host names, comma-separated (.example.com: with subdomains)')
    .addHelpText(
      'after',
      examples([
        ['ssg serve', 'serve the site in this folder on http://127.0.0.1:3000/'],
        ['ssg serve site -p 8080 --open', 'serve site/ on port 8080 and open a browser'],
        ['ssg serve --host 0.0.0.0', 'let other machines on the network connect'],
      ]),
    )
    .action(async (dir: string | undefined, options: { root?: string; host: string; port?: string; baseUrl?: string; offline?: boolean; cache: boolean; open?: boolean; allowedHosts?: string }) => {
      exitCode = await runServe({ ...options, root: siteRoot(dir, options.root) });
    });

  program
    .command('preview')
    .description('serve the output of ssg build as a production host would')
    .argument(...DIR)
    .option(...ROOT, folder)
    .option('--out-dir <dir>', 'the build to serve (default: <root>/build)', folder)
    .option('--host <host>', 'the address to listen on (0.0.0.0: every network interface)', '127.0.0.1')
    .option('-p, --port <port>', 'the port to listen on (default: 3000, or the next free one)')
    .option('--base-url <path>', 'the base URL the site was built for (default: baseUrl from the config)')
    .option('--open', 'open the site in a browser')
    .option('--allowed-hosts <names>', 'also answer these host names, comma-separated (.example.com: with subdomains)')
    .addHelpText(
      'after',
      examples([
        ['ssg preview', 'serve ./build on http://127.0.0.1:3000/'],
        ['ssg preview site -p 8080', 'serve site/build on port 8080'],
      ]),
    )
    .action(async (dir: string | undefined, options: { root?: string; outDir?: string; host: string; port?: string; baseUrl?: string; open?: boolean; allowedHosts?: string }) => {
      exitCode = await runPreview({ ...options, root: siteRoot(dir, options.root) });
    });

  program
    .command('clear')
    .description('remove the caches and the output folder (only one ssg build wrote)')
    .argument(...DIR)
    .option(...ROOT, folder)
    .option('--out-dir <dir>', 'the output folder to remove (default: <root>/build)', folder)
    .addHelpText(
      'after',
      examples([
        ['ssg clear', 'remove ./build, ./.ssg-cache and the compiled config'],
        ['ssg clear site --out-dir dist', 'the same for site/, with its output in dist/'],
      ]),
    )
    .action(async (dir: string | undefined, options: { root?: string; outDir?: string }) => {
      exitCode = await runClear({ ...options, root: siteRoot(dir, options.root) });
    });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? 0 : 1;
    }
    return reportFailure(error, process.stderr);
  }
  return exitCode;
}
