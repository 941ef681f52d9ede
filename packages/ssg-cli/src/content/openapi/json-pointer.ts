// JSON Pointer helpers (RFC 6901): build, split and follow pointers through a parsed document.

export type JsonObject = Record<string, unknown>;

/** True for a plain object (not an array, not null). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Escapes one reference token: `~` → `~0`, `/` → `~1`. */
export function escapeToken(token: string | number): string {
  return String(token).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** `['paths', '/a', 'get']` → `/paths/~1a/get`. */
export function toPointer(tokens: ReadonlyArray<string | number>): string {
  return tokens.map((token) => `/${escapeToken(token)}`).join('');
}

/** `/paths/~1a/get` → `['paths', '/a', 'get']`; the empty pointer is the whole document. */
export function splitPointer(pointer: string): string[] {
  if (pointer === '') return [];
  const tokens = pointer.slice(1).split('/');
  // Every `$ref` followed comes through here, and few tokens hold an escape: the others are kept as split.
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.includes('~')) tokens[index] = token.replaceAll('~1', '/').replaceAll('~0', '~');
  }
  return tokens;
}

/** Appends tokens to a pointer, each escaped: (`/paths`, `/a`, `get`) → `/paths/~1a/get`. */
export function childPointer(pointer: string, ...tokens: Array<string | number>): string {
  return tokens.reduce<string>((out, token) => `${out}/${escapeToken(token)}`, pointer);
}

/** The value at `pointer`, or undefined when some token does not exist. */
export function getAtPointer(document: unknown, pointer: string): unknown {
  let current: unknown = document;
  for (const token of splitPointer(pointer)) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(token)) return undefined;
      current = current[Number(token)];
    } else if (isObject(current) && Object.hasOwn(current, token)) {
      current = current[token];
    } else {
      return undefined;
    }
  }
  return current;
}

/** The longest prefix of `pointer` that exists in `document`. */
export function deepestExisting(document: unknown, pointer: string): string {
  const tokens = splitPointer(pointer);
  for (let length = tokens.length; length > 0; length -= 1) {
    const candidate = toPointer(tokens.slice(0, length));
    if (getAtPointer(document, candidate) !== undefined) return candidate;
  }
  return '';
}

/** The value of the longest prefix of `pointer` that `map` holds (the empty pointer included), and the rest of `pointer` after it. */
export function longestPrefix<T>(map: ReadonlyMap<string, T>, pointer: string): { value: T; rest: string } | undefined {
  const tokens = splitPointer(pointer);
  for (let length = tokens.length; length >= 0; length -= 1) {
    const value = map.get(toPointer(tokens.slice(0, length)));
    if (value !== undefined) return { value, rest: toPointer(tokens.slice(length)) };
  }
  return undefined;
}
