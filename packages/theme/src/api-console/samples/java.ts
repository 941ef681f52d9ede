// Java 17+ with java.net.http (text blocks for JSON bodies); event streams read line by line with
// `BodyHandlers.ofLines()`. Multipart bodies are written by hand: the JDK has no builder for them.
import { fullUrl, type SampleRequest } from '../request.js';
import { bodyKind } from './body-kind.js';
import { bodyText, contentType, fields, quote, SAMPLE_FILE } from './common.js';

const PAD = '            ';

/** A Java string: a text block for multi-line text (backslashes and `"""` escaped), else a literal. */
function javaString(text: string): string {
  if (!text.includes('\n')) return quote(text);
  const escaped = text.replaceAll('\\', '\\\\').replaceAll('"""', '\\"""');
  return `"""\n${escaped.split('\n').map((line) => `${PAD}${line}`).join('\n')}"""`;
}

export function javaSample(request: SampleRequest): string {
  const imports = new Set(['java.net.URI', 'java.net.http.HttpClient', 'java.net.http.HttpRequest', 'java.net.http.HttpResponse']);
  const before: string[] = [];
  const body = request.body;
  const kind = body ? bodyKind(body) : undefined;
  const text = body && kind ? bodyText(body, kind) : undefined;
  let publisher = 'HttpRequest.BodyPublishers.noBody()';
  if (text !== undefined) publisher = `HttpRequest.BodyPublishers.ofString(${javaString(text)})`;
  if (kind === 'binary') {
    imports.add('java.nio.file.Path');
    publisher = `HttpRequest.BodyPublishers.ofFile(Path.of(${quote(SAMPLE_FILE)}))`;
  }
  if (body && kind === 'multipart') {
    imports.add('java.io.ByteArrayOutputStream');
    before.push('String boundary = "ssg-sample-boundary";', 'ByteArrayOutputStream body = new ByteArrayOutputStream();');
    for (const field of fields(body)) {
      const disposition = `Content-Disposition: form-data; name=\\"${field.name.replaceAll('"', '%22')}\\"${field.file ? `; filename=\\"${SAMPLE_FILE}\\"` : ''}`;
      before.push(`body.write(("--" + boundary + "\\r\\n${disposition}\\r\\n\\r\\n").getBytes());`);
      if (field.file) {
        imports.add('java.nio.file.Files').add('java.nio.file.Path');
        before.push(`body.write(Files.readAllBytes(Path.of(${quote(SAMPLE_FILE)})));`);
      } else {
        before.push(`body.write(${quote(field.value)}.getBytes());`);
      }
      before.push('body.write("\\r\\n".getBytes());');
    }
    before.push('body.write(("--" + boundary + "--\\r\\n").getBytes());');
    publisher = 'HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())';
  }
  const builder = [`HttpRequest request = HttpRequest.newBuilder(URI.create(${quote(fullUrl(request))}))`];
  for (const [name, value] of request.headers) builder.push(`    .header(${quote(name)}, ${quote(value)})`);
  const type = contentType(body, kind);
  if (type !== undefined) builder.push(`    .header("Content-Type", ${quote(type)})`);
  if (kind === 'multipart') builder.push('    .header("Content-Type", "multipart/form-data; boundary=" + boundary)');
  builder.push(`    .method(${quote(request.method)}, ${publisher})`, '    .build();');
  const send = request.streaming
    ? ['HttpResponse<Stream<String>> response = client.send(request, HttpResponse.BodyHandlers.ofLines());', 'response.body().forEach(System.out::println);']
    : ['HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());', 'System.out.println(response.statusCode() + " " + response.body());'];
  if (request.streaming) imports.add('java.util.stream.Stream');
  const statements = [...before, 'HttpClient client = HttpClient.newHttpClient();', ...builder, ...send];
  return [
    ...[...imports].sort().map((name) => `import ${name};`),
    '',
    'public class Main {',
    '    public static void main(String[] args) throws Exception {',
    ...statements.map((line) => `        ${line}`),
    '    }',
    '}',
    '',
  ].join('\n');
}
