// What the console loads once the reader uses it (a chunk of its own, so that hydrating the island
// costs only the form): building and sending the request, showing the response, the samples'
// writers and the lexer.
// The response view renders with React: importing the hydration module puts React, its JSX
// runtime included, in the islands' one shared chunk, as the search dialog does; without it
// esbuild split the JSX runtime into a chunk of its own that every page loaded.
import '../islands/hydrate.js';

export { formRequest } from './form-request.js';
export { highlightLines } from './lexer.js';
export { ResponseView } from './ResponseView.js';
export { renderSamples } from './samples-view.js';
export { sendForm } from './send-form.js';
