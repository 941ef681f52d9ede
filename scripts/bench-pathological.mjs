// `pnpm bench:pathological`: cold builds of a small site with one generated pathological page
// each (the inputs that once stalled or crashed the build), each in a fresh Node process; prints
// the median wall time, peak memory and exit code per input. A failing build is expected where the
// input is refused (deep nesting): the figure is then the time to the error.
// Usage: node scripts/bench-pathological.mjs [--runs 3] [--only name,name]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, only: { type: 'string' } } });
const repo = path.resolve(import.meta.dirname, '..');
const runs = Number(values.runs);

/** Repeats `unit(i)` until the text reaches `size` characters. */
function grow(size, unit) {
  const parts = ['# Generated page\n\n'];
  let length = parts[0].length;
  for (let i = 0; length < size; i++) {
    const part = unit(i);
    parts.push(part);
    length += part.length;
  }
  return parts.join('');
}

/** Sections like the site's own docs: headings, prose with inline code and links, lists, code, tables, notes. */
const docSection = (i) =>
  `## Section ${i}\n\nA paragraph with \`inline code\`, *emphasis*, **strong** text and a [link](https://example.com/${i}). ` +
  'It explains one step of the setup in a few sentences, as documentation does.\n\n' +
  `- first point ${i}\n- second point with \`code\`\n  - nested point\n\n` +
  '```bash\npip install flux0_ai\nflux0-server --port 8080\n```\n\n' +
  `| Variable | Meaning |\n|---|---|\n| \`FLUX0_PORT\` | port ${i} |\n\n` +
  ':::tip\n\nA tip inside an admonition.\n\n:::\n\n> A quoted remark.\n\n';

const INPUTS = {
  'lists-8000': () => `# Lists\n\n${Array.from({ length: 8000 }, (_, i) => `- item ${i}\n\ntext ${i}\n`).join('\n')}`,
  'docs-5mb': () => grow(5_000_000, docSection),
  'prose-5mb': () => grow(5_000_000, (i) => `Paragraph ${i}: plain prose, sentence after sentence, the way a long article reads.\n\n`),
  'list-5mb': () => grow(5_000_000, (i) => `- item ${i} with *emphasis*\n- and a second line\n\n`),
  'tables-5mb': () => grow(5_000_000, (i) => `| a | b |\n|---|---|\n| ${i} | *x* |\n\n`),
  'nested-lists-10000': () => `# Deep\n\n${'- '.repeat(10_000)}x\n`,
  'nested-quotes-10000': () => `# Deep\n\n${'>'.repeat(10_000)} x\n`,
  'nested-emphasis-1200': () => `# Deep\n\n${'*a '.repeat(1200)}x${'*'.repeat(1200)}\n`,
  'nested-html-10000': () => `# Deep\n\n${'<div>'.repeat(10_000)}x\n`,
};

const scratch = mkdtempSync(path.join(tmpdir(), 'ssg-bench-patho-'));
const base = path.join(repo, 'packages', 'ssg-cli', 'test', 'fixtures', 'hostile-base');
const measure = path.join(repo, 'scripts', 'measure-build.mjs');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const names = values.only ? values.only.split(',') : Object.keys(INPUTS);

console.log(`ssg build of a small site with one generated page: ${runs} cold runs each (median, min–max)`);
console.log(`${'input'.padEnd(22)} ${'size'.padStart(9)}  ${'wall'.padEnd(24)} ${'peak memory'.padEnd(12)} exit`);
try {
  for (const name of names) {
    const make = INPUTS[name];
    if (!make) throw new Error(`unknown input ${name}; known: ${Object.keys(INPUTS).join(', ')}`);
    const site = path.join(scratch, name);
    cpSync(base, site, { recursive: true });
    mkdirSync(path.join(site, 'node_modules', '@ssg'), { recursive: true });
    symlinkSync(path.join(repo, 'packages', 'theme'), path.join(site, 'node_modules', '@ssg', 'theme'), 'dir');
    const text = make();
    writeFileSync(path.join(site, 'docs', 'generated.md'), text);
    const walls = [];
    const memory = [];
    let code = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const child = spawnSync(process.execPath, [measure, '--root', site, '--out-dir', path.join(scratch, `${name}-out`)], {
        encoding: 'utf8',
        env: { ...process.env, CI: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      });
      walls.push((performance.now() - started) / 1000);
      const last = child.stdout.trim().split('\n').pop() ?? '{}';
      memory.push((JSON.parse(last).maxRssKb ?? 0) / 1024);
      code = child.status ?? -1;
    }
    const wall = `${median(walls).toFixed(2)} s (${Math.min(...walls).toFixed(2)}–${Math.max(...walls).toFixed(2)})`;
    const size = text.length >= 1_000_000 ? `${(text.length / 1_000_000).toFixed(1)} MB` : `${Math.round(text.length / 1000)} KB`;
    console.log(`${name.padEnd(22)} ${size.padStart(9)}  ${wall.padEnd(24)} ${`${Math.round(median(memory))} MB`.padEnd(12)} ${code}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
