// Markup written as strings where React elements would cost too much for what they show (a large
// API's schema trees and sidebars): text and attribute values escaped, and link URLs checked, as
// React's server renderer does, so that the HTML is the same.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text or an attribute value as HTML (the characters React escapes, as it escapes them). */
export function escapeHtml(text: string): string {
  return /["&'<>]/.test(text) ? text.replace(/["&'<>]/g, (char) => ESCAPES[char]!) : text;
}

/** What React 19 writes instead of a `javascript:` URL (react-dom's `sanitizeURL`). */
const BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";
const JAVASCRIPT_URL = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;

/** ` href="…"` for a link to `url`, as React writes it. */
export function hrefAttribute(url: string): string {
  return ` href="${escapeHtml(JAVASCRIPT_URL.test(url) ? BLOCKED_URL : url)}"`;
}
