// The console's form as data and its first state: the values the samples show (examples and
// defaults), the document's first server or the site's, the first body media type's example. What
// the form then sends is form-request.ts's (loaded with the rest of the console's engine).
import type { ApiRequestBodyModel, ApiRequestParameter } from '../contract/index.js';
import type { ApiConsoleProps } from './console-props.js';
import type { CredentialSlot } from './request.js';
import { bodyKind, jsonText, textOf } from './samples/body-kind.js';

/** The label of the empty security requirement: the operation may be called without credentials. */
export const NO_AUTH = 'No authentication';

/** The key of a parameter's value: location and name (a name may repeat across locations). */
export const parameterKey = (parameter: Pick<ApiRequestParameter, 'in' | 'name'>): string => `${parameter.in}:${parameter.name}`;

/** A value as the text of its input (lists comma-separated, objects as JSON). */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface ConsoleForm {
  serverUrl: string;
  /** Index of the chosen server of the document; -1: the reader's own URL. */
  server: number;
  /** The chosen server's variables. */
  variables: Record<string, string>;
  /** Index of the chosen way to authenticate. */
  auth: number;
  /** Credential inputs by `slotKey` (basic: `…:user` and `…:password`). */
  secrets: Record<string, string>;
  /** Parameter inputs by `parameterKey`. */
  texts: Record<string, string>;
  /** Index of the chosen body media type. */
  body: number;
  /** The body editor (JSON and text bodies). */
  bodyText: string;
  /** Form and multipart fields by name (files are kept by the component). */
  fields: Record<string, string>;
}

export const slotKey = (slot: CredentialSlot): string => `${slot.scheme}:${slot.in}:${slot.name}`;

/** The text a body starts with in the editor. */
export function bodyEditorText(body: ApiRequestBodyModel | undefined): string {
  if (!body) return '';
  const sample = { mediaType: body.mediaType, value: body.value };
  const kind = bodyKind(sample);
  return kind === 'json' ? jsonText(body.value) : kind === 'text' ? textOf(body.value) : '';
}

/** The form fields of a form or multipart body, from its example. */
export function bodyFieldTexts(body: ApiRequestBodyModel | undefined): Record<string, string> {
  const value = body?.value;
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return Object.fromEntries((body?.fields ?? []).filter((field) => !field.file).map((field) => [field.name, formatValue(record[field.name])]));
}

/** The document's server `index` with `variables` filled in. */
export function expandServer(url: string, variables: Record<string, string>): string {
  return url.replace(/\{([^}]+)\}/g, (whole, name: string) => variables[name] ?? whole).replace(/\/+$/, '');
}

export function initialForm(props: ApiConsoleProps): ConsoleForm {
  const { model } = props;
  const server = props.servers[0];
  const variables = Object.fromEntries((server?.variables ?? []).map((variable) => [variable.name, variable.default]));
  const offered = model.console?.serverUrl ?? '';
  const fromSpec = props.servers.findIndex((candidate) => expandServer(candidate.url, variables) === offered);
  return {
    serverUrl: offered,
    server: fromSpec,
    variables,
    auth: 0,
    secrets: {},
    texts: Object.fromEntries(model.parameters.map((parameter) => [parameterKey(parameter), formatValue(parameter.value)])),
    body: 0,
    bodyText: bodyEditorText(model.bodies[0]),
    fields: bodyFieldTexts(model.bodies[0]),
  };
}

