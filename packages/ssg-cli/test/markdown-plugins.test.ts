// The site's remark and rehype plugins, by module name and as functions, with options, loaded in
// every Markdown worker of the built CLI; and their mistakes reported as the site's.
import { readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFixture, PACKAGE_DIR, runCli, stackLines, type SiteCopy } from './helpers/cli.js';

let site: SiteCopy | undefined;
afterEach(() => {
  site?.remove();
  site = undefined;
});

/** The fixture with the math plugins installed, as `npm install remark-math rehype-katex` would. */
function withPlugins(files: Record<string, string> = {}): SiteCopy {
  const copy = copyFixture('markdown-plugins', files);
  for (const name of ['remark-math', 'rehype-katex']) {
    symlinkSync(realpathSync(path.join(PACKAGE_DIR, 'node_modules', name)), path.join(copy.root, 'node_modules', name), 'dir');
  }
  return copy;
}

describe('markdown.remarkPlugins / rehypePlugins', () => {
  it('runs plugins named by module and given as functions, with their options, in the workers', async () => {
    site = withPlugins();
    const result = await runCli(['build', '--root', site.root]);
    expect(result.stderr).toMatch(/✔ Built \d+ pages in [\d.]+ s, 0 warnings/);
    const html = readFileSync(path.join(site.root, 'build', 'docs', 'math', 'index.html'), 'utf8');
    // rehype-katex with `output: 'mathml'`: native MathML, inline and as a block.
    expect(html).toMatch(/<math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML"><semantics><mrow><mi>E<\/mi><mo>=<\/mo><mi>m<\/mi><msup><mi>c<\/mi><mn>2<\/mn><\/msup><\/mrow>/);
    expect(html).toMatch(/<math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML" display="block">[\s\S]*<mo>∫<\/mo>/);
    expect(html).not.toContain('$E = mc^2$');
    // The local function plugin, with its option.
    expect(html).toContain('said LOUD.');
  });

  it('names a plugin that is not installed', async () => {
    site = withPlugins({ 'ssg.config.ts': `export default { title: 'P', url: 'https://example.com', blog: false, markdown: { rehypePlugins: ['rehype-katex', 'rehype-nope'] } };\n` });
    const result = await runCli(['build', '--root', site.root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('markdown.rehypePlugins[1]: the plugin "rehype-nope" is not installed in the site');
    expect(result.stderr).toContain('hint: Install it in the site folder (npm install rehype-nope).');
  });

  it('reports a plugin that throws as a mistake in the site, naming the plugin and the page', async () => {
    site = withPlugins({
      'ssg.config.ts': `export default { title: 'P', url: 'https://example.com', blog: false, markdown: { remarkPlugins: [function remarkBroken() { return () => { throw new Error('no way'); }; }] } };\n`,
    });
    const result = await runCli(['build', '--root', site.root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Could not render Markdown in (docs\/math\.md|pages\/index\.md): The plugin markdown\.remarkPlugins\[0\] \(remarkBroken\) failed: no way/);
    expect(stackLines(result.stderr)).toEqual([]);
  });

  it('reports a tree a plugin leaves broken as a mistake in the site that may be the plugin, naming the page', async () => {
    site = withPlugins({
      'ssg.config.ts': `export default { title: 'P', url: 'https://example.com', blog: false, markdown: { rehypePlugins: [() => () => ({ type: 'root' })] } };\n`,
    });
    const result = await runCli(['build', '--root', site.root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/✖ Could not render Markdown in (docs\/math\.md|pages\/index\.md): /);
    expect(result.stderr).toContain('hint: A plugin in `markdown` of the site config may have left a syntax tree that ssg cannot read');
    expect(result.stderr).not.toContain('Internal error');
    expect(stackLines(result.stderr)).toEqual([]);
  });

  it('refuses a tree a plugin leaves with a node inside itself, naming the page (the thread died of a fatal V8 error)', async () => {
    const cycle = "() => (tree) => { const a = { type: 'element', tagName: 'div', properties: {}, children: [] }; a.children.push(a); tree.children.push(a); }";
    site = withPlugins({ 'ssg.config.ts': `export default { title: 'P', url: 'https://example.com', blog: false, markdown: { rehypePlugins: [${cycle}] } };\n` });
    const result = await runCli(['build', '--root', site.root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/✖ Could not render Markdown in (docs\/math\.md|pages\/index\.md): a plugin put a node \(element\) inside itself\n {2}hint: A plugin in `markdown` of the site config/);
    expect(stackLines(result.stderr)).toEqual([]);
  });

  it('rejects an entry that is not a plugin, with its key path', async () => {
    site = withPlugins({ 'ssg.config.ts': `export default { title: 'P', url: 'https://example.com', blog: false, markdown: { remarkPlugins: [42] } };\n` });
    const result = await runCli(['build', '--root', site.root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('markdown.remarkPlugins[0]: expected a plugin: a module name, a function, or [plugin, options]');
  });

  it('reports in the order of the files, whatever order the pages render in; an unknown code language once, at its first block', async () => {
    const block = '```flowchartz\nA --> B\n```\n';
    site = withPlugins({ 'docs/a.md': `# A\n\n${block}`, 'docs/b.md': `# B\n\n${block}\n${block}`, 'docs/c.md': `No heading here.\n\n${block}` });
    const first = await runCli(['build', '--root', site.root]);
    expect(first.code).toBe(0);
    // Built again with a.md changed: b.md and c.md come from the build cache at once, a.md last.
    writeFileSync(path.join(site.root, 'docs', 'a.md'), `No heading either.\n\n${'Text.\n\n'.repeat(300)}${block}`);
    const result = await runCli(['build', '--root', site.root]);
    expect(result.code).toBe(0);
    const warnings = result.stderr.split('\n').filter((line) => line.includes('Unknown code language "flowchartz"'));
    expect(warnings).toEqual(['⚠ docs/a.md:603:1  Unknown code language "flowchartz": the block is shown as plain text']);
    // Every report in the order of the files, whatever order their pages rendered in.
    const reports = result.stderr.split('\n').filter((line) => line.startsWith('⚠'));
    expect(reports.map((line) => line.split('  ')[0])).toEqual(['⚠ docs/a.md', '⚠ docs/a.md:603:1', '⚠ docs/c.md']);
  });
});
