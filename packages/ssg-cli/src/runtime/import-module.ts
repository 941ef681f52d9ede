// `import()` of modules outside the CLI's own code: the site's compiled config and pages, the
// theme, the precompiled OpenAPI validators. The bundled CLI runs as a script with a V8 code cache
// (code-cache.ts), and on Node 20 a script restored from a code cache cannot call `import()`, so
// the bundle (scripts/bundle.mjs) swaps this module for one that calls the importer its loader
// passes in; from sources and `dist/` it is plain `import()`.
export function importModule(specifier: string): Promise<unknown> {
  return import(specifier);
}
