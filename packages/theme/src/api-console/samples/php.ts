// PHP 7.3+ with the curl extension: JSON bodies in a nowdoc (no escapes, no interpolation); event
// streams echoed chunk by chunk from a write callback.
import { fullUrl, type SampleRequest } from '../request.js';
import { bodyKind, jsonText, textOf } from './body-kind.js';
import { fields, formEncoded, repeatsNames, SAMPLE_FILE } from './common.js';

/** A single-quoted PHP string (only `\` and `'` are escaped there). */
const phpString = (text: string): string => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

const PAD = '    ';

function nowdoc(text: string, base: string): string {
  const lines = new Set(text.split('\n').map((line) => line.trim()));
  let name = base;
  while ([...lines].some((line) => line.startsWith(name))) name = `${name}_END`;
  return `<<<'${name}'\n${text.split('\n').map((line) => `${PAD}${line}`).join('\n')}\n${PAD}${name}`;
}

export function phpSample(request: SampleRequest): string {
  const options: string[] = [];
  if (request.method === 'HEAD') options.push('CURLOPT_NOBODY => true,');
  else options.push(`CURLOPT_CUSTOMREQUEST => ${phpString(request.method)},`);
  const headers = request.headers.map(([name, value]) => `${name}: ${value}`);
  const body = request.body;
  const kind = body ? bodyKind(body) : undefined;
  if (body && kind !== 'multipart') headers.push(`Content-Type: ${body.mediaType}`);
  if (headers.length > 0) options.push(`CURLOPT_HTTPHEADER => [\n${headers.map((header) => `${PAD}${phpString(header)},`).join('\n')}\n],`);
  if (body && (kind === 'json' || kind === 'text')) {
    const text = kind === 'json' ? jsonText(body.value) : textOf(body.value);
    options.push(`CURLOPT_POSTFIELDS => ${text.includes('\n') ? nowdoc(text, kind === 'json' ? 'JSON' : 'BODY') : phpString(text)},`);
  }
  if (body && kind === 'form') {
    const all = fields(body);
    // http_build_query writes an array as `tags[0]=…`: a name given more than once goes as written.
    if (repeatsNames(all)) options.push(`CURLOPT_POSTFIELDS => ${phpString(formEncoded(body))},`);
    else options.push(`CURLOPT_POSTFIELDS => http_build_query([\n${all.map((field) => `${PAD}${phpString(field.name)} => ${phpString(field.value)},`).join('\n')}\n]),`);
  }
  if (kind === 'binary') options.push(`CURLOPT_POSTFIELDS => file_get_contents(${phpString(SAMPLE_FILE)}),`);
  if (body && kind === 'multipart') {
    const all = fields(body);
    const value = (field: (typeof all)[number]): string => (field.file ? `new CURLFile(${phpString(SAMPLE_FILE)})` : phpString(field.value));
    // An array's keys are each once: a name given more than once is one part per key `name[i]`,
    // which PHP reads back as an array; for other servers, send the parts yourself.
    const seen = new Map<string, number>();
    const key = (name: string): string => {
      const count = all.filter((field) => field.name === name).length;
      if (count === 1) return name;
      const index = seen.get(name) ?? 0;
      seen.set(name, index + 1);
      return `${name}[${index}]`;
    };
    const parts = all.map((field) => `${PAD}${phpString(key(field.name))} => ${value(field)},`);
    options.push(`CURLOPT_POSTFIELDS => [\n${parts.join('\n')}\n],`);
  }
  if (request.streaming) options.push('CURLOPT_WRITEFUNCTION => function ($ch, $chunk) {\n    echo $chunk;\n    return strlen($chunk);\n},');
  else options.push('CURLOPT_RETURNTRANSFER => true,');
  const indented = options.map((option) => option.split('\n').map((line) => `${PAD}${line}`).join('\n'));
  const read = request.streaming ? ['curl_exec($ch);'] : ['$body = curl_exec($ch);', 'echo curl_getinfo($ch, CURLINFO_RESPONSE_CODE), " ", $body, "\\n";'];
  return `<?php\n\n$ch = curl_init(${phpString(fullUrl(request))});\ncurl_setopt_array($ch, [\n${indented.join('\n')}\n]);\n${read.join('\n')}\ncurl_close($ch);\n`;
}
