// `ssg build`: build (pages go to a staging folder as they are rendered), print diagnostics, put
// the output in place atomically, summarise.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build, loadBuildConfig, type BuildResult } from '../build.js';
import { formatDiagnostic, UserError, type Diagnostic } from '../report/diagnostics.js';
import { checkOutputDir } from '../output/check-output-dir.js';
import { writeRoutesLock } from '../graph/routes-lock.js';
import { stageOutput } from '../output/write-output.js';
import { inputsDigest, outputDigest, outsideSite, readLastBuild, readSiteState, saveLastBuild, type LastBuild } from '../pipeline/unchanged-build.js';
import { createReporter, type Reporter } from '../report/reporter.js';
import { catchSiteCodeErrors } from '../runtime/site-code-errors.js';
import { reportFailure } from './report-failure.js';
import { sourceDirsOf } from './source-dirs.js';

export interface BuildCommandOptions {
  root: string;
  outDir?: string;
  baseUrl?: string;
  offline?: boolean;
  /** `false` (`--no-cache`): neither read nor write `<root>/.ssg-cache/build/`. */
  cache?: boolean;
  /** Print when each stage ran and what was reused. */
  profile?: boolean;
  /** Replace a non-empty output folder that no build wrote. */
  force?: boolean;
  /** `--workers <n>`: Markdown worker threads (0: render in the build's own thread). */
  workers?: string;
}

/** `--workers <n>` as a number of threads. */
function parseWorkers(value: string): number {
  const workers = Number(value);
  if (!/^\d+$/.test(value.trim()) || workers > 64) {
    throw new UserError(`--workers: expected a number of threads from 0 to 64, got "${value}"`, {
      hint: "For example: ssg build --workers 2 (0 renders Markdown in the build's own thread)",
    });
  }
  return workers;
}

/** Runs a build from the command line and returns the exit code. */
export async function runBuild(options: BuildCommandOptions): Promise<number> {
  const started = performance.now();
  const reporter = createReporter({ stream: process.stderr, env: process.env });
  const outDir = path.resolve(options.outDir ?? path.join(options.root, 'build'));
  const outName = path.relative(process.cwd(), outDir) || '.';
  const guard = { root: options.root, force: options.force === true };
  const persistentCache = options.cache !== false;
  const offline = options.offline === true;
  // What the output is made from, as it is before anything is read (a file saved during the build
  // is then a change for the next one); with the last build's record, the output may be this build's.
  const site = persistentCache ? readSiteState(options.root, outDir) : undefined;
  const last = persistentCache ? readLastBuild(options.root) : undefined;
  // The first error the site's code throws once it has run (a timer of the config's) fails the
  // build before it writes; an uncaught error of ssg's own ends it at once, as it would unheard.
  let failedLater: UserError | undefined;
  const release = catchSiteCodeErrors(path.resolve(options.root), (error) => {
    if (!(error instanceof UserError)) process.exit(reportFailure(error, process.stderr));
    failedLater ??= error;
  });
  try {
    const workers = options.workers === undefined ? undefined : parseWorkers(options.workers);
    if (last) reporter.stage('Loading config');
    const loading = last ? loadBuildConfig(options.root, options.baseUrl) : undefined;
    // Read while the config compiles (in esbuild's process).
    const output = last ? outputDigest(outDir) : undefined;
    const loaded = await loading;
    const settings = { root: options.root, outDir, offline, env: process.env };
    const inputs = site && last && loaded ? await inputsDigest(site, last.outside, { ...settings, config: loaded.config }) : undefined;
    if (last && inputs === last.inputs && output === last.output && (offline || !last.remote)) {
      reportUnchanged(reporter, last, outName, options.profile === true ? performance.now() - started : undefined);
      return 0;
    }
    const checked = checkOutputDir({ outDir, ...guard });
    const staged = stageOutput(outDir, guard);
    try {
      await checked;
      const result = await build({
        ...(workers === undefined ? {} : { workers }),
        root: options.root,
        ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
        ...(loaded ? { config: loaded } : {}),
        offline,
        env: process.env,
        reporter,
        persistentCache,
        writePage: staged.write,
        reusePage: staged.reuse,
      });
      const errors = result.diagnostics.filter((d) => d.severity === 'error');
      const warnings = result.diagnostics.filter((d) => d.severity === 'warning');
      const printed = (diagnostic: Diagnostic): string => `${diagnostic.severity === 'error' ? '✖' : '⚠'} ${formatDiagnostic(diagnostic)}`;
      printLines(reporter, [...warnings, ...errors], printed);
      if (errors.length > 0) {
        throw new UserError(`Build failed with ${errors.length} error${errors.length === 1 ? '' : 's'} (listed above); nothing was written`, {
          hint: failureHint(errors),
        });
      }
      if (failedLater) throw failedLater;
      reporter.stage(`Writing ${result.stats.files} files`);
      await checkOutputDir({ outDir, ...guard, sourceDirs: sourceDirsOf(options.root, result.config) });
      await staged.commit(result.files);
      if (result.routesLock) {
        writeRoutesLock(result.routesLock);
        site?.refresh(result.routesLock.file);
      }
      if (site) {
        const outside = outsideSite(options.root, result.dependencies);
        saveLastBuild(options.root, {
          inputs: await inputsDigest(site, outside, { ...settings, config: result.config }),
          outside,
          output: outputDigest(outDir),
          remote: result.stats.remote,
          pages: result.stats.pages,
          files: result.stats.files,
          // Routes gone since the lock was written are reported once: the lock now lists this build's.
          warnings: warnings.filter((diagnostic) => diagnostic.rule !== 'routesLock').map(printed),
        });
      }
      reporter.done();
      const seconds = (result.stats.ms / 1000).toFixed(2);
      reporter.line(`✔ Built ${result.stats.pages} pages in ${seconds} s, ${countWarnings(warnings.length)} → ${outName}`);
      if (options.profile) for (const line of profileLines(result.stats)) reporter.line(line);
      return 0;
    } catch (error) {
      await staged.discard();
      throw error;
    }
  } catch (error) {
    reporter.done();
    return reportFailure(error, process.stderr);
  } finally {
    release();
  }
}

