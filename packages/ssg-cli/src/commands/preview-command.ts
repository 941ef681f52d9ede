// `ssg preview`: serves the output of `ssg build` as a production host would, until Ctrl+C.
import path from 'node:path';
import { normalizeBaseUrl } from '../config/schema.js';
import { loadConfig } from '../config/load-config.js';
import { createReporter } from '../report/reporter.js';
import { preview } from '../serve/preview.js';
import { reportFailure } from './report-failure.js';
import { announce, parseHosts, parsePort, untilStopped } from './server-session.js';

export interface PreviewCommandOptions {
  root: string;
  outDir?: string;
  host: string;
  port?: string;
  baseUrl?: string;
  open?: boolean;
  allowedHosts?: string;
}

/** Serves the build; resolves with an exit code when it stops or fails to start. */
export async function runPreview(options: PreviewCommandOptions): Promise<number> {
  const reporter = createReporter({ stream: process.stderr, env: process.env });
  try {
    // The base URL the site was built for: --base-url as given to `ssg build`, else the config's.
    const baseUrl = options.baseUrl ? normalizeBaseUrl(options.baseUrl) : (await loadConfig({ root: options.root })).config.baseUrl;
    const running = await preview({
      dir: options.outDir ?? path.join(options.root, 'build'),
      baseUrl,
      host: options.host,
      ...parsePort(options.port, 'ssg preview'),
      allowedHosts: parseHosts(options.allowedHosts),
    });
    reporter.line(`Previewing the build in ${path.relative(process.cwd(), path.resolve(options.outDir ?? path.join(options.root, 'build'))) || '.'} (${running.files} files)`);
    await announce(reporter, { url: running.url, host: options.host, port: running.port, skippedPorts: running.skippedPorts, open: options.open === true, keys: 'press q + Enter or Ctrl+C to stop' });
    await untilStopped(() => reporter.line('  press q + Enter or Ctrl+C to stop'));
    await running.close();
    return 0;
  } catch (error) {
    reporter.done();
    return reportFailure(error, process.stderr);
  }
}
