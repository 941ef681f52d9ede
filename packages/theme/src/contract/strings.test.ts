import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldInOneByte } from '../test-support/strings.js';
import { narrowText } from './strings.js';

afterEach(() => vi.unstubAllGlobals());

describe('narrowText', () => {
  it('gives the text held one byte a character when every character fits, and wider text as it is', () => {
    // Sliced from a string with a dash: ASCII, held two bytes a character.
    const wide = 'Introduction — start here'.slice(0, 12);
    expect(heldInOneByte(wide)).toBe(false);
    expect(narrowText(wide)).toBe('Introduction');
    expect(heldInOneByte(narrowText(wide))).toBe(true);
    expect(heldInOneByte(narrowText('Café "x" & \n\u0001'.slice(0)))).toBe(true);
    expect(narrowText('Café "x" & \n\u0001')).toBe('Café "x" & \n\u0001');
    const dash = 'Introduction — start here';
    expect(narrowText(dash)).toBe(dash);
  });

  it('makes the same narrow copy where there is no Buffer (a browser)', () => {
    vi.stubGlobal('Buffer', undefined);
    const wide = 'Café "x" & \n\u0001 — more'.slice(0, 13);
    expect(heldInOneByte(wide)).toBe(false);
    expect(narrowText(wide)).toBe('Café "x" & \n\u0001');
    expect(heldInOneByte(narrowText(wide))).toBe(true);
  });
});
