// What a page's address may not hold. Routes come from file names and slugs as written, and a
// browser takes `#` as the start of a fragment, `?` as the start of a query and `%` as the start
// of an escape: a doc named `C#.md` would be linked as `/docs/C` everywhere.

const NOT_IN_ADDRESS = /[#?%]/;

/** What is wrong with `route` as a page's address, if anything: the character it cannot hold. */
export function addressProblem(route: string): string | undefined {
  const char = NOT_IN_ADDRESS.exec(route)?.[0];
  return char === undefined ? undefined : `its address ${route} holds "${char}", which a browser reads as the end of the path or an escape`;
}

export const ADDRESS_HINT = 'Rename the file, or give it a `slug` without "#", "?" or "%".';
