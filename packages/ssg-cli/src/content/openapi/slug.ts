// Route slugs for API pages: from an operationId, from method + path, or from the API title; each
// kept to the length of a folder's name (`fitSegment`).
import { fitSegment } from '../address.js';

/**
 * Lower-case words joined by `-`: everything but letters and digits separates words, and with
 * `splitCamelCase` a lower-to-upper change does too (`listAgents` → `list-agents`).
 */
export function slugify(text: string, options: { splitCamelCase?: boolean } = {}): string {
  let out = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  if (options.splitCamelCase) out = out.replace(/([a-z0-9])([A-Z])/g, '$1-$2');
  return out
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The slugs an operation page may take, best first: its operationId with `_` and other separators
 * as `-` (`create_session_event` → `create-session-event`, `listAgents` → `list-agents`), then
 * method and path (`GET /api/items/{id}` → `get-api-items-id`), the only one without an operationId.
 */
export function operationSlugs(operation: { operationId?: string | undefined; method: string; path: string }): string[] {
  const fromId = operation.operationId ? fitSegment(slugify(operation.operationId, { splitCamelCase: true })) : '';
  const fromPath = fitSegment(slugify(`${operation.method} ${operation.path}`) || operation.method);
  return fromId && fromId !== fromPath ? [fromId, fromPath] : [fromPath];
}

/** The slug of the info page, from `info.title` (`FastAPI` → `fastapi`, `Pet Store` → `pet-store`). */
export function infoSlug(title: string): string {
  return fitSegment(slugify(title) || 'introduction');
}
