// The request the console's form makes, with a message in plain words for every field that cannot
// be sent as it is. Samples use the same request with placeholders for credentials (a page copied
// into a ticket must not carry a token).
import type { ApiConsoleProps } from './console-props.js';
import { parameterKey, slotKey, type ConsoleForm } from './console-form.js';
import { parseJson, parseParameter } from './form-values.js';
import { buildRequest, CREDENTIAL_PLACEHOLDERS, fullUrl, type CredentialSlot, type SampleBody, type SampleRequest } from './request.js';
import { bodyKind, type BodyKind } from './samples/body-kind.js';
import type { OutgoingRequest } from './send.js';

export interface FormRequest {
  request: SampleRequest;
  /** What cannot be sent as it is, one sentence each. */
  problems: string[];
}

/** The request the form makes: with the reader's credentials (`secrets`), or with placeholders. */
export function formRequest(props: ApiConsoleProps, form: ConsoleForm, credentials: 'secrets' | 'placeholders'): FormRequest {
  const { model } = props;
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const parameter of model.parameters) {
    const key = parameterKey(parameter);
    const parsed = parseParameter(parameter, form.texts[key] ?? '');
    // Every parameter takes the form's value, none the model's: a field the reader emptied (or
    // filled wrongly) is left out, its path template kept, not sent with the example back in it.
    values[key] = parsed.ok ? parsed.value : undefined;
    if (!parsed.ok) problems.push(parsed.message);
  }
  const chosen = model.bodies[form.body];
  let body: SampleBody | null = null;
  if (chosen) {
    const sample: SampleBody = { mediaType: chosen.mediaType, value: chosen.value };
    const kind = bodyKind(sample);
    const files = chosen.fields?.filter((field) => field.file).map((field) => field.name) ?? [];
    if (kind === 'json') {
      const parsed = form.bodyText.trim() === '' ? undefined : parseJson(form.bodyText, 'The body');
      if (parsed && !parsed.ok) problems.push(parsed.message);
      else if (parsed) body = { ...sample, value: parsed.value };
      else if (model.bodyRequired) problems.push('The body is required: write it in the editor.');
    } else if (kind === 'text') {
      body = { ...sample, value: form.bodyText };
    } else if (kind === 'form' || kind === 'multipart') {
      const fields = Object.fromEntries(Object.entries(form.fields).filter(([, text]) => text !== ''));
      for (const name of files) fields[name] = '';
      body = { ...sample, value: fields, ...(files.length > 0 ? { fileFields: files } : {}) };
    } else {
      body = sample;
    }
  }
  const slots = props.auth[form.auth]?.slots ?? [];
  const pairs = slots.map((slot): [CredentialSlot, string] => {
    if (credentials === 'placeholders') return [slot, CREDENTIAL_PLACEHOLDERS[slot.kind]];
    const key = slotKey(slot);
    if (slot.kind === 'basic') return [slot, basicCredentials(form.secrets[`${key}:user`] ?? '', form.secrets[`${key}:password`] ?? '')];
    return [slot, form.secrets[key] ?? ''];
  });
  const serverUrl = form.serverUrl.trim() === '' ? model.serverUrl : form.serverUrl.trim();
  const request = buildRequest(model, { serverUrl, values, body, credentials: credentials === 'secrets' ? pairs.filter(([, value]) => value !== '' && value !== basicCredentials('', '')) : pairs });
  return { request, problems };
}

/**
 * What the browser sends for the form's `request`: its URL in full, no cookie (a page cannot set
 * one), and the body as the form holds it (sent as `kind`, the chosen body's), with the files
 * chosen for it (`files`, by field name; `''` for a binary body).
 */
export function outgoingRequest(request: SampleRequest, kind: BodyKind | undefined, form: ConsoleForm, files: ReadonlyMap<string, File>): OutgoingRequest {
  const headers = request.headers.filter(([name]) => name.toLowerCase() !== 'cookie');
  const outgoing: OutgoingRequest = { method: request.method, url: fullUrl(request), headers };
  if (!request.body || !kind) return outgoing;
  if (kind === 'json' || kind === 'text') outgoing.body = form.bodyText;
  else if (kind === 'form') outgoing.body = new URLSearchParams(Object.entries(form.fields).filter(([, text]) => text !== ''));
  else if (kind === 'multipart') {
    const data = new FormData();
    for (const [name, text] of Object.entries(form.fields)) if (text !== '') data.append(name, text);
    for (const [name, file] of files) data.append(name, file);
    outgoing.body = data;
  } else {
    const file = files.get('');
    if (file) outgoing.body = file;
  }
  if (kind !== 'multipart' && kind !== 'form') headers.push(['Content-Type', request.body.mediaType]);
  return outgoing;
}

/**
 * HTTP Basic credentials (`user:password` in base64) of the UTF-8 bytes, as RFC 7617 asks: `btoa`
 * alone takes Latin-1 and throws on any other character (a name in Cyrillic, a `€` in a password).
 */
export function basicCredentials(user: string, password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(`${user}:${password}`)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
