// Go with net/http: a complete program (package main), imports exactly what it uses; event
// streams read line by line with bufio.Scanner.
import { fullUrl, type SampleRequest } from '../request.js';
import { bodyKind } from './body-kind.js';
import { bodyText, contentType, fields, quote, SAMPLE_FILE } from './common.js';

/** A Go string literal: a raw string when the text has no backquote, else an interpreted one. */
function goString(text: string): string {
  return text.includes('`') ? quote(text) : `\`${text}\``;
}

const CHECK = ['\tif err != nil {', '\t\tpanic(err)', '\t}'];

export function goSample(request: SampleRequest): string {
  const imports = new Set(['fmt', 'net/http']);
  const lines: string[] = [];
  const body = request.body;
  const kind = body ? bodyKind(body) : undefined;
  let reader = 'nil';
  const text = body && kind ? bodyText(body, kind) : undefined;
  if (text !== undefined) {
    imports.add('strings');
    lines.push(`\tbody := strings.NewReader(${goString(text)})`);
    reader = 'body';
  } else if (kind === 'binary') {
    imports.add('os');
    lines.push(`\tbody, err := os.Open(${quote(SAMPLE_FILE)})`, ...CHECK, '\tdefer body.Close()');
    reader = 'body';
  } else if (body && kind === 'multipart') {
    imports.add('bytes').add('mime/multipart');
    lines.push('\tvar body bytes.Buffer', '\tform := multipart.NewWriter(&body)');
    // A second file field assigns the variables the first declared.
    let assign = ':=';
    for (const field of fields(body)) {
      if (field.file) {
        imports.add('os');
        lines.push(
          `\tpart, err ${assign} form.CreateFormFile(${quote(field.name)}, ${quote(SAMPLE_FILE)})`,
          ...CHECK,
          `\tfile, err ${assign} os.ReadFile(${quote(SAMPLE_FILE)})`,
          ...CHECK,
          '\tif _, err := part.Write(file); err != nil {',
          '\t\tpanic(err)',
          '\t}',
        );
        assign = '=';
      } else {
        lines.push(`\tif err := form.WriteField(${quote(field.name)}, ${quote(field.value)}); err != nil {`, '\t\tpanic(err)', '\t}');
      }
    }
    lines.push('\tform.Close()');
    reader = '&body';
  }
  lines.push(`\treq, err := http.NewRequest(${quote(request.method)}, ${quote(fullUrl(request))}, ${reader})`, ...CHECK);
  for (const [name, value] of request.headers) lines.push(`\treq.Header.Add(${quote(name)}, ${quote(value)})`);
  const type = contentType(body, kind);
  if (type !== undefined) lines.push(`\treq.Header.Set("Content-Type", ${quote(type)})`);
  if (kind === 'multipart') lines.push('\treq.Header.Set("Content-Type", form.FormDataContentType())');
  lines.push('\tres, err := http.DefaultClient.Do(req)', ...CHECK, '\tdefer res.Body.Close()');
  if (request.streaming) {
    imports.add('bufio');
    lines.push('\tscanner := bufio.NewScanner(res.Body)', '\tfor scanner.Scan() {', '\t\tfmt.Println(scanner.Text())', '\t}');
  } else {
    imports.add('io');
    lines.push('\tout, err := io.ReadAll(res.Body)', ...CHECK, '\tfmt.Println(res.StatusCode, string(out))');
  }
  const sorted = [...imports].sort();
  return `package main\n\nimport (\n${sorted.map((name) => `\t${quote(name)}`).join('\n')}\n)\n\nfunc main() {\n${lines.join('\n')}\n}\n`;
}
