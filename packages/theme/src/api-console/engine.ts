// What the console loads once the reader uses it (a chunk of its own, so that hydrating the island
// costs only the form): building and sending the request, the samples' writers and the lexer.
import type { ApiConsoleProps } from './console-props.js';
import { buildRequest, CREDENTIAL_PLACEHOLDERS } from './request.js';
import { SAMPLE_LANGUAGES } from './samples/languages.js';
import { renderSamples, type RenderedSample } from './samples-view.js';

export { formRequest } from './form-request.js';
export { highlightLines } from './lexer.js';
export { renderSamples };
export { sendForm } from './send-form.js';

/** The samples before the form is used (the model's values, placeholders for credentials), the first language coloured. */
export function modelSamples(props: Pick<ApiConsoleProps, 'model' | 'auth'>): RenderedSample[] {
  const slots = props.auth[0]?.slots ?? [];
  return renderSamples(buildRequest(props.model, { credentials: slots.map((slot) => [slot, CREDENTIAL_PLACEHOLDERS[slot.kind]]) }), SAMPLE_LANGUAGES[0]!.id);
}
