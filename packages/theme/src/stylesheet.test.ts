// The stylesheet the generator reads: it exists, stays in its layer and within the size budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { themeStylesheet, themeStylesheets } from './stylesheet.js';

describe('theme stylesheet', () => {
  const css = readFileSync(themeStylesheet, 'utf8');

  it('is an absolute path to assets/theme.css, listed first in themeStylesheets', () => {
    expect(themeStylesheet).toMatch(/[/\\]packages[/\\]theme[/\\]assets[/\\]theme\.css$/);
    expect(themeStylesheets[0]).toBe(themeStylesheet);
    for (const file of themeStylesheets) expect(() => readFileSync(file, 'utf8')).not.toThrow();
  });

  it('puts every rule inside @layer ssg and prefixes classes with ssg-', () => {
    const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '').trim();
    expect(withoutComments.startsWith('@layer ssg {')).toBe(true);
    expect(withoutComments.endsWith('}')).toBe(true);
    const classes = new Set(withoutComments.replace(/url\([^)]*\)/g, '').match(/\.[a-z][\w-]*/gi));
    const foreign = [...classes].filter((name) => !name.startsWith('.ssg-') && !/^\.(shiki|line|highlighted|contains-task-list|task-list-item)$/.test(name) && !/^\.\d/.test(name));
    expect(foreign).toEqual([]);
  });

  it('keys dark mode on html[data-theme=dark] and gives the code colours a light and a dark value', () => {
    expect(css).toContain("html[data-theme='dark'] {");
    const tokens = ['foreground', 'background', 'token-constant', 'token-string', 'token-comment', 'token-keyword', 'token-parameter', 'token-function', 'token-string-expression', 'token-punctuation', 'token-link'];
    for (const name of tokens) expect(css.match(new RegExp(`--shiki-${name}:`, 'g'))?.length, name).toBeGreaterThanOrEqual(2);
  });

  it('keeps all theme stylesheets together within 25 KB gzipped', () => {
    const all = themeStylesheets.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(gzipSync(all).length).toBeLessThanOrEqual(25 * 1024);
  });
});
