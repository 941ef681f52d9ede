// Public entry of the API reference loader (OpenAPI 3.0/3.1 → info and operation pages).
export { loadOpenApi, type LoadedOpenApi, type LoadOpenApiInput } from './load-openapi.js';
export { startValidation, type ValidationOutcome } from './validate-spec.js';
export type { ValidationProblem } from './types.js';
export type { MarkdownSource, RenderedMarkdown, RenderMarkdown } from './types.js';
