// Atomic file writes: write a temporary file beside the target, then rename it over the target,
// so a reader never sees a half-written cache file or lock file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Writes `data` to `file` through a temporary sibling and a rename; creates parent folders. */
export function writeFileAtomicSync(file: string, data: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(temp, data);
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}
