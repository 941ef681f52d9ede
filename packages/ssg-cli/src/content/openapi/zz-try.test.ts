import { test } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { DiagnosticSink, UserError, formatDiagnostic } from '../../diagnostics.js';
import { loadOpenApi } from './load-openapi.js';

test('errors', async () => {
  const fake = async (i: { source: string }) => ({ html: i.source });
  for (const f of readdirSync('packages/ssg-cli/test/fixtures/openapi-invalid')) {
    try {
      await loadOpenApi({ file: 'remote/' + f, text: readFileSync('packages/ssg-cli/test/fixtures/openapi-invalid/' + f, 'utf8'), renderMarkdown: fake, diagnostics: new DiagnosticSink(), routeBase: '/docs/api' });
      console.log(f, 'NO ERROR');
    } catch (e) {
      console.log(f, (e as Error).name, '\n  ', (e as Error).message, '\n   hint:', (e as UserError).hint, '\n', ((e as UserError).diagnostics ?? []).map(formatDiagnostic).join('\n'));
    }
  }
});
