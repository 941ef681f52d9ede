import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../report/diagnostics.js';
import { bundleRefs, mayReferenceFiles, refFile, type BundledSpec } from './bundle-refs.js';
import { getAtPointer } from './json-pointer.js';
import { parseSpecText } from './parse-spec.js';

const FIXTURE = new URL('../../../test/fixtures/openapi-multi-file/', import.meta.url).pathname;

/** Bundles `main` of the fixture folder, the texts in `changed` replacing (or adding) files. */
async function bundle(changed: Record<string, string | UserError> = {}, main = 'openapi.yaml'): Promise<BundledSpec> {
  const read = async (file: string): Promise<string | undefined> => {
    const text = changed[file];
    if (text instanceof UserError) throw text;
    if (text !== undefined) return text;
    try {
      return readFileSync(path.join(FIXTURE, file), 'utf8');
    } catch {
      return undefined;
    }
  };
  const text = (await read(main))!;
  const bundled = await bundleRefs(main, text, parseSpecText(main, text), read);
  if (!bundled) throw new Error('nothing bundled');
  return bundled;
}

const rejection = (changed: Record<string, string | UserError>): Promise<UserError> =>
  bundle(changed).then(
    () => {
      throw new Error('bundled');
    },
    (error: unknown) => error as UserError,
  );

