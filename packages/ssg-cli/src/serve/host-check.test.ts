import { describe, expect, it } from 'vitest';
import { hostName, isHostAllowed } from './host-check.js';

describe('isHostAllowed', () => {
  it('answers IP addresses, localhost and *.localhost whatever the bound host', () => {
    for (const host of ['127.0.0.1:3000', '127.0.0.1', '[::1]:3000', '192.168.1.20:3000', 'localhost:3000', 'LOCALHOST', 'docs.localhost:3000', 'localhost.:3000', undefined]) {
      expect(isHostAllowed(host, ['127.0.0.1']), String(host)).toBe(true);
    }
  });

  it('refuses other names: a DNS-rebinding page names its own host', () => {
    for (const host of ['evil.example:3000', 'evil.example', 'localhost.evil.example', '127.0.0.1.nip.io:3000', '[::1', '', 'localhostx:3000']) {
      expect(isHostAllowed(host, ['127.0.0.1']), host).toBe(false);
    }
  });

  it('answers the bound host and allowed names; a leading dot allows subdomains', () => {
    expect(isHostAllowed('mybox.lan:3000', ['mybox.lan'])).toBe(true);
    expect(isHostAllowed('docs.example.com', ['.example.com'])).toBe(true);
    expect(isHostAllowed('example.com', ['.example.com'])).toBe(true);
    expect(isHostAllowed('badexample.com', ['.example.com'])).toBe(false);
    expect(isHostAllowed('other.lan', ['mybox.lan'])).toBe(false);
  });

  it('reads the host name out of the header', () => {
    expect(hostName('[::1]:3000')).toBe('::1');
    expect(hostName('Example.COM:8080')).toBe('example.com');
    expect(hostName('[::1')).toBeUndefined();
  });
});
