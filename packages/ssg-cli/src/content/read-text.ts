// Reads a source file of the site as text, refusing what is not: a binary file, text in another
// encoding than UTF-8, a folder where a file belongs, a file that cannot be read. Each is a user
// error naming the file (and the place of the first bad byte), instead of a page of replacement
// characters or "no title" later. A byte-order mark is dropped. A file published or read as a
// page through a symbolic link must be inside the site: a link to `/etc/passwd` named like a doc is
// a user error, never a page of the site.
import { readFileSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { TextDecoder } from 'node:util';
import { isInside } from '../output/paths.js';
import { UserError } from '../report/diagnostics.js';
import { systemReason } from '../report/system-errors.js';
import { walkFolder, type WalkedFile } from './walk-folder.js';

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * The text of `absPath`, shown as `file` in messages. Read synchronously: through `fs/promises`
 * each file costs four trips to the thread pool (open, stat, read, close), and the thousand docs
 * of the benchmark site took 4–7× as long to read that way as one after the other here.
 */
export async function readTextFile(absPath: string, file: string): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(absPath);
  } catch (error) {
    throw unreadable(file, error as NodeJS.ErrnoException);
  }
  return decodeText(bytes, file);
}

/**
 * The encoding a byte-order mark names, other than UTF-8's: text saved as UTF-16 (as Windows
 * PowerShell 5 writes a redirected `echo`) starts with one, and it decides over any other label.
 */
export function utf16Encoding(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

/** `bytes` as text (UTF-8, or UTF-16 after its byte-order mark); a user error for binary content or another encoding. */
export function decodeText(bytes: Uint8Array, file: string): string {
  const utf16 = utf16Encoding(bytes);
  if (utf16) return decodeUtf16(bytes, utf16, file);
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    throw new UserError(`${file} is a binary file, not text (it holds a NUL byte at offset ${nul})`, {
      hint: 'Only Markdown and other text files belong here; put images and downloads in static/ or next to the page that links them.',
    });
  }
  try {
    return decoder.decode(bytes);
  } catch {
    const { offset, line, column } = firstInvalidByte(bytes);
    throw new UserError(`${file}:${line}:${column}  the file is not UTF-8 text (byte 0x${bytes[offset]!.toString(16).padStart(2, '0')} at offset ${offset} is not valid UTF-8)`, {
      hint: 'Save the file as UTF-8 (most editors offer it under "Save with encoding").',
    });
  }
}

function decodeUtf16(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be', file: string): string {
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new UserError(`${file} starts as UTF-16 text but does not go on as such (an odd number of bytes, or half of a character)`, {
      hint: 'Save the file as UTF-8 (most editors offer it under "Save with encoding").',
    });
  }
  const nul = text.indexOf('\0');
  if (nul !== -1) {
    throw new UserError(`${file} is a binary file, not text (it holds a NUL character at character ${nul})`, {
      hint: 'Only Markdown and other text files belong here; put images and downloads in static/ or next to the page that links them.',
    });
  }
  return text;
}

/**
 * Every file below `absPath` (relative paths, sorted), undefined when the folder does not exist;
 * a user error when it is a file or cannot be read. A link back up the tree is not followed again.
 * A source (a path `isSource` takes) reached through a link must be inside `root` or the folder.
 */
export async function listFolder(absPath: string, folder: string, { root, isSource }: { root: string; isSource: (relPath: string) => boolean }): Promise<string[] | undefined> {
  if (!(await folderExists(absPath, folder))) return undefined;
  const files = await walkFolder(absPath).catch((error: NodeJS.ErrnoException) => {
    throw unreadable(folder, error);
  });
  await refuseLinksOutside(
    files.filter((file) => isSource(file.relPath)),
    folder,
    () => Promise.all([realpath(root), realpath(absPath)]),
  );
  return files.map((file) => file.relPath).sort();
}

/** Whether the content folder `absPath` exists; a user error when it is a file. */
export async function folderExists(absPath: string, folder: string): Promise<boolean> {
  const info = await stat(absPath).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw unreadable(folder, error);
  });
  if (info && !info.isDirectory()) {
    throw new UserError(`${folder} is a file, but the site config names it as a folder`, {
      hint: 'Rename the file, or point the config at the folder that holds these files.',
    });
  }
  return info !== undefined;
}

/** Why a file could not be read, in words. */
export function unreadable(file: string, error: NodeJS.ErrnoException): UserError {
  const reasons: Record<string, string> = {
    EISDIR: 'it is a folder, not a file',
    ENOENT: 'it does not exist (a broken symbolic link?)',
    ELOOP: 'it is a symbolic link that points back at itself',
  };
  const reason = reasons[error.code ?? ''] ?? systemReason(error) ?? `${error.code ?? 'error'}: ${error.message}`;
  return new UserError(`Could not read ${file}: ${reason}`, { hint: 'Fix the file or remove it from the site.', cause: error });
}

/** Where the first byte that is not valid UTF-8 sits (1-based line and column of characters). */
function firstInvalidByte(bytes: Uint8Array): { offset: number; line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let offset = 0; offset < bytes.length; ) {
    const byte = bytes[offset]!;
    const length = byte < 0x80 ? 1 : byte >= 0xc2 && byte < 0xe0 ? 2 : byte >= 0xe0 && byte < 0xf0 ? 3 : byte >= 0xf0 && byte < 0xf5 ? 4 : 0;
    const valid = length > 0 && offset + length <= bytes.length && [...bytes.subarray(offset + 1, offset + length)].every((next) => (next & 0xc0) === 0x80);
    if (!valid || (length > 1 && decodes(bytes.subarray(offset, offset + length)) === false)) {
      const column = new TextDecoder().decode(bytes.subarray(lineStart, offset)).length + 1;
      return { offset, line, column };
    }
    if (byte === 0x0a) {
      line++;
      lineStart = offset + 1;
    }
    offset += length;
  }
  return { offset: 0, line: 1, column: 1 };
}

function decodes(sequence: Uint8Array): boolean {
  try {
    decoder.decode(sequence);
    return true;
  } catch {
    return false;
  }
}

/**
 * A user error for the first of `files` reached through a link whose file is outside every one of
 * the `boundaries` (real paths of folders, found only when some file is linked). `folder` names the
 * walked folder in the message.
 */
export async function refuseLinksOutside(files: readonly WalkedFile[], folder: string, boundaries: () => Promise<readonly string[]>): Promise<void> {
  const linked = files.filter((file) => file.linked);
  if (linked.length === 0) return;
  const inside = await boundaries();
  await Promise.all(
    linked.map(async (file) => {
      const shown = `${folder}/${file.relPath}`;
      const real = await realpath(file.absPath).catch((error: NodeJS.ErrnoException) => {
        throw unreadable(shown, error);
      });
      if (inside.some((boundary) => isInside(boundary, real))) return;
      throw new UserError(`${shown} is a link to ${real}, outside the site folder; it is not published`, {
        hint: 'Copy the file into the site instead of linking it, or remove the link.',
      });
    }),
  );
}
