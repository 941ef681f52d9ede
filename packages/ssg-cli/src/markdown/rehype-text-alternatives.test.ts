import { describe, expect, it } from 'vitest';
import { fileNameText, targetText } from './rehype-text-alternatives.js';

describe('text for remote images and links', () => {
  it('names an image after its file, in words', () => {
    expect(fileNameText('https://raw.githubusercontent.com/junegunn/i/master/fzf-preview.png')).toBe('fzf preview');
    expect(fileNameText('https://example.com/a/Screen_Shot%202024.jpeg?raw=true#x')).toBe('Screen Shot 2024');
    expect(fileNameText('https://example.com/image?repo=acme/widget')).toBe('image');
    expect(fileNameText('https://example.com/12345.png')).toBe('');
    expect(fileNameText('')).toBe('');
  });

  it('labels a link with where it goes', () => {
    expect(targetText('https://www.crates.io/crates/deno/?x=1#top')).toBe('crates.io/crates/deno');
    expect(targetText('https://discord.gg/deno')).toBe('discord.gg/deno');
    expect(targetText('mailto:team@example.com?subject=hi')).toBe('team@example.com');
    expect(targetText('#install')).toBe('install');
  });
});
