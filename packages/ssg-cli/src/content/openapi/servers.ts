// Servers as page data: the URL as written, its description, and each variable with its
// default, allowed values and description.
import type { ApiServer } from '@ssg/theme/contract';
import type { HtmlQueue } from './html-queue.js';
import { isObject, type JsonObject } from './json-pointer.js';

/** Every server with a URL, in order; descriptions are queued. */
export function buildServers(servers: readonly JsonObject[], queue: HtmlQueue): ApiServer[] {
  return servers.filter((server) => typeof server.url === 'string').map((server): ApiServer => {
    const variables = isObject(server.variables) ? server.variables : {};
    const out: ApiServer = {
      url: String(server.url),
      variables: Object.entries(variables).filter((entry): entry is [string, JsonObject] => isObject(entry[1])).map(([name, variable]) => {
        const values = Array.isArray(variable.enum) ? variable.enum.map(String) : undefined;
        const entry: ApiServer['variables'][number] = {
          name,
          default: variable.default !== undefined ? String(variable.default) : (values?.[0] ?? ''),
          ...(values ? { enum: values } : {}),
        };
        queue.markdown(variable.description, (html) => (entry.descriptionHtml = html));
        return entry;
      }),
    };
    queue.markdown(server.description, (html) => (out.descriptionHtml = html));
    return out;
  });
}
