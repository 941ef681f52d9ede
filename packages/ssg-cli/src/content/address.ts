// What a page's address may not hold. Routes come from file names and slugs as written, and a
// browser takes `#` as the start of a fragment, `?` as the start of a query and `%` as the start
// of an escape: a doc named `C#.md` would be linked as `/docs/C` everywhere. A control character
// (a line break in a file name) belongs in no address, nor a `.` or `..` segment (`id: ../../x`),
// which would lead out of its folder, and its file out of the output folder. Each segment is a
// folder's name in the output, which file systems keep to 255 bytes: a longer one is refused when
// written, and one the build makes from text (an operation's path, a tag's label) is shortened.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { dotSegment } from '../output/paths.js';
import { formatPosition, shownName, UserError } from '../report/diagnostics.js';

const NOT_IN_ADDRESS = /[#?%\u0000-\u001f\u007f]/;

/**
 * The longest segment of an address, in UTF-8 bytes: a file or folder name may have 255, and the
 * page's Markdown is written beside its folder as `<segment>.md`.
 */
export const MAX_SEGMENT_BYTES = 250;

/**
 * The longest segment the build makes from text (`fitSegment`): an operation's path with its query
 * written in (`GET /orders?customerName={customerName}&…`) made a slug of 422 bytes. Twilio's
 * longest paths make 118.
 */
const MADE_SEGMENT_BYTES = 120;

/** What `path` (an address, or the part of one a slug or permalink gives) holds that no address may, in words. */
export function pathProblem(path: string): string | undefined {
  const char = NOT_IN_ADDRESS.exec(path)?.[0];
  if (char === undefined) {
    const segment = dotSegment(path);
    if (segment !== undefined) return `holds a "${segment}" segment, which leads out of its folder`;
    // `slug: //evil.com/x` or `https://…` made `/docs//evil.com/x`: no folder has an empty name.
    if (/\/\//.test(path)) return 'holds "//", an empty segment (a slug is a path, not a URL)';
    const long = path.split('/').find((part) => Buffer.byteLength(part) > MAX_SEGMENT_BYTES);
    return long === undefined ? undefined : `holds a segment of ${Buffer.byteLength(long)} bytes ("${long.slice(0, 24)}…"), more than the ${MAX_SEGMENT_BYTES} a folder's name may have`;
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

/**
 * A check of a YAML mapping whose keys are addresses where `keyIsPermalink` says so (a tag of
 * `tags.yml` without a \`permalink\`, an author of \`authors.yml\` with \`page: true\`).
 */
export function keysAsPermalinks<T>(keyIsPermalink: (value: T) => boolean) {
  return (entries: Record<string, T>, context: z.RefinementCtx): void => {
    for (const [key, value] of Object.entries(entries)) {
      const problem = keyIsPermalink(value) ? permalinkProblem(key) : undefined;
      if (problem) context.addIssue({ code: 'custom', path: [key], message: `${problem} (the key is its permalink unless it has a \`permalink\`)` });
    }
  };
}

/** A user error naming `file` (and the `line` of the key that gave the address) when `route` cannot be its address, else undefined. */
export function addressError(file: string, route: string, line?: number): UserError | undefined {
  const problem = addressProblem(route);
  return problem === undefined ? undefined : new UserError(`${formatPosition({ file, ...(line === undefined ? {} : { line }) })}: ${problem}`, { hint: ADDRESS_HINT });
}

export const ADDRESS_HINT = `Rename the file, or change its \`slug\` or \`id\`: an address holds no "#", "?", "%", control characters, "." and ".." segments, "//", or segments longer than ${MAX_SEGMENT_BYTES} bytes.`;

/**
 * A slug the build made from text (an operation's path or id, a label), kept within
 * MADE_SEGMENT_BYTES: a longer one is cut at a word and ends in eight hex digits of its digest, so
 * that two slugs alike in their first hundred bytes stay two.
 */
export function fitSegment(slug: string): string {
  if (Buffer.byteLength(slug) <= MADE_SEGMENT_BYTES) return slug;
  const digest = createHash('sha256').update(slug).digest('hex').slice(0, 8);
  let kept = '';
  let bytes = 0;
  for (const char of slug) {
    bytes += Buffer.byteLength(char);
    if (bytes > MADE_SEGMENT_BYTES - digest.length - 1) break;
    kept += char;
  }
  const word = kept.lastIndexOf('-');
  if (word > kept.length / 2) kept = kept.slice(0, word);
  return `${kept.replace(/-+$/, '')}-${digest}`;
}
