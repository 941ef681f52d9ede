// The samples of every language, written for requests that use every feature (query, headers,
// cookies, credentials; JSON, form, multipart, text and binary bodies; event streams; strings with
// quotes, backslashes, `#{`, `$`, backquotes and `"""`), are checked by the language's own tools:
// JavaScript with node --check and TypeScript with the compiler's type checker always; bash,
// Python, Go, Java, Ruby and PHP when their toolchain is on the machine (skipped otherwise).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SampleRequest } from '../request.js';
import { SAMPLE_WRITERS } from './index.js';

const TRICKY = 'He said "hi" \\ #{x} $y `z` """ \u00e9\nsecond line';

const REQUESTS: Record<string, SampleRequest> = {
  json: {
    method: 'POST',
    url: 'https://api.example.com/v1/sessions',
    query: [['allow_greeting', 'true'], ['tag', 'a b'], ['tag', 'c']],
    headers: [['X-Trace', 'abc'], ['Authorization', 'Bearer <token>'], ['Cookie', 'session=1; theme=dark']],
    body: { mediaType: 'application/json', value: { agent_id: "vUfk'4Pg", title: null, nested: { list: [1, 2.5, true], text: TRICKY }, empty: {} } },
    streaming: false,
  },
  stream: {
    method: 'POST',
    url: 'http://localhost:8080/api/sessions/zv3h4j5Fjv/events/stream',
    query: [],
    headers: [['Accept', 'text/event-stream']],
    body: { mediaType: 'application/json', value: { type: 'message', source: 'user', content: 'Translate "good morning"' } },
    streaming: true,
  },
  form: {
    method: 'PUT',
    url: 'https://api.example.com/form',
    query: [],
    headers: [['X-Api-Key', '<API_KEY>']],
    body: { mediaType: 'application/x-www-form-urlencoded', value: { name: 'Tom & Jerry', age: 3, note: TRICKY } },
    streaming: false,
  },
  multipart: {
    method: 'POST',
    url: 'https://api.example.com/upload',
    query: [],
    headers: [],
    body: { mediaType: 'multipart/form-data', value: { file: '', other: '', caption: TRICKY }, fileFields: ['file', 'other'] },
    streaming: false,
  },
  // Arrays in form bodies: a field per item (a list of files is one file).
  formArrays: {
    method: 'POST',
    url: 'https://api.example.com/form',
    query: [],
    headers: [],
    body: { mediaType: 'application/x-www-form-urlencoded', value: { tags: ['red', 'blue'], name: 'x' } },
    streaming: false,
  },
  multipartArrays: {
    method: 'POST',
    url: 'https://api.example.com/upload',
    query: [],
    headers: [],
    body: { mediaType: 'multipart/form-data', value: { files: ['string'], tags: ['red', 'blue'] }, fileFields: ['files'] },
    streaming: false,
  },
  binary: { method: 'PUT', url: 'https://api.example.com/raw', query: [], headers: [], body: { mediaType: 'image/png', value: undefined }, streaming: false },
  text: { method: 'PATCH', url: 'https://api.example.com/text', query: [], headers: [], body: { mediaType: 'text/plain; charset=utf-8', value: TRICKY }, streaming: false },
  get: { method: 'GET', url: 'https://api.example.com/agents/a%2Fb', query: [['q', 'x,y']], headers: [], streaming: false },
  head: { method: 'HEAD', url: 'https://api.example.com/agents', query: [], headers: [], streaming: false },
  deleteWithBody: { method: 'DELETE', url: 'https://api.example.com/agents', query: [], headers: [], body: { mediaType: 'application/json', value: ['a'] }, streaming: false },
};

const CASES = Object.entries(REQUESTS);
const work = mkdtempSync(path.join(tmpdir(), 'ssg-samples-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Whether `command` runs here (`command --version` or the given probe). */
function has(command: string, probe: string[] = ['--version']): boolean {
  return spawnSync(command, probe, { stdio: 'ignore' }).status === 0;
}

/** Writes each case's sample to `<dir>/<case>/<file>` and returns the folder. */
function writeAll(language: string, file: (name: string) => string, transform = (code: string, _name: string) => code): string {
  const dir = path.join(work, language);
  for (const [name, request] of CASES) {
    const target = path.join(dir, file(name));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, transform(SAMPLE_WRITERS[language]!(request), name));
  }
  return dir;
}

/** Runs a checker; on failure the test fails with its output. */
function check(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 120_000 });
  expect(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`.trim()).toBe('');
  expect(result.status).toBe(0);
}

describe('request samples, checked by their languages', () => {
  it('JavaScript: node --check accepts every sample (an ES module)', () => {
    const dir = writeAll('javascript', (name) => `${name}.mjs`);
    for (const [name] of CASES) check(process.execPath, ['--check', `${name}.mjs`], dir);
  });

  it('TypeScript: the type checker accepts every sample (DOM and Node types)', async () => {
    const ts = (await import('typescript')).default;
    const dir = writeAll('typescript', (name) => `${name}.ts`, (code) => `${code}export {};\n`);
    const nodeTypes = path.dirname(createRequire(import.meta.url).resolve('@types/node/package.json'));
    const program = ts.createProgram(
      CASES.map(([name]) => path.join(dir, `${name}.ts`)),
      { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'], types: ['node'], typeRoots: [path.dirname(nodeTypes)], skipLibCheck: true },
    );
    const problems = ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);
  });

  it.skipIf(!has('bash'))('curl: bash -n accepts every command', () => {
    const dir = writeAll('curl', (name) => `${name}.sh`);
    for (const [name] of CASES) check('bash', ['-n', `${name}.sh`], dir);
  });

  it.skipIf(!has('python3'))('Python (requests and httpx): every sample compiles', () => {
    for (const language of ['python-requests', 'python-httpx']) {
      const dir = writeAll(language, (name) => `${name}.py`);
      check('python3', ['-m', 'py_compile', ...CASES.map(([name]) => `${name}.py`)], dir);
    }
  });

  it.skipIf(!has('go', ['version']))('Go: every sample builds (go build, standard library only)', () => {
    const dir = writeAll('go', (name) => `${name}/main.go`);
    writeFileSync(path.join(dir, 'go.mod'), 'module samples\n\ngo 1.19\n');
    check('go', ['vet', './...'], dir);
  }, 120_000);

  it.skipIf(!has('javac', ['-version']))('Java: every sample compiles (javac)', () => {
    const dir = writeAll('java', (name) => `Main${name}.java`, (code, name) => code.replace('public class Main {', `public class Main${name} {`));
    check('javac', ['-d', 'out', ...CASES.map(([name]) => `Main${name}.java`)], dir);
  }, 120_000);

  it.skipIf(!has('ruby'))('Ruby: ruby -c accepts every sample', () => {
    const dir = writeAll('ruby', (name) => `${name}.rb`);
    for (const [name] of CASES) expect(execFileSync('ruby', ['-c', `${name}.rb`], { cwd: dir, encoding: 'utf8' })).toContain('Syntax OK');
  });

  it.skipIf(!has('php'))('PHP: php -l accepts every sample', () => {
    const dir = writeAll('php', (name) => `${name}.php`);
    for (const [name] of CASES) expect(execFileSync('php', ['-l', `${name}.php`], { cwd: dir, encoding: 'utf8' })).toContain('No syntax errors');
  });
});
