import { describe, expect, it } from 'vitest';
import { curlSample, javascriptSample, pythonSample, type SampleRequest } from './code-samples.js';
import { toPythonLiteral } from './python-literal.js';

const jsonRequest: SampleRequest = {
  method: 'post',
  url: 'http://localhost:8080/api/sessions',
  query: [['allow_greeting', 'true']],
  headers: [],
  body: { mediaType: 'application/json', value: { agent_id: "vUfk4Pg'jTm", title: null, tags: ['a'], ok: true } },
  streaming: false,
};

describe('curlSample', () => {
  it('writes method, URL with query, content type and a quoted JSON body', () => {
    expect(curlSample(jsonRequest)).toBe(
      [
        "curl -X POST 'http://localhost:8080/api/sessions?allow_greeting=true' \\",
        "  -H 'Content-Type: application/json' \\",
        "  -d '{",
        '  "agent_id": "vUfk4Pg\'\\\'\'jTm",',
        '  "title": null,',
        '  "tags": [',
        '    "a"',
        '  ],',
        '  "ok": true',
        "}'",
      ].join('\n'),
    );
  });

  it('keeps the connection open (-N) for event streams and sends headers', () => {
    const sample = curlSample({ method: 'post', url: 'http://h/s', query: [], headers: [['Accept', 'text/event-stream']], streaming: true });
    expect(sample).toBe("curl -N -X POST 'http://h/s' \\\n  -H 'Accept: text/event-stream'");
  });

  it('sends form fields, multipart fields and files', () => {
    expect(curlSample({ method: 'post', url: 'http://h/f', query: [], headers: [], streaming: false, body: { mediaType: 'application/x-www-form-urlencoded', value: { name: 'Tom', age: 3 } } }))
      .toContain("--data-urlencode 'name=Tom' \\\n  --data-urlencode 'age=3'");
    const multipart = curlSample({ method: 'put', url: 'http://h/p', query: [], headers: [], streaming: false, body: { mediaType: 'multipart/form-data', value: { file: 'x', caption: 'Hi' }, fileFields: ['file'] } });
    expect(multipart).toContain("-F 'file=@file.bin'");
    expect(multipart).toContain("-F 'caption=Hi'");
    expect(multipart).not.toContain('Content-Type');
    expect(curlSample({ method: 'put', url: 'http://h/p', query: [], headers: [], streaming: false, body: { mediaType: 'image/png', value: undefined } })).toContain('--data-binary @file.bin');
  });
});

describe('pythonSample', () => {
  it('uses requests with params, headers and a json= body written as Python', () => {
    expect(pythonSample({ ...jsonRequest, headers: [['X-Trace', '1']] })).toBe(
      [
        'import requests',
        '',
        'response = requests.post(',
        '    "http://localhost:8080/api/sessions",',
        '    params={',
        '        "allow_greeting": "true",',
        '    },',
        '    headers={',
        '        "X-Trace": "1",',
        '    },',
        '    json={',
        '        "agent_id": "vUfk4Pg\'jTm",',
        '        "title": None,',
        '        "tags": [',
        '            "a",',
        '        ],',
        '        "ok": True,',
        '    },',
        ')',
        'print(response.status_code, response.text)',
        '',
      ].join('\n'),
    );
  });

  it('streams event streams line by line', () => {
    const sample = pythonSample({ method: 'get', url: 'http://h/s', query: [], headers: [], streaming: true });
    expect(sample).toContain('    stream=True,\n)');
    expect(sample).toContain('for line in response.iter_lines(decode_unicode=True):\n    print(line)');
  });

  it('sends multipart files with files= and text with data=', () => {
    const sample = pythonSample({ method: 'put', url: 'http://h/p', query: [], headers: [], streaming: false, body: { mediaType: 'multipart/form-data', value: { file: 'x', caption: 'Hi' }, fileFields: ['file'] } });
    expect(sample).toContain('data={\n        "caption": "Hi",\n    },');
    expect(sample).toContain('files={"file": open("file.bin", "rb")},');
    expect(pythonSample({ method: 'post', url: 'http://h/t', query: [], headers: [], streaming: false, body: { mediaType: 'text/plain', value: 'hello' } }))
      .toContain('"Content-Type": "text/plain",');
  });
});

describe('javascriptSample', () => {
  it('uses fetch with method, headers and a JSON.stringify body', () => {
    expect(javascriptSample(jsonRequest)).toBe(
      [
        'const response = await fetch("http://localhost:8080/api/sessions?allow_greeting=true", {',
        '  method: "POST",',
        '  headers: {',
        '    "Content-Type": "application/json",',
        '  },',
        '  body: JSON.stringify({',
        '    "agent_id": "vUfk4Pg\'jTm",',
        '    "title": null,',
        '    "tags": [',
        '      "a"',
        '    ],',
        '    "ok": true',
        '  }),',
        '});',
        'console.log(response.status, await response.text());',
        '',
      ].join('\n'),
    );
  });

  it('reads event streams chunk by chunk and builds FormData for multipart', () => {
    expect(javascriptSample({ method: 'post', url: 'http://h/s', query: [], headers: [], streaming: true })).toContain('response.body.pipeThrough(new TextDecoderStream()).getReader()');
    const multipart = javascriptSample({ method: 'put', url: 'http://h/p', query: [], headers: [], streaming: false, body: { mediaType: 'multipart/form-data', value: { file: 'x', caption: 'Hi' }, fileFields: ['file'] } });
    expect(multipart.startsWith('import { readFile } from "node:fs/promises";')).toBe(true);
    expect(multipart).toContain('form.append("file", new Blob([await readFile("file.bin")]));');
    expect(multipart).toContain('form.append("caption", "Hi");');
    expect(multipart).toContain('  body: form,');
  });
});

describe('toPythonLiteral', () => {
  it('writes JSON values as Python literals', () => {
    expect(toPythonLiteral({ a: [1, 2.5], b: { c: false }, d: 'q"uote', e: [], f: {} })).toBe(
      '{\n    "a": [\n        1,\n        2.5,\n    ],\n    "b": {\n        "c": False,\n    },\n    "d": "q\\"uote",\n    "e": [],\n    "f": {},\n}',
    );
    expect(toPythonLiteral(null)).toBe('None');
  });
});
