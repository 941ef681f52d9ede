// What the build hands the remote stage, and how fetched READMEs join the docs tree.
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { DocSource } from '../content/docs/read-doc-sources.js';
import { UserError } from '../report/diagnostics.js';
import { remoteDocSource } from './remote-doc-source.js';
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
      const text = fetched.get(source.id)?.text ?? '';
      return {
        relPath: source.docPath,
        file: source.url,
        absPath: path.join(root, docsDir, source.docPath),
        text: remoteDocSource({ source, text }),
        trust: 'remote' as const,
        ...(source.linkBase ? { linkBase: source.linkBase } : {}),
      };
    });
}
