import { describe, expect, it } from 'vitest';
import { colorModeToggleLabel, isColorModeChoice, nextColorModeChoice, resolveColorMode } from './color-mode.js';

describe('colour mode choices', () => {
  it('cycles light → dark → system → light', () => {
    expect(nextColorModeChoice('light')).toBe('dark');
    expect(nextColorModeChoice('dark')).toBe('system');
    expect(nextColorModeChoice('system')).toBe('light');
  });

  it('validates stored values', () => {
    expect(isColorModeChoice('dark')).toBe(true);
    expect(isColorModeChoice('sepia')).toBe(false);
    expect(isColorModeChoice(null)).toBe(false);
  });

  it('names the current and the next mode in the toggle label', () => {
    expect(colorModeToggleLabel('light')).toBe('Switch to dark mode (currently light)');
    expect(colorModeToggleLabel('dark')).toBe('Switch to system mode (currently dark)');
    expect(colorModeToggleLabel('system')).toBe('Switch to light mode (currently system)');
  });

  it('resolves system to the preference of the operating system', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });
});
