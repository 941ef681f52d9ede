// The samples of one request in every language, written and highlighted: what the samples tabs
// show, at build time and in the browser once the reader changes the console's values.
import { highlightLines } from './lexer.js';
import type { SampleRequest } from './request.js';
import { SAMPLE_WRITERS } from './samples/index.js';
import { SAMPLE_LANGUAGES } from './samples/languages.js';

export interface RenderedSample {
  id: string;
  label: string;
  lang: string;
  /** The highlighted lines (inside `<code>`). */
  html: string;
}

/** Every language's sample of `request`. */
export function renderSamples(request: SampleRequest): RenderedSample[] {
  return SAMPLE_LANGUAGES.map(({ id, label, lang, grammar }) => {
    const code = SAMPLE_WRITERS[id]!(request).replace(/\n$/, '');
    return { id, label, lang, html: highlightLines(code, grammar) };
  });
}
