// The short content hash that names the build's own files (stylesheets, scripts), so that a
// changed file gets a new name and an unchanged one can be cached for good.
import { createHash } from 'node:crypto';

/** A short content hash. */
export function contentHash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 10);
}
