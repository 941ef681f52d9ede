import { describe, expect, it } from 'vitest';
import * as remote from './index.js';

describe('remote stage exports', () => {
  it('are exactly these', () => {
    expect(Object.keys(remote).sort()).toEqual([
      'codeSnapshotPath',
      'createCacheUpdates',
      'createCodeReferenceFetcher',
      'fetchSources',
      'githubRawFile',
      'lockDrift',
      'mirrorUrl',
      'readLockFile',
      'remoteDocSource',
      'resolveRemoteOptions',
      'snapshotPathOf',
      'writeLock',
    ]);
  });
});
