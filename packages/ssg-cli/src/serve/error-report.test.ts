import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UserError } from '../report/diagnostics.js';
import { codeFrame, describeFailure, formatLiveDiagnostic } from './error-report.js';

const root = mkdtempSync(path.join(tmpdir(), 'ssg-error-report-'));
mkdirSync(path.join(root, 'docs'));
writeFileSync(path.join(root, 'docs/a.md'), '---\ntitle: [unclosed\n---\n\n# A\n\nSee [x](/nowhere).\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('codeFrame', () => {
  it('shows the lines around the offending one, a marker and a caret under the column', () => {
    expect(codeFrame('one\ntwo\nthree\nfour\nfive\nsix', 3, 2)).toBe(['  1 | one', '  2 | two', '> 3 | three', '    |  ^', '  4 | four', '  5 | five'].join('\n'));
    expect(codeFrame('one\n\ttwo', 2, 2)).toBe(['  1 | one', '> 2 |   two', '    |   ^'].join('\n'));
    expect(codeFrame('one', 9)).toBe('');
  });
});

describe('describeFailure', () => {
  it('takes error diagnostics with their positions and adds the code frame', () => {
    const [shown, ...rest] = describeFailure({
      root,
      diagnostics: [
        { severity: 'warning', rule: 'x', file: 'docs/a.md', message: 'a warning' },
        { severity: 'error', rule: 'onBrokenLinks', file: 'docs/a.md', line: 7, column: 5, message: 'Broken link to /nowhere', hint: 'Fix the link.' },
      ],
    });
    expect(rest).toEqual([]);
    expect(shown).toEqual({
      severity: 'error',
      file: 'docs/a.md',
      line: 7,
      column: 5,
      message: 'Broken link to /nowhere',
      hint: 'Fix the link.',
      frame: ['  5 | # A', '  6 |', '> 7 | See [x](/nowhere).', '    |     ^'].join('\n'),
    });
  });

  it('finds the position in a user error message', () => {
    const error = new UserError('docs/a.md:2  invalid YAML in front matter: unexpected end', { hint: 'Fix the YAML.' });
    expect(describeFailure({ root, error })).toEqual([
      {
        severity: 'error',
        file: 'docs/a.md',
        line: 2,
        message: 'invalid YAML in front matter: unexpected end',
        hint: 'Fix the YAML.',
        frame: ['  1 | ---', '> 2 | title: [unclosed', '  3 | ---', '  4 |'].join('\n'),
      },
    ]);
    expect(describeFailure({ root, error: new UserError(`Invalid front matter in ${path.join(root, 'docs/a.md')}:\n  title: expected a string`) })[0]).toMatchObject({
      file: 'docs/a.md',
      message: expect.stringContaining('title: expected a string'),
    });
    expect(describeFailure({ root, error: new UserError('No theme') })).toEqual([{ severity: 'error', message: 'No theme' }]);
  });

  it('points an internal error at the first frame in the site or theme code', () => {
    const themeFile = path.join(root, 'theme.mjs');
    writeFileSync(themeFile, 'export function renderPage() {\n  throw new TypeError("boom");\n}\n');
    const error = new TypeError('boom');
    error.stack = `TypeError: boom\n    at renderPage (file://${themeFile}:2:9)\n    at renderToString (${root}/node_modules/react-dom/server.js:1:1)`;
    const [shown] = describeFailure({ root, error });
    expect(shown).toMatchObject({ file: 'theme.mjs', line: 2, column: 9, message: 'TypeError: boom', stack: error.stack });
    expect(shown?.frame).toContain('> 2 |   throw new TypeError("boom");');
    expect(formatLiveDiagnostic(shown!)).toMatch(/^✖ theme\.mjs:2:9 {2}TypeError: boom\n {2}hint: .*\n\n {4}1 \| export function renderPage/);
  });
});
