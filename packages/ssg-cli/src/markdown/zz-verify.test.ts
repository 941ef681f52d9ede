import { fileURLToPath } from 'node:url';
import { it } from 'vitest';
import { build } from '../build.js';
it('verify', async () => {
  const root = fileURLToPath(new URL('../../test/fixtures/missing-md-link/', import.meta.url));
  const result = await build({ root });
  console.log(JSON.stringify(result.diagnostics));
});
