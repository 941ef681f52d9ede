// `ssg fetch`: refreshes the cache and lock file of every remote source, without building.
import path from 'node:path';
import { loadConfig } from '../config/load-config.js';
import { DiagnosticSink, formatDiagnostic } from '../report/diagnostics.js';
import { createReporter } from '../report/reporter.js';
import { remoteOptionsOf } from '../remote/build-inputs.js';
import { fetchSources } from '../remote/index.js';
import { reportFailure } from './report-failure.js';

/** Fetches every declared source; returns the exit code. */
export async function runFetch(options: { root: string }): Promise<number> {
  const reporter = createReporter({ stream: process.stderr, env: process.env });
  try {
    const root = path.resolve(options.root);
    const { config } = await loadConfig({ root });
    const diagnostics = new DiagnosticSink();
    reporter.stage(`Fetching ${config.remote.sources.length} remote sources`);
    const fetched = await fetchSources({
      root,
      sources: config.remote.sources,
      options: remoteOptionsOf(config, false),
      diagnostics,
      env: process.env,
    });
    reporter.done();
    for (const diagnostic of diagnostics.items) reporter.line(`⚠ ${formatDiagnostic(diagnostic)}`);
    for (const source of fetched.values()) reporter.line(`  ${source.id.padEnd(24)} ${source.origin.padEnd(12)} ${source.url}`);
    const fresh = [...fetched.values()].filter((source) => source.origin === 'network' || source.origin === 'not-modified').length;
    reporter.line(`✔ ${fresh} of ${fetched.size} sources fetched, ${diagnostics.items.length} warning${diagnostics.items.length === 1 ? '' : 's'}`);
    return 0;
  } catch (error) {
    reporter.done();
    return reportFailure(error, process.stderr);
  }
}
