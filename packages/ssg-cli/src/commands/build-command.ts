// `ssg build`: build (pages go to a staging folder as they are rendered), print diagnostics, put
// the output in place atomically, summarise.
import path from 'node:path';
import { build, type BuildResult } from '../build.js';
import { formatDiagnostic, UserError, type Diagnostic } from '../report/diagnostics.js';
import { checkOutputDir } from '../output/check-output-dir.js';
import { writeRoutesLock } from '../graph/routes-lock.js';
import { stageOutput } from '../output/write-output.js';
import { createReporter } from '../report/reporter.js';
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
  const reporter = createReporter({ stream: process.stderr, env: process.env });
  const outDir = path.resolve(options.outDir ?? path.join(options.root, 'build'));
  const guard = { root: options.root, force: options.force === true };
  // Checked before building, so a mistaken --out-dir costs nothing; again with the site's source
  // folders before the output is replaced.
  const checked = checkOutputDir({ outDir, ...guard });
  const staged = stageOutput(outDir, guard);
  try {
    const workers = options.workers === undefined ? undefined : parseWorkers(options.workers);
    await checked;
    const result = await build({
      ...(workers === undefined ? {} : { workers }),
      root: options.root,
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      offline: options.offline === true,
      env: process.env,
      reporter,
      persistentCache: options.cache !== false,
      writePage: staged.write,
      reusePage: staged.reuse,
    });
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    const warnings = result.diagnostics.filter((d) => d.severity === 'warning');
    for (const diagnostic of [...warnings, ...errors]) {
      reporter.line(`${diagnostic.severity === 'error' ? '✖' : '⚠'} ${formatDiagnostic(diagnostic)}`);
    }
    if (errors.length > 0) {
      throw new UserError(`Build failed with ${errors.length} error${errors.length === 1 ? '' : 's'} (listed above); nothing was written`, {
        hint: failureHint(errors),
      });
    }
    reporter.stage(`Writing ${result.stats.files} files`);
    await checkOutputDir({ outDir, ...guard, sourceDirs: sourceDirsOf(options.root, result.config) });
    await staged.commit(result.files);
    if (result.routesLock) writeRoutesLock(result.routesLock);
    reporter.done();
    const seconds = (result.stats.ms / 1000).toFixed(2);
    const warningText = `${warnings.length} warning${warnings.length === 1 ? '' : 's'}`;
    reporter.line(`✔ Built ${result.stats.pages} pages in ${seconds} s, ${warningText} → ${path.relative(process.cwd(), outDir) || '.'}`);
    if (options.profile) for (const line of profileLines(result.stats)) reporter.line(line);
    return 0;
  } catch (error) {
    reporter.done();
    await staged.discard();
    return reportFailure(error, process.stderr);
  }
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
