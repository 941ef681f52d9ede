import { readFileSync } from 'node:fs';
import { DiagnosticSink } from '/work/main/packages/ssg-cli/src/diagnostics.js';
import { loadOpenApi } from '/work/main/packages/ssg-cli/src/content/openapi/load-openapi.js';
const text = readFileSync('/work/main/site/remote/openapi.json', 'utf8');
const fake = async (i: { source: string }) => ({ html: i.source });
for (let i = 0; i < 6; i++) {
  const cpu = process.cpuUsage(); const t = performance.now();
  await loadOpenApi({ file: 'remote/openapi.json', text, renderMarkdown: fake, diagnostics: new DiagnosticSink(), routeBase: '/docs/api', validate: async () => ({ valid: true, problems: [], warnings: [] }) });
  const c = process.cpuUsage(cpu);
  console.log(`no md, no validation: wall ${(performance.now() - t).toFixed(1)} cpu ${(c.user + c.system) / 1000}`);
}
