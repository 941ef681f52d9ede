// Errors of the file system that come from the machine or from the paths a user chose (a disk that
// is full, a folder ssg may not write to, a name too long for the file system), in words: they are
// reported as the user's to fix, not as ssg failing.

/** What each such error code means, said of the file or folder concerned. */
const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENAMETOOLONG: 'its name is too long',
  EMFILE: 'too many files are open',
  ENFILE: 'too many files are open',
  ENOTDIR: 'a file is in the way of a folder',
  EIO: 'the disk reported an input/output error',
};

/** The error's code, when it is an error of the system (`ENOSPC`, `EACCES`…). */
export function errorCode(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Why the system refused, in words; undefined for any other error. */
export function systemReason(error: unknown): string | undefined {
  const code = errorCode(error);
  return code === undefined ? undefined : REASONS[code];
}
