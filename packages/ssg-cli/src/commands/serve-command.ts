// `ssg serve`: the dev server until Ctrl+C; `r` + Enter rebuilds everything, `o` + Enter opens
// the browser, `q` + Enter stops.
import { createReporter } from '../report/reporter.js';
import { openBrowser } from '../serve/open-browser.js';
import { serve } from '../serve/serve.js';
import { reportFailure } from './report-failure.js';
import { announce, parseHosts, parsePort, untilStopped } from './server-session.js';

export interface ServeCommandOptions {
  root: string;
  host: string;
  port?: string;
  baseUrl?: string;
  offline?: boolean;
  /** False with `--no-cache`. */
  cache?: boolean;
  open?: boolean;
  allowedHosts?: string;
}

const KEYS = 'press r + Enter to rebuild everything, o + Enter to open a browser, q + Enter or Ctrl+C to stop';

/** Starts the dev server; resolves with an exit code when it stops or fails to start. */
export async function runServe(options: ServeCommandOptions): Promise<number> {
  const reporter = createReporter({ stream: process.stderr, env: process.env });
  try {
    const running = await serve({
      root: options.root,
      host: options.host,
      ...parsePort(options.port, 'ssg serve'),
      allowedHosts: parseHosts(options.allowedHosts),
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      offline: options.offline === true,
      cache: options.cache !== false,
      reporter,
    });
    await announce(reporter, { url: running.url, host: options.host, port: running.port, skippedPorts: running.skippedPorts, open: options.open === true, keys: KEYS });
    await untilStopped((key) => {
      if (key === 'r') {
        reporter.line('Rebuilding everything…');
        void running.rebuildAll();
      } else if (key === 'o') {
        void openBrowser(running.url).then((warning) => warning && reporter.line(`⚠ ${warning}`));
      } else {
        reporter.line(`  ${KEYS}`);
      }
    });
    reporter.line('Stopping…');
    await running.close();
    return 0;
  } catch (error) {
    reporter.done();
    return reportFailure(error, process.stderr);
  }
}
