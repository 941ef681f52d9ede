// Ruby with net/http (standard library): JSON bodies in a single-quoted heredoc (no escapes, no
// interpolation); event streams printed chunk by chunk as they arrive.
import { fullUrl, type SampleRequest } from '../request.js';
import { bodyKind, jsonText, textOf } from './body-kind.js';
import { fields, quote, SAMPLE_FILE } from './common.js';

/** A double-quoted Ruby string: JSON's escapes, and `#` escaped where it would interpolate. */
const rubyString = (text: string): string => quote(text).replace(/#(?=[{$@])/g, '\\#');

const METHOD_CLASSES: Record<string, string> = { GET: 'Get', POST: 'Post', PUT: 'Put', PATCH: 'Patch', DELETE: 'Delete', HEAD: 'Head', OPTIONS: 'Options', TRACE: 'Trace' };

/** A heredoc terminator that no line of `text` equals. */
function terminator(text: string, base: string): string {
  const lines = new Set(text.split('\n').map((line) => line.trim()));
  let name = base;
  while (lines.has(name)) name = `${name}_END`;
  return name;
}

export function rubySample(request: SampleRequest): string {
  const lines = [`uri = URI(${rubyString(fullUrl(request))})`, `request = Net::HTTP::${METHOD_CLASSES[request.method] ?? 'Get'}.new(uri)`];
  for (const [name, value] of request.headers) lines.push(`request[${rubyString(name)}] = ${rubyString(value)}`);
  const body = request.body;
  const kind = body ? bodyKind(body) : undefined;
  if (body && (kind === 'json' || kind === 'text')) {
    lines.push(`request["Content-Type"] = ${rubyString(body.mediaType)}`);
    const text = kind === 'json' ? jsonText(body.value) : textOf(body.value);
    if (text.includes('\n')) {
      const end = terminator(text, kind === 'json' ? 'JSON' : 'BODY');
      lines.push(`request.body = <<~'${end}'`, ...text.split('\n').map((line) => `  ${line}`), end);
    } else {
      lines.push(`request.body = ${rubyString(text)}`);
    }
  }
  if (body && kind === 'form') {
    // A name given more than once: its values in an array, which set_form_data sends as that many fields.
    const byName = new Map<string, string[]>();
    for (const field of fields(body)) byName.set(field.name, [...(byName.get(field.name) ?? []), field.value]);
    const value = (values: string[]): string => (values.length === 1 ? rubyString(values[0]!) : `[${values.map(rubyString).join(', ')}]`);
    lines.push(`request.set_form_data(${[...byName].map(([name, values]) => `${rubyString(name)} => ${value(values)}`).join(', ')})`);
  }
  if (body && kind === 'binary') lines.push(`request["Content-Type"] = ${rubyString(body.mediaType)}`, `request.body = File.binread(${quote(SAMPLE_FILE)})`);
  if (body && kind === 'multipart') {
    const parts = fields(body).map((field) => `  [${rubyString(field.name)}, ${field.file ? `File.open(${quote(SAMPLE_FILE)})` : rubyString(field.value)}],`);
    lines.push('request.set_form([', ...parts, '], "multipart/form-data")');
  }
  lines.push('', 'Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|');
  if (request.streaming) lines.push('  http.request(request) do |response|', '    response.read_body { |chunk| print chunk }', '  end');
  else lines.push('  response = http.request(request)', '  puts response.code, response.body');
  lines.push('end');
  return `require "net/http"\nrequire "uri"\n\n${lines.join('\n')}\n`;
}
