import { describe, expect, it } from 'vitest';
import { colorModeToggleLabel, isColorModeChoice, nextColorModeChoice } from './color-mode.js';

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
    expect(colorModeToggleLabel('dark')).toBe('Switch colour mode (currently dark mode, next system mode)');
  });
});
