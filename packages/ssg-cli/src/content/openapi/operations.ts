// Walks `paths` (and the webhooks of 3.1) in document order and lists every operation with what
// applies to it: its path- and operation-level parameters (the operation's win), its tag group,
// its servers and its security requirements.
import type { HttpMethod, ParameterLocation } from '@ssg/theme/contract';
import { childPointer, isObject, type JsonObject } from './json-pointer.js';
import { deref } from './refs.js';

export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
export const LOCATIONS: readonly ParameterLocation[] = ['path', 'query', 'header', 'cookie'];
export const UNTAGGED = 'untagged';

const isMethod = (key: string): key is HttpMethod => (HTTP_METHODS as readonly string[]).includes(key);

export interface OperationRecord {
  method: HttpMethod;
  /** The path template; for a webhook, its name. */
  path: string;
  /** Set for the operations of `webhooks` (3.1): the webhook's name. */
  webhook?: string;
  /** JSON pointer of the operation object, for messages. */
  pointer: string;
  operation: JsonObject;
  operationId?: string;
  /** First tag, or `untagged`. */
  tag: string;
  parameters: JsonObject[];
  /** The servers that apply (operation, else path item, else document); may be empty. */
  servers: JsonObject[];
  /** JSON pointer of `servers` in effect, for messages. */
  serversPointer: string;
  /** The security requirements in effect (operation, else document); undefined when none is declared. */
  security?: unknown[];
  /** What the path item says of all its operations (its description, else its summary; a `$ref`'s own first). */
  pathText?: string;
}

/** A path item's description, else its summary; a Reference Object's own (3.1) before its target's. */
function pathItemText(raw: unknown, pathItem: JsonObject): string | undefined {
  for (const item of [raw, pathItem]) {
    if (!isObject(item)) continue;
    for (const key of ['description', 'summary']) {
      const text = item[key];
      if (typeof text === 'string' && text.trim() !== '') return text;
    }
  }
  return undefined;
}

/** Every operation of the document, in the order of `paths` and of the methods within a path. */
export function collectOperations(document: JsonObject): OperationRecord[] {
  return [...collect(document, 'paths'), ...collect(document, 'webhooks')];
}

function collect(document: JsonObject, section: 'paths' | 'webhooks'): OperationRecord[] {
  const out: OperationRecord[] = [];
  const items = isObject(document[section]) ? (document[section] as JsonObject) : {};
  const documentServers = Array.isArray(document.servers) ? document.servers.filter(isObject) : [];
  for (const [path, rawItem] of Object.entries(items)) {
    const pathItem = deref(document, rawItem);
    if (!pathItem) continue;
    const itemPointer = childPointer(`/${section}`, path);
    const pathText = pathItemText(rawItem, pathItem);
    for (const method of Object.keys(pathItem).filter(isMethod)) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const pointer = childPointer(itemPointer, method);
      const tags = Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '') : [];
      const [servers, serversPointer] = Array.isArray(operation.servers) && operation.servers.length > 0
        ? [operation.servers, childPointer(pointer, 'servers')]
        : Array.isArray(pathItem.servers) && pathItem.servers.length > 0
          ? [pathItem.servers, childPointer(itemPointer, 'servers')]
          : [documentServers, '/servers'];
      const security = Array.isArray(operation.security) ? operation.security : Array.isArray(document.security) ? document.security : undefined;
      out.push({
        method,
        path,
        ...(section === 'webhooks' ? { webhook: path } : {}),
        pointer,
        operation,
        ...(typeof operation.operationId === 'string' && operation.operationId.trim() !== '' ? { operationId: operation.operationId } : {}),
        tag: tags[0] ?? UNTAGGED,
        parameters: mergeParameters(document, pathItem.parameters, operation.parameters),
        servers: (servers as unknown[]).filter(isObject),
        serversPointer,
        ...(security ? { security } : {}),
        ...(pathText !== undefined ? { pathText } : {}),
      });
    }
  }
  return out;
}

/** Path-level parameters overridden by operation-level ones with the same name and location. */
export function mergeParameters(document: JsonObject, pathLevel: unknown, operationLevel: unknown): JsonObject[] {
  const byKey = new Map<string, JsonObject>();
  for (const list of [pathLevel, operationLevel]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const parameter = deref(document, raw);
      if (!parameter || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') continue;
      byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    }
  }
  return [...byKey.values()];
}

