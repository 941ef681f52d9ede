// `ssg fetch`: refreshes the cache of every remote file the site uses (the declared sources and
// the files code references show) and records them in the lock file, dropping the entries of
// files the site no longer uses. The only command that writes the lock file. With `--snapshots`
// it also writes what it fetched over the committed snapshots (remote/…), for offline builds.
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/load-config.js';
import type { SiteConfig } from '../config/schema.js';
import { parseGitHubFileUrl } from '../markdown/rehype-code-reference.js';
import { codeReferenceUrls } from '../pipeline/memoize-renderers.js';
import { comparePositions, DiagnosticSink, formatDiagnostic } from '../report/diagnostics.js';
import { createReporter } from '../report/reporter.js';
import { remoteOptionsOf } from '../remote/build-inputs.js';
import { cacheFilePath } from '../remote/cache.js';
import { codeSnapshotPath, createCacheUpdates, createCodeReferenceFetcher, fetchSources, githubRawFile, snapshotPathOf, writeLock } from '../remote/index.js';
import { reportFailure } from './report-failure.js';

/** Fetches every remote file of the site and writes the lock file; returns the exit code. */
export async function runFetch(options: { root: string; snapshots?: boolean }): Promise<number> {
  const reporter = createReporter({ stream: process.stderr, env: process.env });
  try {
    const root = path.resolve(options.root);
    const { config } = await loadConfig({ root });
    const diagnostics = new DiagnosticSink();
    const remoteOptions = remoteOptionsOf(config, false);
    const updates = createCacheUpdates({ deferred: false });
    // A page whose references cannot all be read (not https URLs) has none fetched.
    const urls = new Set((await markdownSources(root, config)).flatMap((text) => codeReferenceUrls(text) ?? []));
    const references = [...urls].map((url) => githubRawFile(parseGitHubFileUrl(url)?.rawUrl ?? '')).filter((file) => file !== undefined);
    reporter.stage(`Fetching ${config.remote.sources.length} remote sources and ${references.length} code references`);
    const fetched = await fetchSources({ root, sources: config.remote.sources, options: remoteOptions, diagnostics, env: process.env, updates });
    const fetchCode = createCodeReferenceFetcher({ root, options: remoteOptions, diagnostics, env: process.env, updates });
    const codeResults = await Promise.all(references.map(async ({ rawUrl }) => ({ url: rawUrl, result: await fetchCode(rawUrl) })));
    reporter.done();
    for (const { url, result } of codeResults) {
      if ('error' in result) diagnostics.add({ severity: 'warning', rule: 'remote', file: url, message: result.error });
    }
    const ids = [...config.remote.sources.map((source) => source.id), ...references.map((file) => file.id)];
    const lockFile = path.resolve(root, config.remote.lockFile);
    const { written, pruned } = writeLock({ lockFile, ids, current: updates.current });
    if (options.snapshots) {
      const snapshots = new Map<string, string>([
        ...config.remote.sources.map((source): [string, string] => [source.id, snapshotPathOf(source)]),
        ...references.map((file): [string, string] => [file.id, codeSnapshotPath(file.id)]),
      ]);
      const cacheDir = path.resolve(root, config.remote.cacheDir);
      for (const id of updates.current.keys()) {
        const snapshot = snapshots.get(id);
        if (!snapshot) continue;
        const target = path.resolve(root, snapshot);
        await mkdir(path.dirname(target), { recursive: true });
        await copyFile(cacheFilePath(cacheDir, id), target);
        reporter.line(`  snapshot ${snapshot}`);
      }
    }
    for (const diagnostic of [...diagnostics.items].sort(comparePositions)) reporter.line(`⚠ ${formatDiagnostic(diagnostic)}`);
    for (const source of fetched.values()) reporter.line(`  ${source.id.padEnd(24)} ${source.origin.padEnd(12)} ${source.url}`);
    const fresh = updates.current.size;
    const total = config.remote.sources.length + references.length;
    const lockText = written ? `${path.relative(process.cwd(), lockFile) || lockFile} updated` : 'lock file unchanged';
    const prunedText = pruned.length > 0 ? `, ${pruned.length} stale entr${pruned.length === 1 ? 'y' : 'ies'} removed (${pruned.join(', ')})` : '';
    const warnings = `${diagnostics.items.length} warning${diagnostics.items.length === 1 ? '' : 's'}`;
    reporter.line(`✔ ${fresh} of ${total} remote files fetched, ${warnings}; ${lockText}${prunedText}`);
    return 0;
  } catch (error) {
    reporter.done();
    return reportFailure(error, process.stderr);
  }
}

/** The text of every Markdown file in the site's docs, blog and pages folders. */
async function markdownSources(root: string, config: SiteConfig): Promise<string[]> {
  const folders = [config.docs.path, config.pages.path, ...(config.blog === false ? [] : [config.blog.path])];
  const files = await Promise.all(
    folders.map(async (folder) => {
      const dir = path.join(root, folder);
      const entries = await readdir(dir, { recursive: true }).catch(() => []);
      return entries.filter((entry) => /\.mdx?$/.test(entry)).map((entry) => path.join(dir, entry));
    }),
  );
  return Promise.all(files.flat().map((file) => readFile(file, 'utf8').catch(() => '')));
}