/** A build with nothing changed: the last build's warnings again, and its summary. */
function reportUnchanged(reporter: Reporter, last: LastBuild, outName: string, checkedMs: number | undefined): void {
  printLines(reporter, last.warnings, (line) => line);
  reporter.done();
  reporter.line(`✔ Nothing changed since the last build: ${last.pages} pages, ${countWarnings(last.warnings.length)} → ${outName}`);
  if (checkedMs !== undefined) reporter.line(`  inputs and output checked in ${Math.round(checkedMs)} ms; nothing rendered or written`);
}

/**
 * The lines of `items`, written a few hundred at a time, each made as its turn comes: a build of a
 * hundred thousand warnings wrote each on its own (half a second), and held them all at once (30 MB).
 */
function printLines<T>(reporter: Reporter, items: readonly T[], line: (item: T) => string): void {
  for (let start = 0; start < items.length; start += LINES_PER_WRITE) reporter.line(items.slice(start, start + LINES_PER_WRITE).map(line).join('\n'));
}

const LINES_PER_WRITE = 256;

function countWarnings(count: number): string {
  return `${count} warning${count === 1 ? '' : 's'}`;
}

/** `--profile`: each stage's start and end (they overlap), and how much was rendered anew. */
function profileLines(stats: BuildResult['stats']): string[] {
  const ms = (value: number): string => `${Math.round(value)}`.padStart(6);
  return [
    ...stats.stages.map((stage) => `  ${ms(stage.start)} → ${ms(stage.end)} ms  ${stage.stage}`),
    `  pages rendered ${stats.rendered} of ${stats.pages}; Markdown pages and code blocks rendered: ${stats.markdown}`,
  ];
}

const LINK_RULES = new Set(['onBrokenLinks', 'onBrokenMarkdownLinks', 'onBrokenAnchors', 'onDuplicateRoutes']);
const BLOG_RULES = new Set(['onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts']);

/** What to do about failing diagnostics: rules with a configurable level say where to lower it. */
function failureHint(errors: Diagnostic[]): string {
  const sections = [
    ...(errors.some((d) => LINK_RULES.has(d.rule)) ? ['`links`'] : []),
    ...(errors.some((d) => BLOG_RULES.has(d.rule)) ? ['`blog`'] : []),
  ];
  if (sections.length === 0) return 'Fix them and build again.';
  const levels = `lower the rule level in the ${sections.join(' and ')} section${sections.length > 1 ? 's' : ''} of the site config`;
  const others = errors.some((d) => !LINK_RULES.has(d.rule) && !BLOG_RULES.has(d.rule));
  return `Fix them, or ${levels}${others ? ' for those rules' : ''}.`;
}
