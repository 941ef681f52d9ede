import { describe, expect, it } from 'vitest';
import * as remote from './index.js';

describe('remote stage exports', () => {
  it('are exactly these', () => {
    expect(Object.keys(remote).sort()).toEqual([
      'createCodeReferenceFetcher',
      'fetchSources',
      'githubRawFile',
      'mirrorUrl',
      'readLockFile',
      'remoteDocSource',
      'resolveRemoteOptions',
      'snapshotPathOf',
    ]);
  });
});
