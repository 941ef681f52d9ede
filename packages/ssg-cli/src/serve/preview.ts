// `ssg preview`: serves a finished `ssg build` output as a production static host would, with the
// same HTTP rules as the dev server (site-handler.ts) but no client script, and long-lived
// immutable caching for content-hashed assets. The folder is indexed at start and again when a
// new build has replaced it (checked at most once a second, on requests).
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { UserError } from '../report/diagnostics.js';
import { listen, serverUrl } from './listen.js';
import { folderIdentity, indexOutput } from './output-index.js';
import { createSiteHandler, type SiteSnapshot } from './site-handler.js';

export interface PreviewOptions {
  /** The build folder. */
  dir: string;
  baseUrl: string;
  host: string;
  port: number;
  portChosen?: boolean;
  allowedHosts?: string[];
}

export interface RunningPreview {
  url: string;
  port: number;
  skippedPorts: number[];
  /** Files served. */
  readonly files: number;
  close(): Promise<void>;
}

const RECHECK_MS = 1000;

/** Starts serving `dir`. */
export async function preview(options: PreviewOptions): Promise<RunningPreview> {
  const dir = path.resolve(options.dir);
  const load = async (): Promise<{ snapshot: SiteSnapshot; identity: string }> => {
    const identity = await folderIdentity(dir);
    const files = await indexOutput(dir).catch(() => new Map());
    return { snapshot: { files, baseUrl: options.baseUrl }, identity };
  };
  let state = await load();
  if (!state.snapshot.files.has('index.html') && !state.snapshot.files.has('404.html')) {
    throw new UserError(`No built site in ${path.relative(process.cwd(), dir) || '.'}`, {
      hint: 'Run ssg build first (ssg preview serves its output), or point --out-dir at the folder it wrote.',
    });
  }
  let checked = Date.now();
  let reloading: Promise<void> | undefined;
  const server: Server = createServer(
    createSiteHandler({
      mode: 'preview',
      allowedHosts: [options.host, ...(options.allowedHosts ?? [])],
      async current() {
        if (Date.now() - checked > RECHECK_MS && !reloading) {
          checked = Date.now();
          reloading = (async () => {
            if ((await folderIdentity(dir)) !== state.identity) state = await load();
          })().finally(() => {
            reloading = undefined;
          });
        }
        await reloading;
        return state.snapshot;
      },
    }),
  );
  const listening = await listen(server, { host: options.host, port: options.port, portChosen: options.portChosen ?? false, command: 'ssg preview' });
  return {
    url: serverUrl(options.host, listening.port, options.baseUrl),
    port: listening.port,
    skippedPorts: listening.skipped,
    get files() {
      return state.snapshot.files.size;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
