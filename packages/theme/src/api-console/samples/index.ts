// The writer of each sample language (languages.ts lists them in tab order).
import type { SampleRequest } from '../request.js';
import { csharpSample } from './csharp.js';
import { curlSample } from './curl.js';
import { goSample } from './go.js';
import { javaSample } from './java.js';
import { javascriptSample, typescriptSample } from './javascript.js';
import { phpSample } from './php.js';
import { pythonHttpxSample, pythonRequestsSample } from './python.js';
import { rubySample } from './ruby.js';

export const SAMPLE_WRITERS: Record<string, (request: SampleRequest) => string> = {
  curl: curlSample,
  'python-requests': pythonRequestsSample,
  'python-httpx': pythonHttpxSample,
  javascript: javascriptSample,
  typescript: typescriptSample,
  go: goSample,
  java: javaSample,
  csharp: csharpSample,
  ruby: rubySample,
  php: phpSample,
};
