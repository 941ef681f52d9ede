import { createCodeHighlighter } from '/work/main/packages/ssg-cli/src/markdown/index.js';
import { readFileSync } from 'node:fs';
const h = await createCodeHighlighter();
const spec = JSON.parse(readFileSync('/work/main/site/remote/openapi.json', 'utf8'));
const json = JSON.stringify(spec.components.schemas.EventsDTO.example, null, 2);
const py = `import requests\n\nresponse = requests.get(\n    "http://localhost:8080/api/agents",\n    json={\n        "name": "Translation Agent",\n        "type": "langchain_simple",\n        "description": "Translates English text to Italian.",\n    },\n)\nprint(response.status_code, response.text)\n`;
const js = `const response = await fetch("http://localhost:8080/api/agents", {\n  method: "POST",\n  headers: {\n    "Content-Type": "application/json",\n  },\n  body: JSON.stringify({\n    "name": "Translation Agent",\n    "type": "langchain_simple"\n  }),\n});\nconsole.log(response.status, await response.text());\n`;
const sh = `curl -X POST 'http://localhost:8080/api/agents' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\n  "name": "Translation Agent",\n  "type": "langchain_simple"\n}'`;
for (const [lang, code] of [['json', json], ['python', py], ['javascript', js], ['bash', sh]] as const) {
  const times: string[] = [];
  for (let i = 0; i < 6; i++) { const t = performance.now(); await h.highlight(code, { lang: h.resolveLanguage(lang) }); times.push((performance.now() - t).toFixed(1)); }
  console.log(lang, code.length, 'chars', times.join(' '));
}
