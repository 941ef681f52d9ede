// Security schemes (`components.securitySchemes`) in readable form, and the security
// requirements of an operation (any one of them is enough; the schemes inside one are needed
// together). A requirement naming a scheme the document does not declare is reported.
import type { ApiSecurityRequirement, ApiSecurityScheme } from '@ssg/theme/contract';
import type { HtmlQueue } from './html-queue.js';
import { childPointer, isObject, type JsonObject } from './json-pointer.js';
import { deref } from './refs.js';

const FLOW_NAMES: Record<string, string> = {
  implicit: 'implicit',
  password: 'password',
  clientCredentials: 'client credentials',
  authorizationCode: 'authorization code',
};

/** The declared schemes of the document, by name. */
export function declaredSchemes(document: JsonObject): Map<string, JsonObject> {
  const schemes = isObject(document.components) && isObject(document.components.securitySchemes) ? document.components.securitySchemes : {};
  const out = new Map<string, JsonObject>();
  for (const [name, raw] of Object.entries(schemes)) {
    const scheme = deref(document, raw);
    if (scheme) out.set(name, scheme);
  }
  return out;
}

/** One line a reader understands: `API key in the header X-Api-Key`, `HTTP bearer token (JWT)`. */
function summarise(scheme: JsonObject): string {
  const type = String(scheme.type);
  if (type === 'apiKey') return `API key in the ${String(scheme.in ?? 'header')} ${String(scheme.name ?? '')}`.trim();
  if (type === 'http') {
    const name = String(scheme.scheme ?? '').toLowerCase();
    if (name === 'bearer') return `HTTP bearer token${typeof scheme.bearerFormat === 'string' ? ` (${scheme.bearerFormat})` : ''}`;
    if (name === 'basic') return 'HTTP basic authentication';
    return `HTTP ${String(scheme.scheme ?? '')} authentication`.replace(/\s+/g, ' ');
  }
  if (type === 'oauth2') {
    const flows = isObject(scheme.flows) ? Object.keys(scheme.flows).map((flow) => FLOW_NAMES[flow] ?? flow) : [];
    return `OAuth 2.0${flows.length > 0 ? ` (${flows.join(', ')})` : ''}`;
  }
  if (type === 'openIdConnect') return 'OpenID Connect';
  if (type === 'mutualTLS') return 'Mutual TLS (a client certificate)';
  return type;
}

/** A declared scheme as page data; its description is queued. */
export function securityScheme(name: string, scheme: JsonObject, id: string, queue: HtmlQueue): ApiSecurityScheme {
  const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
  const flows = isObject(scheme.flows)
    ? Object.entries(scheme.flows).filter((entry): entry is [string, JsonObject] => isObject(entry[1])).map(([type, flow]) => ({
        type: FLOW_NAMES[type] ?? type,
        ...(text(flow.authorizationUrl) ? { authorizationUrl: String(flow.authorizationUrl) } : {}),
        ...(text(flow.tokenUrl) ? { tokenUrl: String(flow.tokenUrl) } : {}),
        ...(text(flow.refreshUrl) ? { refreshUrl: String(flow.refreshUrl) } : {}),
        scopes: isObject(flow.scopes) ? Object.entries(flow.scopes).map(([scope, description]) => ({ name: scope, description: typeof description === 'string' ? description : '' })) : [],
      }))
    : undefined;
  const out: ApiSecurityScheme = {
    name,
    id,
    type: String(scheme.type ?? ''),
    summary: summarise(scheme),
    ...(text(scheme.in) ? { in: String(scheme.in) } : {}),
    ...(text(scheme.name) ? { parameterName: String(scheme.name) } : {}),
    ...(text(scheme.scheme) ? { scheme: String(scheme.scheme) } : {}),
    ...(text(scheme.bearerFormat) ? { bearerFormat: String(scheme.bearerFormat) } : {}),
    ...(flows ? { flows } : {}),
    ...(text(scheme.openIdConnectUrl) ? { openIdConnectUrl: String(scheme.openIdConnectUrl) } : {}),
  };
  queue.markdown(scheme.description, (html) => (out.descriptionHtml = html));
  return out;
}

/**
 * The requirements in effect as page data. `warn` is told about schemes that are not declared
 * (they are shown by name all the same).
 */
export function securityRequirements(
  requirements: unknown[] | undefined,
  declared: ReadonlyMap<string, JsonObject>,
  pointer: string,
  warn: (pointer: string, message: string) => void,
): ApiSecurityRequirement[] {
  if (!requirements) return [];
  return requirements.flatMap((requirement, index): ApiSecurityRequirement[] => {
    if (!isObject(requirement)) return [];
    return [{
      schemes: Object.entries(requirement).map(([name, scopes]) => {
        if (!declared.has(name)) warn(childPointer(pointer, index, name), `the security requirement names the scheme "${name}", which components.securitySchemes does not declare`);
        return { name, scopes: Array.isArray(scopes) ? scopes.map(String) : [] };
      }),
    }];
  });
}
