// The props of the API console island, from an operation's page data: the request model, the
// ways to authenticate (each with the credentials it needs), the servers the document lists, and
// where the console's values are remembered. Plain JSON, computed at build time.
import type { ApiOperationPageData, ApiRequestModel, ApiServer } from '../contract/index.js';
import { NO_AUTH } from './console-form.js';
import { credentialSlots, type CredentialSlot } from './request.js';

export interface AuthOption {
  /** What the reader picks: `bearerAuth`, `apiKey + appId`, or `No authentication`. */
  label: string;
  slots: CredentialSlot[];
}

export interface ApiConsoleProps {
  /** The page's route: keys the form's remembered values. */
  route: string;
  model: ApiRequestModel;
  /** The ways to authenticate, in the document's order (an empty requirement: none needed). */
  auth: AuthOption[];
  /** Servers the document lists, with their variables (for the server picker). */
  servers: Array<Pick<ApiServer, 'url'> & { variables: Array<{ name: string; default: string; enum?: string[] }> }>;
}

export function apiConsoleProps(data: ApiOperationPageData, model: ApiRequestModel): ApiConsoleProps {
  const auth = data.security.map((requirement): AuthOption => {
    const slots = credentialSlots(requirement, data.securitySchemes);
    return { label: requirement.schemes.length === 0 ? NO_AUTH : requirement.schemes.map((scheme) => scheme.name).join(' + '), slots };
  });
  return {
    route: data.route,
    model,
    auth,
    servers: data.servers.map((server) => ({
      url: server.url,
      variables: server.variables.map((variable) => ({ name: variable.name, default: variable.default, ...(variable.enum ? { enum: variable.enum } : {}) })),
    })),
  };
}

