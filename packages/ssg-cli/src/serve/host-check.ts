// DNS-rebinding protection, as the main dev servers do it: a page on another site can make a
// browser resolve its own host name to 127.0.0.1 and then read a local server as same-origin.
// Its requests still carry that host name in `Host`, so requests are answered only when `Host`
// names an IP address (rebinding needs a name), `localhost` or a `*.localhost` name, the host the
// server was bound to, or a host the user allowed.
import { isIP } from 'node:net';

/** The host name of a `Host` header value (`[::1]:3000` → `::1`, `Example.com:80` → `example.com`). */
export function hostName(header: string): string | undefined {
  const value = header.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end === -1 ? undefined : value.slice(1, end);
  }
  const colon = value.indexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

/**
 * Whether a request with this `Host` header may be answered. `allowed` holds host names (the bound
 * host, `--allowed-hosts`); a leading dot allows a domain and its subdomains (`.example.com`).
 * A request without `Host` (HTTP/1.0) is answered: browsers always send one.
 */
export function isHostAllowed(header: string | undefined, allowed: readonly string[]): boolean {
  if (header === undefined) return true;
  const name = hostName(header);
  if (name === undefined || name === '') return false;
  if (isIP(name) !== 0) return true;
  const bare = name.endsWith('.') ? name.slice(0, -1) : name;
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  return allowed.some((host) => {
    const entry = host.toLowerCase();
    return entry.startsWith('.') ? bare === entry.slice(1) || bare.endsWith(entry) : bare === entry;
  });
}
