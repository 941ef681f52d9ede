// C# (.NET 7+, top-level statements) with HttpClient: raw string literals for JSON bodies; event
// streams read line by line as they arrive (ResponseHeadersRead).
import { fullUrl, type SampleRequest } from '../request.js';
import { bareMediaType, bodyKind, jsonText, textOf } from './body-kind.js';
import { fields, formEncoded, quote, SAMPLE_FILE } from './common.js';

/** A C# string: a raw string literal for multi-line text (more quotes than any run inside), else a regular one. */
function csharpString(text: string, pad: string): string {
  if (!text.includes('\n')) return quote(text);
  const longest = Math.max(0, ...[...text.matchAll(/"+/g)].map((match) => match[0].length));
  const marks = '"'.repeat(Math.max(3, longest + 1));
  return `${marks}\n${text.split('\n').map((line) => `${pad}${line}`).join('\n')}\n${pad}${marks}`;
}

export function csharpSample(request: SampleRequest): string {
  const usings = new Set(['System.Net.Http']);
  const lines = ['using var client = new HttpClient();', `using var request = new HttpRequestMessage(new HttpMethod(${quote(request.method)}), ${quote(fullUrl(request))});`];
  for (const [name, value] of request.headers) lines.push(`request.Headers.TryAddWithoutValidation(${quote(name)}, ${quote(value)});`);
  const body = request.body;
  const kind = body ? bodyKind(body) : undefined;
  const type = body ? quote(bareMediaType(body.mediaType)) : '';
  if (body && (kind === 'json' || kind === 'text')) {
    usings.add('System.Text');
    const text = kind === 'json' ? jsonText(body.value) : textOf(body.value);
    lines.push(`request.Content = new StringContent(${csharpString(text, '    ')}, Encoding.UTF8, ${type});`);
  }
  if (body && kind === 'form') {
    usings.add('System.Text');
    lines.push(`request.Content = new StringContent(${quote(formEncoded(body))}, Encoding.UTF8, ${type});`);
  }
  if (kind === 'binary') {
    usings.add('System.IO').add('System.Net.Http.Headers');
    lines.push(`request.Content = new StreamContent(File.OpenRead(${quote(SAMPLE_FILE)}));`, `request.Content.Headers.ContentType = new MediaTypeHeaderValue(${type});`);
  }
  if (body && kind === 'multipart') {
    lines.push('var form = new MultipartFormDataContent();');
    for (const field of fields(body)) {
      if (field.file) {
        usings.add('System.IO');
        lines.push(`form.Add(new StreamContent(File.OpenRead(${quote(SAMPLE_FILE)})), ${quote(field.name)}, ${quote(SAMPLE_FILE)});`);
      } else {
        lines.push(`form.Add(new StringContent(${quote(field.value)}), ${quote(field.name)});`);
      }
    }
    lines.push('request.Content = form;');
  }
  if (request.streaming) {
    usings.add('System.IO');
    lines.push(
      'using var response = await client.SendAsync(request, HttpCompletionOption.ResponseHeadersRead);',
      'using var reader = new StreamReader(await response.Content.ReadAsStreamAsync());',
      'while (await reader.ReadLineAsync() is { } line)',
      '{',
      '    Console.WriteLine(line);',
      '}',
    );
  } else {
    lines.push('using var response = await client.SendAsync(request);', 'Console.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");');
  }
  usings.add('System');
  return `${[...usings].sort().map((name) => `using ${name};`).join('\n')}\n\n${lines.join('\n')}\n`;
}
