// What the build hands the remote stage, and how fetched READMEs join the docs tree.
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { DocSource } from '../content/docs/read-doc-sources.js';
import { UserError, type DiagnosticSink } from '../report/diagnostics.js';
import type { CacheUpdates } from './cache.js';
import { lockDrift } from './lock-sync.js';
import { remoteDocPage, remoteLinkBase } from './remote-doc-source.js';
import type { FetchedSource, RemoteOptions } from './types.js';

/** The remote stage's options from the site config and the `--offline` flag. */
export function remoteOptionsOf(config: SiteConfig, offline: boolean): RemoteOptions {
  const { sources: _sources, ...options } = config.remote;
  return { ...options, offline };
}

/** Each fetched `doc` source as a Markdown document of the docs tree, untrusted. */
export function remoteDocSources({
  root,
  docsDir,
  sources,
  fetched,
}: {
  root: string;
  docsDir: string;
  sources: SiteConfig['remote']['sources'];
  fetched: Map<string, FetchedSource>;
}): DocSource[] {
  return sources
    .filter((source) => source.kind === 'doc')
    .map((source) => {
      if (!source.docPath) {
        throw new UserError(`Remote source "${source.id}" is a doc but has no docPath`, {
          hint: 'Set docPath to where the page belongs in the docs tree, e.g. "examples/static.md".',
        });
      }
      const page = remoteDocPage({ source, text: fetched.get(source.id)?.text ?? '' });
      return {
        relPath: source.docPath,
        file: source.url,
        absPath: path.join(root, docsDir, source.docPath),
        text: page.text,
        lineShift: page.lineShift,
        trust: 'remote' as const,
        ...remoteLinkBase(source),
      };
    });
}

/**
 * The end of a build's remote work: one warning when the lock file does not record what was
 * fetched, and the fetched files stored in the cache, but only when the build has no error (a
 * body that broke the build must not replace the copy that last worked).
 */
export function settleRemote({ root, config, updates, diagnostics }: { root: string; config: SiteConfig; updates: CacheUpdates; diagnostics: DiagnosticSink }): void {
  const drift = lockDrift({ root, lockFile: path.resolve(root, config.remote.lockFile), current: updates.current });
  if (drift) diagnostics.add(drift);
  if (diagnostics.errors.length === 0) updates.commit();
}
