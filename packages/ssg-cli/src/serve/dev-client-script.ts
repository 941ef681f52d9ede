// The dev server's browser client (client/dev-client.ts, bundled into dist/ at `pnpm build`) and
// the tag that adds it to a page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CLIENT_FILE, EVENTS_FILE, LIVE_PREFIX } from './live-protocol.js';

/** The client's code, read from the package (found by its name, from `src/`, `dist/` or the bundle alike). */
export function readDevClient(): string {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('@ssg/cli/package.json'));
  return readFileSync(path.join(packageDir, 'dist', 'client', 'dev-client.js'), 'utf8');
}

const attribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `html` with the client's script tag before `</head>` (else `</body>`, else at the end). */
export function injectDevClient(html: string, { baseUrl, buildId, route }: { baseUrl: string; buildId: string; route?: string }): string {
  const config = { events: `${baseUrl}${LIVE_PREFIX}${EVENTS_FILE}`, buildId, ...(route ? { route } : {}) };
  const tag = `<script type="module" src="${attribute(`${baseUrl}${LIVE_PREFIX}${CLIENT_FILE}`)}" data-ssg-dev="${attribute(JSON.stringify(config))}"></script>`;
  for (const end of [/<\/head>/i, /<\/body>/i]) {
    const match = end.exec(html);
    if (match) return `${html.slice(0, match.index)}${tag}${html.slice(match.index)}`;
  }
  return `${html}${tag}`;
}
