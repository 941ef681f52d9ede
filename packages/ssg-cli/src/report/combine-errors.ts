// One user error for the same kind of mistake in many files, so a run reports all of them (a
// migrated docs folder has the same front-matter key in dozens of files), each at its file:line.
import { listProblems, UserError } from './diagnostics.js';

/** Problems shown before "… and N more". */
const MAX_SHOWN = 50;

/**
 * The errors of several files as one: `Invalid front matter in 3 docs:` and each problem on its
 * own line (an error's own list of problems is flattened into it). One error stays as it is.
 */
export function combineUserErrors(errors: UserError[], heading: (count: number) => string): UserError {
  if (errors.length === 1) return errors[0]!;
  const problems = errors.flatMap((error) => {
    const [first = '', ...rest] = error.message.split('\n');
    return rest.length > 0 ? rest.map((line) => line.trim()).filter((line) => line !== '') : [first];
  });
  const hints = [...new Set(errors.map((error) => error.hint).filter((hint): hint is string => hint !== undefined))];
  return new UserError(`${heading(errors.length)}:\n${listProblems(problems, MAX_SHOWN)}`, {
    ...(hints.length > 0 ? { hint: hints.join(' ') } : {}),
    diagnostics: errors.flatMap((error) => error.diagnostics),
    cause: errors[0],
  });
}
