// The samples of one request in every language, written: what the samples tabs show, at build time
// and in the browser once the reader changes the console's values. Only the sample on show is
// highlighted: the page carries the first language coloured and the others as plain text (readable
// without JavaScript); the tabs colour another language when the reader picks it.
import type { ApiConsoleProps } from './console-props.js';
import { highlightLines } from './lexer.js';
import { buildRequest, CREDENTIAL_PLACEHOLDERS, type SampleRequest } from './request.js';
import { SAMPLE_WRITERS } from './samples/index.js';
import { SAMPLE_LANGUAGES } from './samples/languages.js';

export interface RenderedSample {
  id: string;
  label: string;
  lang: string;
  /** The sample's code. */
  code: string;
  /** The highlighted lines (inside `<code>`), when this sample has been coloured. */
  html?: string;
}

/** Every language's sample of `request`, the one of `highlighted` (a language id) coloured. */
export function renderSamples(request: SampleRequest, highlighted?: string): RenderedSample[] {
  return SAMPLE_LANGUAGES.map(({ id, label, lang, grammar }) => {
    const code = SAMPLE_WRITERS[id]!(request).replace(/\n$/, '');
    return id === highlighted ? { id, label, lang, code, html: highlightLines(code, grammar) } : { id, label, lang, code };
  });
}

/** The samples the build writes into the page: the model's values, placeholders for credentials, the first language coloured. */
export function modelSamples(props: Pick<ApiConsoleProps, 'model' | 'auth'>): RenderedSample[] {
  const slots = props.auth[0]?.slots ?? [];
  return renderSamples(buildRequest(props.model, { credentials: slots.map((slot) => [slot, CREDENTIAL_PLACEHOLDERS[slot.kind]]) }), SAMPLE_LANGUAGES[0]!.id);
}
