// Exact output of the writers for one JSON request, and the parts each language gets right by
// construction: literals, streams, files, quoting. (samples.test.ts checks them with the languages' tools.)
import { describe, expect, it } from 'vitest';
import type { SampleRequest } from '../request.js';
import { curlSample } from './curl.js';
import { goSample } from './go.js';
import { javaSample } from './java.js';
import { javascriptSample } from './javascript.js';
import { phpSample } from './php.js';
import { pythonHttpxSample, pythonRequestsSample, toPythonLiteral } from './python.js';
import { rubySample } from './ruby.js';

const json: SampleRequest = {
  method: 'POST',
  url: 'http://localhost:8080/api/sessions',
  query: [['allow_greeting', 'true']],
  headers: [],
  body: { mediaType: 'application/json', value: { agent_id: "vUfk4Pg'jTm", title: null, tags: ['a'], ok: true } },
  streaming: false,
};

describe('sample writers', () => {
  it('curl: method, URL with query, content type and a quoted JSON body', () => {
    expect(curlSample(json)).toBe(
      ["curl -X POST 'http://localhost:8080/api/sessions?allow_greeting=true' \\", "  -H 'Content-Type: application/json' \\", "  -d '{", '  "agent_id": "vUfk4Pg\'\\\'\'jTm",', '  "title": null,', '  "tags": [', '    "a"', '  ],', '  "ok": true', "}'", ''].join('\n'),
    );
    expect(curlSample({ method: 'HEAD', url: 'http://h/s', query: [], headers: [], streaming: false })).toBe("curl -I 'http://h/s'\n");
    expect(curlSample({ method: 'POST', url: 'http://h/s', query: [], headers: [['Accept', 'text/event-stream']], streaming: true })).toBe("curl -N -X POST 'http://h/s' \\\n  -H 'Accept: text/event-stream'\n");
  });

  it('Python: requests and httpx with params, json= written as Python, streams read line by line', () => {
    expect(pythonRequestsSample({ ...json, headers: [['X-Trace', '1']] })).toBe(
      ['import requests', '', 'response = requests.post(', '    "http://localhost:8080/api/sessions",', '    params={', '        "allow_greeting": "true",', '    },', '    headers={', '        "X-Trace": "1",', '    },', '    json={', '        "agent_id": "vUfk4Pg\'jTm",', '        "title": None,', '        "tags": [', '            "a",', '        ],', '        "ok": True,', '    },', ')', 'print(response.status_code, response.text)', ''].join('\n'),
    );
    const stream = { ...json, streaming: true };
    expect(pythonRequestsSample(stream)).toContain('    stream=True,\n)\nfor line in response.iter_lines(decode_unicode=True):\n    print(line)');
    expect(pythonHttpxSample(stream)).toContain('with httpx.stream(\n    "POST",\n    "http://localhost:8080/api/sessions",');
    expect(pythonHttpxSample(stream)).toContain('    timeout=None,\n) as response:\n    for line in response.iter_lines():\n        print(line)');
    // httpx's shortcuts for DELETE take no body.
    expect(pythonHttpxSample({ ...json, method: 'DELETE' })).toContain('response = httpx.request(\n    "DELETE",');
    expect(pythonHttpxSample({ ...json, body: { mediaType: 'text/plain', value: 'hi' } })).toContain('    content="hi",');
    expect(toPythonLiteral({ a: [1, 2.5], b: { c: false }, d: 'q"uote', e: [], f: {} })).toBe(
      '{\n    "a": [\n        1,\n        2.5,\n    ],\n    "b": {\n        "c": False,\n    },\n    "d": "q\\"uote",\n    "e": [],\n    "f": {},\n}',
    );
  });

  it('JavaScript: fetch with a JSON.stringify body', () => {
    expect(javascriptSample(json)).toBe(
      ['const response = await fetch("http://localhost:8080/api/sessions?allow_greeting=true", {', '  method: "POST",', '  headers: {', '    "Content-Type": "application/json",', '  },', '  body: JSON.stringify({', '    "agent_id": "vUfk4Pg\'jTm",', '    "title": null,', '    "tags": [', '      "a"', '    ],', '    "ok": true', '  }),', '});', 'console.log(response.status, await response.text());', ''].join('\n'),
    );
  });

  it('sends an array of a form body as a field per item, and a list of files as one file', () => {
    const form: SampleRequest = { method: 'POST', url: 'http://h/f', query: [], headers: [], body: { mediaType: 'application/x-www-form-urlencoded', value: { tags: ['red', 'blue'], n: 1 } }, streaming: false };
    const multipart: SampleRequest = { ...form, body: { mediaType: 'multipart/form-data', value: { files: ['string'], tags: ['red', 'blue'] }, fileFields: ['files'] } };
    expect(curlSample(form)).toContain("--data-urlencode 'tags=red' \\\n  --data-urlencode 'tags=blue' \\\n  --data-urlencode 'n=1'");
    expect(curlSample(multipart)).toContain("-F 'files=@file.bin' \\\n  -F 'tags=red' \\\n  -F 'tags=blue'");
    expect(pythonRequestsSample(form)).toContain('    data={\n        "tags": [\n            "red",\n            "blue",\n        ],\n        "n": "1",\n    },');
    expect(pythonRequestsSample(multipart)).toContain('    files={"files": open("file.bin", "rb")},');
    expect(javascriptSample(multipart)).toContain('form.append("tags", "red");\nform.append("tags", "blue");');
    expect(rubySample(form)).toContain('request.set_form_data("tags" => ["red", "blue"], "n" => "1")');
    expect(phpSample(form)).toContain("CURLOPT_POSTFIELDS => 'tags=red&tags=blue&n=1',");
    expect(phpSample(multipart)).toContain("'tags[0]' => 'red',\n        'tags[1]' => 'blue',");
    expect(goSample(multipart).match(/WriteField\("tags"/g)).toHaveLength(2);
    expect(javaSample(multipart).match(/name=\\"tags\\"/g)).toHaveLength(2);
  });

  it('keeps JSON bodies verbatim in raw literals, escaping only what each literal needs', () => {
    const tricky: SampleRequest = { ...json, body: { mediaType: 'application/json', value: { text: 'a\\b "q" `t` #{x} """' } } };
    expect(goSample(tricky)).toContain('strings.NewReader("{\\n  \\"text\\": ');
    expect(goSample(json)).toContain('body := strings.NewReader(`{\n  "agent_id"');
    expect(javaSample(tricky)).toContain(String.raw`"text": "a\\\\b \\"q\\" ` + '`t`' + String.raw` #{x} \\"\\"\\""`);
    expect(rubySample(tricky)).toContain(String.raw`request.body = <<~'JSON'` + '\n  {\n    ' + String.raw`"text": "a\\b \"q\"`);
    expect(rubySample({ ...json, headers: [['X-Note', '#{not} interpolated']] })).toContain('request["X-Note"] = "\\#{not} interpolated"');
    expect(phpSample(tricky)).toContain("CURLOPT_POSTFIELDS => <<<'JSON'\n        {");
  });
});
