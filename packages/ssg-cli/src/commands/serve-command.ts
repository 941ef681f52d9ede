// `ssg serve`: the dev server until Ctrl+C.
import { UserError } from '../report/diagnostics.js';
import { createReporter } from '../report/reporter.js';
import { serve } from '../serve/serve.js';
import { reportFailure } from './report-failure.js';

export interface ServeCommandOptions {
  root: string;
  host: string;
  port: string;
  baseUrl?: string;
  offline?: boolean;
}

/** Starts the dev server; resolves with an exit code when it stops or fails to start. */
export async function runServe(options: ServeCommandOptions): Promise<number> {
  const reporter = createReporter({ stream: process.stderr, env: process.env });
  try {
    const port = Number(options.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new UserError(`--port: expected a port number from 0 to 65535, got "${options.port}"`, { hint: 'For example: ssg serve --port 3000' });
    }
    const running = await serve({
      root: options.root,
      host: options.host,
      port,
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      offline: options.offline === true,
      reporter,
      onError: (error) => reportFailure(error, process.stderr),
    });
    reporter.line(`Serving ${running.url} (Ctrl+C to stop)`);
    await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
    await running.close();
    return 0;
  } catch (error) {
    reporter.done();
    return reportFailure(error, process.stderr);
  }
}
