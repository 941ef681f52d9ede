// One run of the build: what every stage is handed (the site folder, the diagnostics, the
// reporter, the caller's cache) and the timeline of the stages, for `ssg build --profile`.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DiagnosticSink } from '../report/diagnostics.js';
import { silentReporter, type Reporter } from '../report/reporter.js';
import { createCacheUpdates, type CacheUpdates, type RemoteEnv } from '../remote/index.js';
import type { BuildCache } from './build-cache.js';

/** When a stage ran, in milliseconds from the start of the build. */
export interface StageTiming {
  stage: string;
  start: number;
  end: number;
}

export interface BuildRun {
  /** Absolute path of the site folder. */
  root: string;
  offline: boolean;
  /** Whether docs and posts marked `draft: true` are built (the dev server). */
  includeDrafts: boolean;
  /** What the build fetched, stored in the remote cache only once the build succeeded. */
  remoteUpdates: CacheUpdates;
  /** Whether the pages load the theme's browser runtime. */
  browserRuntime: boolean;
  env: RemoteEnv;
  cache: BuildCache;
  /** Markdown worker threads, when the caller chose (`--workers`); else the engine's default. */
  workers?: number;
  diagnostics: DiagnosticSink;
  reporter: Reporter;
  /** Stages run so far, in the order they started (they may overlap). */
  timeline: StageTiming[];
  /** Runs one stage of the build: shows it on the progress line and times it. */
  stage<T>(label: string, work: () => Promise<T> | T): Promise<T>;
  /** Runs and times one step (on the timeline, not on the progress line). */
  step<T>(label: string, work: () => Promise<T> | T): Promise<T>;
  /** Milliseconds since the build started. */
  elapsed(): number;
}

export interface BuildRunOptions {
  root: string;
  offline?: boolean;
  includeDrafts?: boolean;
  browserRuntime?: boolean;
  env?: RemoteEnv;
  cache?: BuildCache;
  workers?: number;
  reporter?: Reporter;
}

/** Starts the clock of a build. */
export function startBuildRun({ root, offline = false, includeDrafts = false, browserRuntime = true, env = {}, cache = {}, workers, reporter = silentReporter }: BuildRunOptions): BuildRun {
  const started = performance.now();
  const timeline: StageTiming[] = [];
  const elapsed = (): number => performance.now() - started;
  const step = async <T>(label: string, work: () => Promise<T> | T): Promise<T> => {
    const timing = { stage: label, start: elapsed(), end: 0 };
    timeline.push(timing);
    try {
      return await work();
    } finally {
      timing.end = elapsed();
    }
  };
  return {
    root: path.resolve(root),
    offline,
    includeDrafts,
    remoteUpdates: createCacheUpdates({ deferred: true }),
    browserRuntime,
    env,
    cache,
    ...(workers === undefined ? {} : { workers }),
    diagnostics: new DiagnosticSink(),
    reporter,
    timeline,
    elapsed,
    stage(label, work) {
      reporter.stage(label);
      return step(label, work);
    },
    step,
  };
}
