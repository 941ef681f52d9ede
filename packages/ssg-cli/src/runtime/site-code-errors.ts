// The site's own code that runs in the build's thread (its config, its sidebars file, React pages,
// component overrides) can fail after it has returned: a timer it set throws, a promise it made is
// rejected with no one to catch it. Node then ends the process with a stack trace, in the middle
// of a build. Such an error becomes a user error at the line that threw.
import { pathToFileURL } from 'node:url';
import { UserError } from '../report/diagnostics.js';
import { compileCacheDir, thrownAt } from './compile-module.js';

const HINT = 'Something the code started (a timer, a request, a promise) failed later: await it or handle its errors (.catch), or remove it.';

/**
 * Listens for this thread's uncaught errors and unhandled rejections. One thrown in a module of the
 * site's (compiled below `root`; a request's error names it in its cause), or a value that is no
 * Error (ssg throws none), goes to `onError` as a `UserError`. Any other goes to `onError` as it is
 * when no other listener takes it (the Markdown engine's, for the code of pages). Returns a
 * function that stops listening.
 */
export function catchSiteCodeErrors(root: string, onError: (error: unknown) => void): () => void {
  const modules = `${pathToFileURL(compileCacheDir(root)).href}/`;
  const listener =
    (event: 'uncaughtException' | 'unhandledRejection') =>
    (error: unknown): void => {
      if (!(error instanceof Error)) {
        onError(new UserError(`The site's code threw ${String(error)} after it had run`, { hint: HINT, cause: error }));
        return;
      }
      for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
        const stack = cause.stack ?? '';
        const start = stack.indexOf(modules);
        // The module's URL in the frame `at … (file:///…/ssg.config.<hash>.mjs:3:9)`.
        const name = start === -1 ? undefined : /^[^\s:)]+/.exec(stack.slice(start + modules.length))?.[0];
        const at = name === undefined ? undefined : thrownAt(cause, { url: modules + name }, root);
        if (at) {
          onError(new UserError(`${at.file}:${at.line}:${at.column}  The site's code failed after it had run: ${error.message}`, { hint: HINT, cause: error }));
          return;
        }
      }
      if (process.listenerCount(event) === 1) onError(error);
    };
  const uncaught = listener('uncaughtException');
  const unhandled = listener('unhandledRejection');
  process.on('uncaughtException', uncaught);
  process.on('unhandledRejection', unhandled);
  return () => {
    process.off('uncaughtException', uncaught);
    process.off('unhandledRejection', unhandled);
  };
}
