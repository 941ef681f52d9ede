// Descriptions are rendered on their own (and once per distinct text), so the positions of the
// links and problems found in them are relative to the description. This puts them back where
// they are in the specification file: it finds the JSON pointer of the string (on the page's own
// operation when the same text appears in several places) and maps the position into the file.
import type { LinkRef } from '../../markdown/types.js';
import type { Diagnostic } from '../../report/diagnostics.js';
import { isObject, toPointer } from './json-pointer.js';
import type { DocumentPositions, FilePlace } from './spec-positions.js';

/** Every JSON pointer at which the document holds one of the `wanted` strings, in document order. */
export function findStrings(document: unknown, wanted: ReadonlySet<string>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  if (wanted.size === 0) return found;
  const tokens: Array<string | number> = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (wanted.has(value)) {
        const list = found.get(value) ?? [];
        list.push(toPointer(tokens));
        found.set(value, list);
      }
    } else if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) {
        tokens.push(index);
        walk(value[index]);
        tokens.pop();
      }
    } else if (isObject(value)) {
      for (const key of Object.keys(value)) {
        tokens.push(key);
        walk(value[key]);
        tokens.pop();
      }
    }
  };
  walk(document);
  return found;
}

/** The pointer of a string used on the page at `pagePointer`: one below it if any, else the first. */
export function pickPointer(pointers: readonly string[] | undefined, pagePointer: string): string | undefined {
  if (!pointers || pointers.length === 0) return undefined;
  return pointers.find((pointer) => pointer.startsWith(`${pagePointer}/`)) ?? pointers[0];
}

export interface PlaceContext {
  positions: DocumentPositions;
  /** Pointers of the strings that have links or problems (from `findStrings`). */
  pointersOf: Map<string, string[]>;
  /** A pointer as the file names it, for messages (a Swagger 2.0 file's own, not its OpenAPI 3.0 reading's). */
  ownPointer: (pointer: string) => string;
}

/** A position relative to the string at `pointer`, placed in its file (the main one when there is no pointer). */
function place(context: PlaceContext, pointer: string | undefined, line: number | undefined, column: number | undefined): FilePlace {
  if (pointer === undefined) return { file: context.positions.originOf('').file };
  return context.positions.locateInString(pointer, line ?? 1, column ?? 1);
}

/** The links of one page, placed in the file and marked as the specification's own. */
export function placeLinks(context: PlaceContext, pagePointer: string, links: ReadonlyArray<{ source: string; link: LinkRef }>): LinkRef[] {
  return links.map(({ source, link }) => {
    const pointer = pickPointer(context.pointersOf.get(source), pagePointer);
    return {
      ...link,
      position: place(context, pointer, link.position.line, link.position.column),
      upstream: pointer !== undefined ? `the OpenAPI document at the JSON pointer ${context.ownPointer(pointer)}` : 'the OpenAPI document',
    };
  });
}

/** A description's link to a file outside the site is most often written for the API's own site. */
const LINK_BASE_HINT = "If the document's links are written for the API's own site, set `openapi.linkBase` to the URL they are relative to.";

/** A problem found while rendering a description, placed in the file and naming its pointer. */
export function placeDiagnostic(context: PlaceContext, source: string, diagnostic: Diagnostic): Diagnostic {
  const pointer = pickPointer(context.pointersOf.get(source), '');
  const { line, column, ...rest } = diagnostic;
  return {
    ...rest,
    ...place(context, pointer, line, column),
    ...(pointer !== undefined ? { message: `${diagnostic.message} (at the JSON pointer ${context.ownPointer(pointer)})` } : {}),
    ...(diagnostic.rule === 'asset-outside-site' ? { hint: `${diagnostic.hint ?? ''} ${LINK_BASE_HINT}`.trim() } : {}),
  };
}
