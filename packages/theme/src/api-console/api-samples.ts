// `@ssg/theme/api-samples`: the request samples and the lexer, for generators and tests. A
// generator highlights its own generated code (JSON examples) with `highlightLines`; the samples of
// an operation are its request model (page data) written with `buildRequest` and a writer.
export { highlightLines, type Grammar } from './lexer.js';
export { PRE_CLASS } from './code-classes.js';
export { buildRequest, credentialSlots, CREDENTIAL_PLACEHOLDERS, fullUrl, type CredentialSlot, type RequestInput, type SampleBody, type SampleRequest } from './request.js';
export { SAMPLE_LANGUAGES, type SampleLanguage } from './samples/languages.js';
export { SAMPLE_WRITERS } from './samples/index.js';
export { renderSamples, type RenderedSample } from './samples-view.js';
