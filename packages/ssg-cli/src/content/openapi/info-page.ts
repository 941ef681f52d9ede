// The API's front page: title, version, description, servers (with their variables),
// authentication (every security scheme and the default requirement), contact and licence, and
// every operation listed under its tag, webhooks last.
import type { ApiInfoPageData, ApiTagGroup, TocEntry } from '@ssg/theme/contract';
import type { HtmlQueue } from './html-queue.js';
import { IdAllocator } from './ids.js';
import { isObject, type JsonObject } from './json-pointer.js';
import { externalDocs, linkUrl } from './operation-page.js';
import { groupDescription, type OperationRecord } from './operations.js';
import { securityRequirements, securityScheme } from './security.js';
import { buildServers } from './servers.js';

type ShellKey = 'sidebar' | 'breadcrumbs' | 'prev' | 'next' | 'metadata';
export type InfoPage = Omit<ApiInfoPageData, ShellKey>;

export interface PlacedGroup {
  name: string;
  webhooks?: true;
  label: string;
  /** The anchor of the tag's section on the info page. */
  id: string;
  operations: Array<{ record: OperationRecord; route: string; title: string }>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

export interface InfoPageInput {
  document: JsonObject;
  /** The Swagger version the document was written in (`2.0`), if it was. */
  swaggerVersion?: string | undefined;
  route: string;
  groups: PlacedGroup[];
  queue: HtmlQueue;
  schemes: ReadonlyMap<string, JsonObject>;
  warn: (pointer: string, message: string) => void;
}

/** Builds the info page at `route`; HTML fields (and the description's TOC) fill in when `queue` is flushed. */
export function buildInfoPage({ document, swaggerVersion, route, groups, queue, schemes, warn }: InfoPageInput): { data: InfoPage; ids: IdAllocator } {
  const ids = new IdAllocator(['servers', 'authentication', 'operations', ...groups.map((group) => group.id)]);
  const info = isObject(document.info) ? document.info : {};
  const servers = buildServers((Array.isArray(document.servers) ? document.servers : []).filter(isObject), queue);
  const securitySchemes = [...schemes].map(([name, scheme]) => securityScheme(name, scheme, ids.take('scheme', name), queue));
  const security = securityRequirements(Array.isArray(document.security) ? document.security : undefined, schemes, '/security', warn);
  const tagGroups = groups.map((group): ApiTagGroup => {
    const out: ApiTagGroup = {
      id: group.id,
      name: group.name,
      label: group.label,
      operations: group.operations.map(({ record, route: operationRoute, title }) => ({
        method: record.method,
        path: record.path,
        route: operationRoute,
        summary: title,
        deprecated: record.operation.deprecated === true,
      })),
    };
    // Under the tag's heading (h3, in the Operations section).
    queue.markdown(groupDescription(document.tags, group), (html) => (out.descriptionHtml = html), 4);
    return out;
  });
  const ownToc: TocEntry[] = [];
  if (servers.length > 0) ownToc.push({ id: 'servers', html: 'Servers', depth: 2 });
  if (securitySchemes.length > 0) ownToc.push({ id: 'authentication', html: 'Authentication', depth: 2 });
  if (tagGroups.length > 0) ownToc.push({ id: 'operations', html: 'Operations', depth: 2 });
  for (const group of tagGroups) ownToc.push({ id: group.id, html: group.label.replaceAll('&', '&amp;').replaceAll('<', '&lt;'), depth: 3 });
  const contact = isObject(info.contact) ? info.contact : undefined;
  const license = isObject(info.license) ? info.license : undefined;
  const title = text(info.title) ?? 'API';
  const data: InfoPage = {
    kind: 'api-info',
    route,
    title,
    ...(text(info.summary) ? { description: String(info.summary) } : {}),
    toc: ownToc,
    version: String(info.version ?? ''),
    openapiVersion: String(document.openapi),
    ...(swaggerVersion !== undefined ? { swaggerVersion } : {}),
    descriptionHtml: '',
    servers,
    ...(contact ? { contact: { ...pick(contact, ['name', 'email']), ...linked('url', contact.url) } } : {}),
    ...(license && text(license.name) ? { license: { name: String(license.name), ...linked('url', license.url) } } : {}),
    ...linked('termsOfService', info.termsOfService),
    ...externalDocs(document.externalDocs, queue),
    securitySchemes,
    security,
    groups: tagGroups,
  };
  queue.markdown(
    info.description,
    (html, result) => {
      data.descriptionHtml = html;
      data.toc = [...(result.toc ?? []), ...ownToc];
    },
    2,
  );
  return { data, ids };
}

function pick(source: JsonObject, keys: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) if (typeof source[key] === 'string') out[key] = source[key] as string;
  return out;
}

/** `{ [key]: value }` when `value` is a URL a link may lead to (`linkUrl`), else nothing. */
function linked<K extends string>(key: K, value: unknown): Partial<Record<K, string>> {
  const url = linkUrl(value);
  return url === undefined ? {} : ({ [key]: url } as Record<K, string>);
}
