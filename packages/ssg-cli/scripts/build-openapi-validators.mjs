// Compiles the OpenAPI 3.0 and 3.1 JSON Schemas to validation code once, at package build time,
// into dist/openapi-validators/v30.js and v31.js (exported as `@ssg/cli/openapi-validators/*`); see
// src/content/openapi/validate-spec.ts.
import { mkdir, writeFile } from 'node:fs/promises';
import AjvDraft4 from 'ajv-draft-04';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { AJV_OPTIONS, openApi30Schema, openApi31Schema } from '../dist/content/openapi/openapi-schemas.js';

const options = { ...AJV_OPTIONS, code: { source: true, esm: true } };
const ajv30 = new AjvDraft4(options);
const ajv31 = new Ajv2020(options);
ajv30.addSchema(openApi30Schema(), 'openapi-3.0');
ajv31.addSchema(openApi31Schema(), 'openapi-3.1');
const code30 = standaloneCode(ajv30, { validateOpenApi30: 'openapi-3.0' });
const code31 = standaloneCode(ajv31, { validateOpenApi31: 'openapi-3.1' });
// The generated code reaches Ajv's runtime helpers with `require`, which an ES module lacks.
const prelude = "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n";
const outDir = new URL('../dist/openapi-validators/', import.meta.url);
await mkdir(outDir, { recursive: true });
await writeFile(new URL('v30.js', outDir), `${prelude}${code30}`);
await writeFile(new URL('v31.js', outDir), `${prelude}${code31}`);
