// Checks a fetched body before it may replace anything: a server can answer 200 with an empty
// page, a binary file, text in an unknown encoding, a README nested too deeply to render or a
// specification that does not parse. Such a body is refused (the last good copy stays in use)
// with the reason in words.
import { TextDecoder } from 'node:util';
import { findDeepBlockNesting, MAX_BLOCK_NESTING } from '../markdown/nesting.js';
import { assertOpenApiDocument, parseSpecText } from '../content/openapi/parse-spec.js';
import { utf16Encoding } from '../content/read-text.js';
import { UserError } from '../report/diagnostics.js';
import { FetchFailure } from './fetch-failure.js';
import type { RemoteSource } from './types.js';

/**
 * The body to keep for a fetched file of `kind`: its bytes as UTF-8 text (transcoded from the
 * declared charset). Throws a `FetchFailure` saying why the body was refused.
 */
export function acceptBody({ kind, bytes, contentType }: { kind: RemoteSource['kind']; bytes: Buffer; contentType?: string | undefined }): Buffer {
  const refuse = (why: string): never => {
    throw new FetchFailure(`the fetched copy was refused: ${why}`);
  };
  if (bytes.length === 0) refuse('the body is empty');
  // A UTF-16 byte-order mark decides over the declared charset (GitHub serves every raw file as UTF-8).
  const charset = utf16Encoding(bytes) ?? /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase() ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset, { fatal: true });
  } catch {
    return refuse(`it declares the unknown charset "${charset}"`);
  }
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return refuse(`it is not ${decoder.encoding === 'utf-8' ? 'UTF-8' : charset} text (a binary file?)`);
  }
  if (text.includes('\0')) refuse('it contains NUL bytes, so it is a binary file, not text');
  if (text.trim() === '') refuse('the body holds only white space');
  if (kind === 'doc') {
    const deep = findDeepBlockNesting(text);
    if (deep) refuse(`line ${deep.line} nests ${deep.what} deeper than the limit of ${MAX_BLOCK_NESTING} levels`);
  }
  if (kind === 'openapi') {
    try {
      assertOpenApiDocument('', text, parseSpecText('', text));
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      // The parser names the place as `:line:column  message` after the (here empty) file name.
      const [, line, message] = /^(?::(\d+):\d+)?\s*([\s\S]*)$/.exec(error.message) ?? [];
      refuse(`${line ? `line ${line}: ` : ''}${message ?? error.message}`);
    }
  }
  return decoder.encoding === 'utf-8' ? bytes : Buffer.from(text, 'utf8');
}
