// Atomic file writes: write a temporary file beside the target, then rename it over the target,
// so a reader never sees a half-written cache file, lock file or compiled module.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A temporary sibling of `file`, unique to this process and call. */
const temporaryFor = (file: string): string => `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;

/** Writes `data` to `file` through a temporary sibling and a rename; creates parent folders. */
export function writeFileAtomicSync(file: string, data: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = temporaryFor(file);
  try {
    fs.writeFileSync(temp, data);
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

/** `writeFileAtomicSync` without blocking the thread. */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = temporaryFor(file);
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
