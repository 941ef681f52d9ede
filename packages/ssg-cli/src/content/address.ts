// What a page's address may not hold. Routes come from file names and slugs as written, and a
// browser takes `#` as the start of a fragment, `?` as the start of a query and `%` as the start
// of an escape: a doc named `C#.md` would be linked as `/docs/C` everywhere. A control character
// (a line break in a file name) belongs in no address, nor a `.` or `..` segment (`id: ../../x`),
// which would lead out of its folder, and its file out of the output folder.
import { z } from 'zod';
import { dotSegment } from '../output/paths.js';
import { formatPosition, shownName, UserError } from '../report/diagnostics.js';

const NOT_IN_ADDRESS = /[#?%\u0000-\u001f\u007f]/;

/** What `path` (an address, or the part of one a slug or permalink gives) holds that no address may, in words. */
export function pathProblem(path: string): string | undefined {
  const char = NOT_IN_ADDRESS.exec(path)?.[0];
  if (char === undefined) {
    const segment = dotSegment(path);
    if (segment !== undefined) return `holds a "${segment}" segment, which leads out of its folder`;
    // `slug: //evil.com/x` or `https://…` made `/docs//evil.com/x`: no folder has an empty name.
    return /\/\//.test(path) ? 'holds "//", an empty segment (a slug is a path, not a URL)' : undefined;
  }
  if (char < ' ' || char === '\u007f') return `holds a control character (${shownName(char)})`;
  return `holds "${char}", which a browser reads as the end of the path or an escape`;
}

/** What is wrong with `route` as a page's address, if anything, said of `whose` address (`its`, `The post's`). */
export function addressProblem(route: string, whose = 'its'): string | undefined {
  const problem = pathProblem(route);
  return problem === undefined ? undefined : `${whose} address ${shownName(route)} ${problem}`;
}

/** What is wrong with a tag's or an author's `permalink` as (part of) an address, if anything. */
export function permalinkProblem(permalink: string): string | undefined {
  const problem = pathProblem(permalink);
  return problem === undefined ? undefined : `the permalink ${JSON.stringify(permalink)} ${problem}`;
}

/** A `permalink` field of a schema (`what` names it in the type error): text that can be part of an address. */
export const permalinkSchema = (what: string) =>
  z.string({ error: `expected ${what} (text)` }).superRefine((value, context) => {
    const problem = permalinkProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** A user error naming `file` (and the `line` of the key that gave the address) when `route` cannot be its address, else undefined. */
export function addressError(file: string, route: string, line?: number): UserError | undefined {
  const problem = addressProblem(route);
  return problem === undefined ? undefined : new UserError(`${formatPosition({ file, ...(line === undefined ? {} : { line }) })}: ${problem}`, { hint: ADDRESS_HINT });
}

export const ADDRESS_HINT = 'Rename the file, or change its `slug` or `id`: an address holds no "#", "?", "%", control characters, "." and ".." segments, or "//".';