describe('bundleRefs', () => {
  it('reads schemas from other files in as named schemas, and other parts where they are first used', async () => {
    const { document, texts } = await bundle();
    expect([...texts.keys()].sort()).toEqual(['openapi.yaml', 'parameters.yaml', 'paths/note.yaml', 'paths/notes.yaml', 'schemas/note.yaml', 'schemas/tag.yaml', 'texts.yaml']);
    expect(getAtPointer(document, '/info/description')).toBe('Notes, kept in [several files](https://example.com/notes).');
    expect(Object.keys(getAtPointer(document, '/components/schemas') as object)).toEqual(['Error', 'note', 'tag']);
    expect(getAtPointer(document, '/paths/~1notes/get/responses/200/content/application~1json/schema/items')).toEqual({ $ref: '#/components/schemas/note' });
    expect(getAtPointer(document, '/paths/~1notes/post/requestBody/content/application~1json/schema')).toEqual({ $ref: '#/components/schemas/note' });
    // A schema that refers to its own file, through the name it was given.
    expect(getAtPointer(document, '/components/schemas/tag/properties/broader')).toEqual({ $ref: '#/components/schemas/tag' });
    // A parameter: where it is first used, and pointed to from the second use.
    expect(getAtPointer(document, '/paths/~1notes/get/parameters/0')).toEqual({ name: 'limit', in: 'query', schema: { type: 'integer', maximum: 50 } });
    expect(getAtPointer(document, '/paths/~1notes/post/parameters/0')).toEqual({ $ref: '#/paths/~1notes/get/parameters/0' });
    // A reference back into the main file.
    expect(getAtPointer(document, '/paths/~1notes~1{id}/get/responses/404')).toEqual({ $ref: '#/components/responses/NotFound' });
  });

  it('keeps the name of a named schema of the main file that is a reference to another file', async () => {
    const main = readFileSync(path.join(FIXTURE, 'openapi.yaml'), 'utf8').replace('  schemas:\n', '  schemas:\n    Note:\n      $ref: "./schemas/note.yaml"\n');
    const { document, originOf } = await bundle({ 'openapi.yaml': main });
    expect(Object.keys(getAtPointer(document, '/components/schemas') as object)).toEqual(['Note', 'Error', 'tag']);
    expect(getAtPointer(document, '/components/schemas/Note/required')).toEqual(['id']);
    expect(getAtPointer(document, '/paths/~1notes/get/responses/200/content/application~1json/schema/items')).toEqual({ $ref: '#/components/schemas/Note' });
    expect(originOf('/components/schemas/Note/properties/text')).toEqual({ file: 'schemas/note.yaml', pointer: '/properties/text' });
  });

  it('reads an operation’s code samples (x-codeSamples) and texts from their files too, and no other extension', async () => {
    const { document } = await bundle({
      'paths/note.yaml': 'get:\n  description:\n    $ref: ../texts/get.md\n  x-codeSamples:\n    - $ref: ../samples/curl.yaml\n    - lang: Go\n      source:\n        $ref: ../samples/get.go\n  x-other:\n    $ref: nowhere.yaml\n  responses:\n    "200":\n      description: ok\n',
      'samples/curl.yaml': 'lang: cURL\nsource: curl https://example.com/notes/1\n',
      'samples/get.go': 'package main\n\n// Gets a note.\nfunc main() {}\n',
      'texts/get.md': '# Get\n\nReads *one* note:\nits text.\n',
    });
    // A file that is not JSON or YAML stands for its text, as written.
    expect(getAtPointer(document, '/paths/~1notes~1{id}/get/description')).toBe('# Get\n\nReads *one* note:\nits text.\n');
    expect(getAtPointer(document, '/paths/~1notes~1{id}/get/x-codeSamples')).toEqual([
      { lang: 'cURL', source: 'curl https://example.com/notes/1' },
      { lang: 'Go', source: 'package main\n\n// Gets a note.\nfunc main() {}\n' },
    ]);
    expect(getAtPointer(document, '/paths/~1notes~1{id}/get/x-other')).toEqual({ $ref: 'nowhere.yaml' });
  });

  it('knows where every part came from', async () => {
    const { originOf } = await bundle();
    expect(originOf('/components/schemas/note/properties/text/description')).toEqual({ file: 'schemas/note.yaml', pointer: '/properties/text/description' });
    expect(originOf('/paths/~1notes~1{id}/get/summary')).toEqual({ file: 'paths/note.yaml', pointer: '/get/summary' });
    expect(originOf('/paths/~1notes/get/parameters/0/schema')).toEqual({ file: 'parameters.yaml', pointer: '/limit/schema' });
    expect(originOf('/components/responses/NotFound')).toEqual({ file: 'openapi.yaml', pointer: '/components/responses/NotFound' });
  });

  it('copies a part in again where OpenAPI allows no reference (a map of properties, a description)', async () => {
    const props = 'a:\n  type: string\n';
    const { document } = await bundle({
      'schemas/note.yaml': 'type: object\nproperties:\n  $ref: props.yaml\nallOf:\n  - $ref: tag.yaml\n',
      'schemas/tag.yaml': 'type: object\ndescription:\n  $ref: ../texts.yaml#/intro\nproperties:\n  $ref: props.yaml\n',
      'schemas/props.yaml': props,
    });
    expect(getAtPointer(document, '/components/schemas/note/properties')).toEqual({ a: { type: 'string' } });
    expect(getAtPointer(document, '/components/schemas/tag/properties')).toEqual({ a: { type: 'string' } });
    expect(getAtPointer(document, '/components/schemas/tag/description')).toBe('Notes, kept in [several files](https://example.com/notes).');
  });

  it('names the file and line of a reference to a missing file, outside the site, or to nothing in its file', async () => {
    const missing = await rejection({ 'paths/note.yaml': 'get:\n  responses:\n    "200":\n      $ref: ../responses.yaml#/ok\n' });
    expect(missing.message).toBe('paths/note.yaml:4:13  $ref "../responses.yaml#/ok" names responses.yaml, which is not a readable file');
    const outside = await rejection({ 'paths/note.yaml': 'get:\n  responses:\n    "200":\n      $ref: ../../../etc/x.yaml\n' });
    expect(outside.message).toBe('paths/note.yaml:4:13  $ref "../../../etc/x.yaml" names a file outside the site folder');
    const nothing = await rejection({ 'parameters.yaml': 'limit: {}\n' });
    expect(nothing.message).toBe('paths/note.yaml:2:11  $ref "../parameters.yaml#/id" does not resolve: parameters.yaml has nothing at /id');
    // A file that is there but cannot be read as text: why, at the reference.
    const binary = await rejection({
      'paths/note.yaml': 'get:\n  responses:\n    "200":\n      $ref: ../responses.yaml#/ok\n',
      'responses.yaml': new UserError('responses.yaml is a binary file, not text (it holds a NUL byte at offset 0)'),
    });
    expect(binary.message).toBe('paths/note.yaml:4:13  $ref "../responses.yaml#/ok": responses.yaml is a binary file, not text (it holds a NUL byte at offset 0)');
    expect(binary.hint).toBe('Point the reference at a JSON, YAML or text file (a path relative to the file it is in).');
    const broken = await rejection({ 'schemas/tag.yaml': 'type: object\nproperties: [\n' });
    expect(broken.message).toMatch(/^schemas\/tag\.yaml:3:1 {2}the OpenAPI document is neither JSON nor valid YAML/);
  });

  it('leaves a part that names itself as a reference to itself, for the reference check to report as a cycle', async () => {
    const { document, originOf } = await bundle({ 'texts.yaml': 'intro:\n  $ref: "#/intro"\n' });
    expect(getAtPointer(document, '/info/description')).toEqual({ $ref: '#/info/description' });
    expect(originOf('/info/description/$ref')).toEqual({ file: 'texts.yaml', pointer: '/intro/$ref' });
  });

  it('stops references that copy parts in without bound', async () => {
    // Each level a list of ten references to the next level: ten to the eighth copies.
    const levels: Record<string, string> = { 'texts.yaml': 'intro:\n  $ref: level0.yaml\n' };
    for (let level = 0; level < 8; level += 1) levels[`level${level}.yaml`] = `${Array.from({ length: 10 }, () => `- $ref: level${level + 1}.yaml`).join('\n')}\n`;
    levels['level8.yaml'] = 'deep\n';
    const error = await rejection(levels);
    expect(error.message).toMatch(/^level\d\.yaml {2}the specification's \$refs copy parts of its files in more than 100,000 times$/);
  });

  it('tells a reference to a file from a local one or a URL', () => {
    expect(refFile('./a.yaml')).toBe('./a.yaml');
    expect(refFile('schemas/pet.json#/Pet')).toBe('schemas/pet.json');
    expect(refFile('#/components/schemas/A')).toBeUndefined();
    expect(refFile('https://example.com/a.yaml')).toBeUndefined();
    expect(refFile('/abs/a.yaml')).toBeUndefined();
    expect(mayReferenceFiles('"$ref": "#/components/schemas/A"')).toBe(false);
    expect(mayReferenceFiles("$ref: 'schemas/a.yaml'")).toBe(true);
    expect(mayReferenceFiles('{"$ref":"a.json"}')).toBe(true);
  });
});
