// Issue: an MDX page could crash the build. Nesting too deep for the MDX parser ended in "Internal
// error … nested too deeply" (or took minutes, or exhausted the memory of the process), and the
// page's own code could end the Markdown worker (`process.exit`) or the build could wait forever
// on it (a loop that never ends). Each case builds a site with one such page through the real
// `ssg` and checks the exit code, the report (the file and line, no stack) and the output folder.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteCopy } from '../helpers/cli.js';
import { earlierBuild, expectUserError, fingerprint, ssg } from './helpers.js';

const sites = earlierBuild();

/** Builds the base site plus `files` into `out` (holding an earlier build); expects a user error and `out` unchanged; returns the report. */
async function failingBuild(files: Record<string, string>, args: string[] = []): Promise<string[]> {
  const { copy, out, before } = sites.site(files);
  const report = expectUserError(await ssg(copy, ['build', '--out-dir', 'out', ...args]));
  expect(fingerprint(out)).toEqual(before);
  return report.filter((line) => !line.includes('Build failed') && line !== '  hint: Fix them and build again.');
}

const FLATTEN = '  hint: Flatten the nesting there: no reader can follow it, and it makes the build slow.';

describe.concurrent('MDX nested too deeply', { timeout: 120_000 }, () => {
  it('stops nested JSX elements, expressions and block quotes at their line, with the limit', async () => {
    const cases: Array<[string, string]> = [
      [`# Deep\n\n${'<div>'.repeat(3000)}x${'</div>'.repeat(3000)}\n`, 'docs/deep.mdx:6:501  JSX elements and expressions are nested deeper than the limit of 100 levels'],
      [`# Deep\n\nA value: {${'('.repeat(10_000)}1${')'.repeat(10_000)}}\n`, 'docs/deep.mdx:6:110  JSX elements and expressions are nested deeper than the limit of 100 levels'],
      [`# Deep\n\n${'<a b={'.repeat(3000)}1${'} />'.repeat(3000)}\n`, 'docs/deep.mdx:6:301  JSX elements and expressions are nested deeper than the limit of 100 levels'],
      [`# Deep\n\n<div>\n${'>'.repeat(10_000)} x\n</div>\n`, 'docs/deep.mdx:7:101  block quotes and lists are nested deeper than the limit of 100 levels'],
    ];
    for (const [source, message] of cases) {
      expect(await failingBuild({ 'docs/deep.mdx': `---\ntitle: Deep\n---\n${source}` })).toEqual([`✖ ${message}`, FLATTEN]);
    }
  });

  it('names the partial nested too deeply, and a chain too long to compile', async () => {
    const partial = { 'docs/_deep.mdx': `${'<b>'.repeat(500)}\n`, 'docs/page.mdx': "import Deep from './_deep.mdx';\n\n# Page\n\n<Deep />\n" };
    expect(await failingBuild(partial)).toEqual(['✖ docs/_deep.mdx:1:301  JSX elements and expressions are nested deeper than the limit of 100 levels', FLATTEN]);
    expect(await failingBuild({ 'docs/chain.mdx': `# Chain\n\n{globalThis${'.a'.repeat(10_000)}}\n` })).toEqual([
      '✖ docs/chain.mdx  Could not compile MDX: an expression is nested too deeply to compile (the compiler ran out of stack)',
      '  hint: Split up the deepest expression (a long chain of calls or properties, deep brackets), or move it into a component file.',
    ]);
  });
});

const FAILED = '  hint: An expression or a component of the page failed while rendering; fix it, or the component it imports.';

describe.concurrent("an MDX page's code", { timeout: 120_000 }, () => {
  it('cannot end the build with process.exit, in a worker or in the build thread', async () => {
    const page = { 'docs/exit.mdx': '---\ntitle: Exit\n---\n\nText.\n\n{process.exit(3)}\n' };
    const expected = ["✖ docs/exit.mdx:7  Could not render MDX: the page's code called process.exit(3)", '  hint: A page cannot end the build: throw an Error with a message instead, or remove the call.'];
    expect(await failingBuild(page)).toEqual(expected);
    expect(await failingBuild(page, ['--workers', '0'])).toEqual(expected);
  });

  it('reports an expression, a component and an imported component that throw, at their line where it is known', async () => {
    expect(await failingBuild({ 'docs/bad.mdx': '# Bad\n\nText.\n\n{globalThis.x.y}\n' })).toEqual([
      "✖ docs/bad.mdx:5  Could not render MDX: Cannot read properties of undefined (reading 'y')",
      FAILED,
    ]);
    const component = '# Bad\n\nexport const Boom = () => {\n  const why = "no data";\n  throw new Error(`boom: ${why}`);\n};\n\n<Boom />\n';
    expect(await failingBuild({ 'docs/bad.mdx': component })).toEqual(['✖ docs/bad.mdx:5  Could not render MDX: boom: no data', FAILED]);
    const imported = { 'docs/bad.mdx': "import Bad from '@site/src/Bad';\n\n# Bad\n\n<Bad />\n", 'src/Bad.tsx': "export default function Bad(): never {\n  throw new Error('bad component');\n}\n" };
    expect(await failingBuild(imported)).toEqual(['✖ docs/bad.mdx  Could not render MDX: bad component', FAILED]);
  });

  it('fails at the import of a module that is not there', async () => {
    expect(await failingBuild({ 'docs/bad.mdx': "# Bad\n\nimport Chart from './Chrat';\n\n<Chart />\n" })).toEqual([
      '✖ docs/bad.mdx:3:1  MDX import "./Chrat" cannot be resolved: there is no file docs/Chrat',
      '  hint: Check the path (it is relative to the page, or to the site folder after @site/).',
    ]);
    expect(await failingBuild({ 'docs/bad.mdx': "import Chart from 'no-such-chart';\n\n# Bad\n\n<Chart />\n" })).toEqual([
      '✖ docs/bad.mdx:1:1  MDX import "no-such-chart" cannot be resolved: the package is not installed in the site',
      '  hint: Install it in the site folder (npm install no-such-chart).',
    ]);
  });

  // The time limit (10 s) is the length of this case.
  it('is stopped when it never ends, and the build goes on to fail with the page named', async () => {
    const hint = '  hint: An expression or a component of the page never finishes (a loop without end, a promise never settled); fix it.';
    const started = performance.now();
    const [loop, wait] = await Promise.all([
      failingBuild({ 'docs/loop.mdx': '# Loop\n\n{(() => { for (;;) {} })()}\n' }),
      failingBuild({ 'docs/wait.mdx': '# Wait\n\nexport const value = await new Promise(() => {});\n\n{value}\n' }),
    ]);
    expect(loop).toEqual(["✖ docs/loop.mdx  Could not render MDX: the page's code did not finish within 10 s", hint]);
    expect(wait).toEqual(["✖ docs/wait.mdx  Could not render MDX: the page's code did not finish within 10 s", hint]);
    expect(performance.now() - started).toBeLessThan(60_000);
  });
});
