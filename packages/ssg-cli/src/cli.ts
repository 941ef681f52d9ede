// Command-line wiring only: parses arguments with commander and hands over to the commands.
import { createRequire } from 'node:module';
import { Command, CommanderError } from 'commander';
import { runBuild } from './commands/build-command.js';
import { runFetch } from './commands/fetch-command.js';
import { runInit, type InitCommandOptions } from './commands/init-command.js';
import { runPreview } from './commands/preview-command.js';
import { runServe } from './commands/serve-command.js';
import { reportFailure } from './commands/report-failure.js';

/** The package version, read by the package's own name so it works from `dist/` and the bundle. */
function version(): string {
  return (createRequire(import.meta.url)('@ssg/cli/package.json') as { version: string }).version;
}

/** Runs the CLI with `argv` (as `process.argv`) and resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  let exitCode = 0;
  const program = new Command('ssg')
    .description('A fast static-site generator for documentation sites and blogs.')
    .version(version(), '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showHelpAfterError('(run ssg --help for usage)')
    .exitOverride();

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
    .option('--root <dir>', 'the site folder, holding ssg.config.ts', '.')
    .option('--out-dir <dir>', 'where to write the site (default: <root>/build)')
    .option('--base-url <path>', 'serve the site under this path, e.g. /flux0/ (overrides baseUrl)')
    .option('--offline', 'do not fetch remote sources: use the cache, else the snapshots in remote/')
    .option('--no-cache', 'do not read or write the build cache (<root>/.ssg-cache/build)')
    .option('--profile', 'print when each stage ran and how much was rendered anew')
    .option('--force', 'replace the output folder even if it holds files that no build wrote')
    .action(async (options: { root: string; outDir?: string; baseUrl?: string; offline?: boolean; cache: boolean; profile?: boolean; force?: boolean }) => {
      exitCode = await runBuild(options);
    });

  program
    .command('fetch')
    .description('refresh every remote file (cache and remote.lock.json) without building')
    .option('--root <dir>', 'the site folder, holding ssg.config.ts', '.')
    .option('--snapshots', 'also write what was fetched over the committed snapshots in remote/ (for offline builds)')
    .action(async (options: { root: string; snapshots?: boolean }) => {
      exitCode = await runFetch(options);
    });

  program
    .command('serve')
    .description('build in memory and serve the site locally, updating open pages on changes')
    .option('--root <dir>', 'the site folder, holding ssg.config.ts', '.')
    .option('--host <host>', 'the address to listen on (0.0.0.0: every network interface)', '127.0.0.1')
    .option('--port <port>', 'the port to listen on (default: 3000, or the next free one)')
    .option('--base-url <path>', 'serve the site under this path (overrides baseUrl)')
    .option('--offline', 'do not fetch remote sources: use the cache, else the snapshots in remote/')
    .option('--open', 'open the site in a browser')
    .option('--allowed-hosts <names>', 'also answer these host names, comma-separated (.example.com: with subdomains)')
    .action(async (options: { root: string; host: string; port?: string; baseUrl?: string; offline?: boolean; open?: boolean; allowedHosts?: string }) => {
      exitCode = await runServe(options);
    });

  program
    .command('preview')
    .description('serve the output of ssg build as a production host would')
    .option('--root <dir>', 'the site folder, holding ssg.config.ts', '.')
    .option('--out-dir <dir>', 'the build to serve (default: <root>/build)')
    .option('--host <host>', 'the address to listen on (0.0.0.0: every network interface)', '127.0.0.1')
    .option('--port <port>', 'the port to listen on (default: 3000, or the next free one)')
    .option('--base-url <path>', 'the base URL the site was built for (default: baseUrl from the config)')
    .option('--open', 'open the site in a browser')
    .option('--allowed-hosts <names>', 'also answer these host names, comma-separated (.example.com: with subdomains)')
    .action(async (options: { root: string; outDir?: string; host: string; port?: string; baseUrl?: string; open?: boolean; allowedHosts?: string }) => {
      exitCode = await runPreview(options);
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
