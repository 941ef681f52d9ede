import { describe, expect, it } from 'vitest';
import { openCommand } from './open-browser.js';

describe('openCommand', () => {
  it('uses the platform opener, or BROWSER', () => {
    const url = 'http://127.0.0.1:3000/';
    expect(openCommand(url, 'linux', {})).toEqual({ command: 'xdg-open', args: [url] });
    expect(openCommand(url, 'darwin', {})).toEqual({ command: 'open', args: [url] });
    expect(openCommand('http://x/?a=1&b=2', 'win32', {})).toEqual({ command: 'cmd', args: ['/c', 'start', '""', 'http://x/?a=1^&b=2'] });
    expect(openCommand(url, 'linux', { BROWSER: 'firefox' })).toEqual({ command: 'firefox', args: [url] });
    expect(openCommand(url, 'linux', { BROWSER: 'none' })).toBeUndefined();
  });
});