/** A server's URL with its variables set to their defaults (or first enum value). */
export function expandServerUrl(server: JsonObject): string {
  const variables = isObject(server.variables) ? server.variables : {};
  return String(server.url ?? '').replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = variables[name];
    if (!isObject(variable)) return whole;
    if (variable.default !== undefined) return String(variable.default);
    return Array.isArray(variable.enum) && variable.enum.length > 0 ? String(variable.enum[0]) : whole;
  });
}

/**
 * The base URL of the first server with its variables filled in, without a trailing `/`. A
 * relative URL is resolved against the document's own URL when it is known (`documentUrl`).
 */
export function serverBaseUrl(servers: JsonObject[], documentUrl?: string): string {
  const first = servers[0];
  if (!first || typeof first.url !== 'string') return '';
  let url = expandServerUrl(first);
  if (documentUrl && !/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    try {
      url = new URL(url, documentUrl).href;
    } catch {
      // Not resolvable (a variable left in it): kept as written.
    }
  }
  return url.replace(/\/+$/, '');
}

/** A tag and its operations, in the document's order; a tag with a description and no operations (text only) too. */
export interface TagGroup {
  /** The tag as the document names it (slugs and the page data's `tag` use it); `webhooks` for the webhooks. */
  name: string;
  /** The webhooks' group (3.1), which a tag may be named as too. */
  webhooks?: true;
  /** What readers see: `x-displayName`, else the name with a capital first letter. */
  label: string;
  operations: OperationRecord[];
}

/** What readers see for a tag: its `x-displayName`, else its name with a capital first letter. */
export function tagLabel(declared: unknown, name: string): string {
  const tag = declaredTag(declared, name);
  if (tag && typeof tag['x-displayName'] === 'string' && tag['x-displayName'].trim() !== '') return tag['x-displayName'].trim();
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Operation groups in order: the document's `tags` list first, then tags in order of first use,
 * then `untagged`; webhooks last, in one group of their own. Operations keep document order.
 */
export function groupByTag(operations: OperationRecord[], declared: unknown): TagGroup[] {
  const order: string[] = [];
  if (Array.isArray(declared)) {
    for (const tag of declared) if (isObject(tag) && typeof tag.name === 'string') order.push(tag.name);
  }
  const requests = operations.filter((operation) => operation.webhook === undefined);
  for (const operation of requests) if (!order.includes(operation.tag)) order.push(operation.tag);
  const groups: TagGroup[] = order
    .filter((name) => name !== UNTAGGED)
    .concat(order.includes(UNTAGGED) ? [UNTAGGED] : [])
    .map((name) => ({ name, label: tagLabel(declared, name), operations: requests.filter((operation) => operation.tag === name) }));
  const webhooks = operations.filter((operation) => operation.webhook !== undefined);
  if (webhooks.length > 0) groups.push({ name: 'webhooks', label: 'Webhooks', operations: webhooks, webhooks: true });
  // A tag with a description and no operations is text of its own (Redoc's `x-traitTag`: an introduction, a guide).
  return groups.filter((group) => group.operations.length > 0 || (groupDescription(declared, group)?.trim() ?? '') !== '');
}

/** The description of a group's tag (none for the webhooks, whatever a tag of that name says). */
export function groupDescription(declared: unknown, group: Pick<TagGroup, 'name' | 'webhooks'>): string | undefined {
  return group.webhooks ? undefined : tagDescription(declared, group.name);
}

function declaredTag(declared: unknown, name: string): JsonObject | undefined {
  if (!Array.isArray(declared)) return undefined;
  const tag = declared.find((item) => isObject(item) && item.name === name);
  return isObject(tag) ? tag : undefined;
}

/** The description of a tag from the document's `tags` list. */
function tagDescription(declared: unknown, name: string): string | undefined {
  const tag = declaredTag(declared, name);
  return tag && typeof tag.description === 'string' ? tag.description : undefined;
}

/** The index of a tag in the document's `tags` list (for the JSON pointer of its description). */
export function tagIndex(declared: unknown, name: string): number {
  return Array.isArray(declared) ? declared.findIndex((item) => isObject(item) && item.name === name) : -1;
}
