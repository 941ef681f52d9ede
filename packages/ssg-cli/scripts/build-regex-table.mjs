// Translates every pattern of the supported grammars once, at package build time, into
// dist/regex-table.json (see src/markdown/regex-table.ts).
import { writeFile } from 'node:fs/promises';
import { buildRegexTable, enginePatterns } from '../dist/markdown/regex-table.js';
import { GRAMMARS, REGEX_TABLE_FILE } from '../dist/markdown/shiki-core.js';

const grammars = (await Promise.all(Object.values(GRAMMARS).map((load) => load()))).flatMap((module) => module.default);
const table = buildRegexTable(enginePatterns(grammars));
await writeFile(REGEX_TABLE_FILE, JSON.stringify(table));
