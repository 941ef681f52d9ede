// `pnpm bench:pathological`: cold builds of a small site with one generated pathological page
// each (the inputs that once stalled or crashed the build), each in a fresh Node process with the
// build cache off (`--no-cache`) and the output folder removed first; prints per input the median
// wall time, CPU time (user + system, all threads) and peak memory, and the exit code. A failing
// build is expected where the input is refused (deep nesting): the figure is then the time to the
// error. The long inputs are generated at each size of `--sizes` (megabytes), to show how the
// cost grows with the input; `--baseline <dir>` (another built checkout of this repository) runs
// it too, alternating with this one run by run, and prints the ratios of the medians.
// Usage: node scripts/bench-pathological.mjs [--runs 3] [--only docs,list] [--sizes 0.5,1,2,5] [--baseline ../other]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, only: { type: 'string' }, sizes: { type: 'string', default: '5' }, baseline: { type: 'string' } },
});
const repo = path.resolve(import.meta.dirname, '..');
const runs = Number(values.runs);
const sizes = values.sizes.split(',').map(Number);

/** Repeats `unit(i)` after `head` until the text reaches `size` characters, then adds `tail`. */
function grow(size, unit, head = '', tail = '') {
  const parts = [`# Generated page\n\n${head}`];
  let length = parts[0].length + tail.length;
  for (let i = 0; length < size; i++) {
    const part = unit(i);
    parts.push(part);
    length += part.length;
  }
  parts.push(tail);
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

/** Long inputs, generated at each size of `--sizes` (characters). */
const SIZED = {
  docs: (size) => grow(size, docSection),
  prose: (size) => grow(size, (i) => `Paragraph ${i}: plain prose, sentence after sentence, the way a long article reads.\n\n`),
  list: (size) => grow(size, (i) => `- item ${i} with *emphasis*\n- and a second line\n\n`),
  'tight-list': (size) => grow(size, (i) => `- item ${i} with *emphasis* and a [link](https://example.com/${i})\n`),
  tables: (size) => grow(size, (i) => `| a | b |\n|---|---|\n| ${i} | *x* |\n\n`),
  // One block each: a table of many rows, a paragraph of many lines, both with emphasis and strikethrough to pair; a quote of many paragraphs; a list's item holding a long list.
  'one-table': (size) => grow(size, (i) => `| ${i} | *x* ~~y~~ | \`c${i}\` |\n`, '| n | text | code |\n|--:|---|---|\n'),
  'one-paragraph': (size) => grow(size, (i) => `word${i} *em* ~~del~~ [link](https://example.com/${i})\n`),
  'one-quote': (size) => grow(size, (i) => `> Paragraph ${i} of a long quote, with *emphasis* and a [link](https://example.com/${i}).\n>\n`),
  'one-item': (size) => grow(size, (i) => `  - nested ${i} with *emphasis*\n`, '- item\n'),
  // Link definitions one after another; documentation calling twenty footnotes; a call and a
  // footnote for every paragraph; a directive container, an HTML element and one line of it all.
  definitions: (size) => grow(size, (i) => `[ref${i}]: https://example.com/${i}${i % 3 ? '' : ` "Title ${i}"`}\n`, '', '\nSee [ref1], [ref500] and [ref9000].\n'),
  'noted-docs': (size) => grow(size, (i) => (i % 50 ? docSection(i) : docSection(i).replace('documentation does.', `documentation does.[^n${(i / 50) % 20}]`)), '', Array.from({ length: 20 }, (_, k) => `[^n${k}]: Footnote ${k}, with a [link](https://example.com/${k}).\n\n`).join('')),
  footnotes: (size) => grow(size, (i) => `Text ${i} with a note[^n${i}].\n\n[^n${i}]: The note ${i}.\n\n`),
  note: (size) => grow(size, (i) => `Paragraph ${i} inside a note, with *emphasis*.\n\n`, ':::note\n\n', ':::\n'),
  details: (size) => grow(size, (i) => `Paragraph ${i} inside details, with *emphasis*.\n\n`, '<details>\n<summary>More</summary>\n\n', '</details>\n'),
  'one-line': (size) => grow(size, (i) => `word${i} *em* [link](https://example.com/${i}) `),
  // Blocks that cannot be cut into runs: one fenced code block, one HTML block, a table of fifty
  // columns; and a heading every few lines (each one an entry of the outline, the anchors and the search).
  'code-block': (size) => grow(size, (i) => `line ${i} of a long plain block\n`, '```\n', '```\n'),
  'html-block': (size) => grow(size, (i) => `<p>Paragraph ${i} of raw HTML with <em>emphasis</em>.</p>\n`, '<div>\n', '</div>\n'),
  'wide-table': (size) => grow(size, (i) => `|${Array.from({ length: 50 }, (_, c) => ` v${i}_${c} `).join('|')}|\n`, `|${Array.from({ length: 50 }, (_, c) => ` c${c} `).join('|')}|\n|${'---|'.repeat(50)}\n`),
  headings: (size) => grow(size, (i) => `## Heading ${i}\n\nShort text ${i}.\n\n`),
  // Shapes of real long pages: a changelog (a heading per release, bullets naming people and
  // pull requests), headings underlined (setext) and lists indented a column or two.
  changelog: (size) => grow(size, (i) => `## v1.${i}.0\n\n### Fixed\n\n* Fix issue #${i} in \`module_${i}\` ([#${i}](https://github.com/a/b/pull/${i}))\n* Another fix by @user${i}\n\n`),
  setext: (size) => grow(size, (i) => `Heading ${i}\n----------\n\nSome text ${i} here, with *emphasis*.\n\n`),
  // A README's reference section: options with inline HTML, entities and a reference link.
  readme: (size) =>
    grow(
      size,
      (i) => `### \`option_${i}\`\n\nType: \`string\`<br>\nDefault: \`'x'\`\n\nSets the thing. See [API](#api) and the [guide][guide].\n\n\`\`\`js\nconst x = load(${i});\n\`\`\`\n\n**Note**: this is _important_ &mdash; really.\n\n1. Step one\n2. Step two\n\n`,
      '## API\n\n',
      '\n[guide]: https://example.com/guide\n',
    ),
  // A page whose links are broken: each to a missing anchor, and to a mistyped heading of its own
  // (every report searches the page's headings for a "did you mean").
  'broken-anchors': (size) => grow(size, (i) => `## Option ${i}\n\nSee [the API](#api) and [the next option](#optoin-${i + 1}).\n\n`),
  'indented-lists': (size) => grow(size, (i) => `Paragraph ${i} with *emphasis*.\n\n  - item ${i} with \`code\`\n  - another with a [link](https://example.com/${i})\n\n`),
  // The hostile 8,000 short lists (lists-8000), grown to the size: a list of one item, then text.
  'short-lists': (size) => grow(size, (i) => `- item ${i}\n\ntext ${i}\n\n`),
  // MkDocs' content tabs one after the other: one set of as many tabs (its rewrite was quadratic).
  'mkdocs-tabs': (size) => grow(size, (i) => `=== "Tab ${i}"\n\n    Body ${i} with *emphasis*.\n\n`),
};

const FIXED = {
  'lists-8000': () => `# Lists\n\n${Array.from({ length: 8000 }, (_, i) => `- item ${i}\n\ntext ${i}\n`).join('\n')}`,
  'nested-lists-10000': () => `# Deep\n\n${'- '.repeat(10_000)}x\n`,
  'nested-quotes-10000': () => `# Deep\n\n${'>'.repeat(10_000)} x\n`,
  'nested-emphasis-1200': () => `# Deep\n\n${'*a '.repeat(1200)}x${'*'.repeat(1200)}\n`,
  'nested-html-10000': () => `# Deep\n\n${'<div>'.repeat(10_000)}x\n`,
  'nested-directives-30000': () => `# Deep\n\n${':::tip\n\n'.repeat(30_000)}`,
  // Inputs on which a parser step was quadratic (one run of data, lazy lines, unclosed openers, loose-list checks, restored directives).
  'brackets-40000': () => `# Brackets\n\n${'[a] '.repeat(40_000)}\n`,
  'lazy-quote-16000': () => `# Lazy\n\n> a\n${'lazy line\n'.repeat(16_000)}`,
  'unclosed-comments-20000': () => `# Comments\n\n${'x <!-- a '.repeat(20_000)}\n`,
  'unclosed-instructions-20000': () => `# Instructions\n\n${'x <? a '.repeat(20_000)}\n`,
  'task-list-30000': () => `# Tasks\n\n${'- [ ] task\n'.repeat(30_000)}`,
  'text-directives-20000': () => `# Directives\n\n${':a[x] '.repeat(20_000)}\n`,
  // Inline runs on which pairing or scanning was quadratic: unmatched link closers, nested brackets,
  // unclosed titles and code spans, underscores in a domain, strikethrough; and emphasis markers past
  // the pairing budget (left as written, with a warning).
  'link-closers-65000': () => `# Closers\n\n${'a]'.repeat(65_000)}\n`,
  'nested-brackets-50000': () => `# Brackets\n\n${'['.repeat(50_000)}a${']'.repeat(50_000)}\n`,
  'unclosed-titles-80000': () => `# Titles\n\n${'[ (]('.repeat(80_000)}\n`,
  'backticks-3000': () => `# Backticks\n\n${Array.from({ length: 3000 }, (_, i) => `e${'`'.repeat(i + 1)}`).join('')}\n`,
  'domain-underscores-50000': () => `# Domain\n\nwww.a${'_'.repeat(50_000)}.b\n`,
  'strike-closers-50000': () => `# Strike\n\n${'a~~ '.repeat(50_000)}\n`,
  'nested-strong-emphasis-65000': () => `# Emphasis\n\n${'*a **a '.repeat(65_000)}b${' a** a*'.repeat(65_000)}\n`,
  'emphasis-closers-65000': () => `# Emphasis\n\n${'a_ '.repeat(65_000)}\n`,
  // Runs of spaces inside a directive's title, a tab's title and an MkDocs block's title (each was matched by `(.*?)[ \t]*$`, quadratic in the run).
  'space-runs-200000': () => `# Spaces\n\n:::tip a${' '.repeat(200_000)}b\n\nx\n\n:::\n\n:::tabs\n== a${' '.repeat(200_000)}b\nx\n:::\n\n/// note | a${' '.repeat(200_000)}b\nx\n///\n`,
  'emphasis-paragraphs-1mb': () => `# Emphasis\n\n${`${'*a '.repeat(1000)}x${'*'.repeat(1000)}\n\n`.repeat(250)}`,
  // MDX pages (`mdx-…`, written as .mdx): JSX, expressions and containers, which MDX parses its own way.
  'mdx-nested-jsx-3000': () => `# Deep\n\n${'<div>'.repeat(3000)}x${'</div>'.repeat(3000)}\n`,
  'mdx-jsx-in-expressions-1000': () => `# Deep\n\n${'{<b>'.repeat(1000)}x${'</b>}'.repeat(1000)}\n`,
  'mdx-nested-quotes-10000': () => `# Deep\n\n${'>'.repeat(10_000)} x\n`,
  'mdx-nested-lists-2000': () => `# Deep\n\n${'- '.repeat(2000)}x\n`,
};

/** The inputs to run: `--only` names fixed inputs or sized kinds (`docs` runs every size). */
function inputs() {
  const all = [
    ...Object.entries(FIXED).map(([name, make]) => ({ name, kind: name, make })),
    ...Object.entries(SIZED).flatMap(([kind, make]) => sizes.map((mb) => ({ name: `${kind}-${mb}mb`, kind, make: () => make(mb * 1_000_000) }))),
  ];
  if (!values.only) return all;
  const wanted = values.only.split(',');
  const unknown = wanted.filter((name) => !all.some((input) => input.kind === name || input.name === name));
  if (unknown.length > 0) throw new Error(`unknown input ${unknown.join(', ')}; known: ${[...Object.keys(FIXED), ...Object.keys(SIZED)].join(', ')}`);
  return all.filter((input) => wanted.includes(input.kind) || wanted.includes(input.name));
}

const scratch = mkdtempSync(path.join(tmpdir(), 'ssg-bench-patho-'));
const base = path.join(repo, 'packages', 'ssg-cli', 'test', 'fixtures', 'hostile-base');
const measure = path.join(repo, 'scripts', 'measure-build.mjs');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const range = (xs, digits) => `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');

/** A site with the theme of `checkout` and one generated doc (`.mdx` for the `mdx-` inputs). */
function makeSite(dir, checkout, text, name) {
  cpSync(base, dir, { recursive: true });
  mkdirSync(path.join(dir, 'node_modules', '@ssg'), { recursive: true });
  symlinkSync(path.join(checkout, 'packages', 'theme'), path.join(dir, 'node_modules', '@ssg', 'theme'), 'dir');
  writeFileSync(path.join(dir, 'docs', name.startsWith('mdx-') ? 'generated.mdx' : 'generated.md'), text);
}

/** One cold build in a new process: wall and CPU seconds, peak memory in MB, exit code. */
function coldBuild(checkout, site, outDir) {
  rmSync(outDir, { recursive: true, force: true });
  const started = performance.now();
  const child = spawnSync(process.execPath, [measure, '--root', site, '--out-dir', outDir, '--no-cache'], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', SSG_MEASURE_CLI: path.join(checkout, 'packages', 'ssg-cli', 'bin', 'ssg.js') },
    maxBuffer: 64 * 1024 * 1024,
  });
  const wall = (performance.now() - started) / 1000;
  const last = JSON.parse(child.stdout.trim().split('\n').pop() || '{}');
  return { wall, cpu: (last.cpuMs ?? 0) / 1000, rss: (last.maxRssKb ?? 0) / 1024, code: child.status ?? -1 };
}

const checkouts = [{ label: 'this', dir: repo }, ...(values.baseline ? [{ label: 'baseline', dir: path.resolve(values.baseline) }] : [])];
console.log(`ssg build of a small site with one generated page: ${runs} cold runs each (--no-cache), median (min–max); load average ${load()}`);
console.log(`${'input'.padEnd(22)} ${'size'.padStart(9)}  ${'build'.padEnd(9)} ${'wall s'.padEnd(22)} ${'CPU s'.padEnd(22)} ${'peak MB'.padEnd(16)} exit`);
try {
  for (const input of inputs()) {
    const text = input.make();
    const size = text.length >= 1_000_000 ? `${(text.length / 1_000_000).toFixed(1)} MB` : `${Math.round(text.length / 1000)} KB`;
    const results = checkouts.map((checkout) => {
      const site = path.join(scratch, `${input.name}-${checkout.label}`);
      makeSite(site, checkout.dir, text, input.name);
      return { checkout, site, out: path.join(scratch, `${input.name}-${checkout.label}-out`), runs: [] };
    });
    // Interleaved: this, baseline, this, baseline…
    for (let i = 0; i < runs; i++) for (const result of results) result.runs.push(coldBuild(result.checkout.dir, result.site, result.out));
    for (const { checkout, runs: measured } of results) {
      const pick = (key) => measured.map((run) => run[key]);
      console.log(
        `${input.name.padEnd(22)} ${size.padStart(9)}  ${checkout.label.padEnd(9)} ${range(pick('wall'), 2).padEnd(22)} ${range(pick('cpu'), 2).padEnd(22)} ${range(pick('rss'), 0).padEnd(16)} ${measured.at(-1).code}`,
      );
    }
    if (results.length === 2) {
      const ratio = (key) => (median(results[0].runs.map((run) => run[key])) / median(results[1].runs.map((run) => run[key]))).toFixed(2);
      console.log(`${''.padEnd(22)} ${''.padStart(9)}  this/baseline: wall ${ratio('wall')}×, CPU ${ratio('cpu')}×, peak memory ${ratio('rss')}×  (load ${load()})`);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
