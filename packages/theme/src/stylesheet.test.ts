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

  it('keys dark mode on html[data-theme=dark] and uses both Shiki themes', () => {
    expect(css).toContain("html[data-theme='dark'] {");
    for (const name of ['--shiki-light', '--shiki-light-bg', '--shiki-dark', '--shiki-dark-bg']) expect(css).toContain(`var(${name})`);
  });

  it('keeps all theme stylesheets together within 25 KB gzipped', () => {
    const all = themeStylesheets.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(gzipSync(all).length).toBeLessThanOrEqual(25 * 1024);
  });
});
