// The "Try it" console: the server (from the document's list, with its variables, or the reader's
// own URL, remembered), the credentials of the chosen way to authenticate, one field per parameter
// (required ones marked, enums as selects, examples and defaults filled in, others empty with the
// parameter's name as placeholder) and the body (a JSON editor with the example, form fields, or a
// file); Send performs the request with `fetch`, Stop ends it, and the outcome is announced in a
// live region.
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { ApiRequestParameter } from '../contract/index.js';
import { ApiHeading } from '../components/api/ApiHeading.js';
import { STORAGE_KEYS } from '../shared/runtime-contract.js';
import type { ApiConsoleProps } from './console-props.js';
import { bodyEditorText, bodyFieldTexts, expandServer, formatValue, NO_AUTH, parameterKey, slotKey, type ConsoleForm } from './console-form.js';
import { loadedEngine, loadEngine } from './load-engine.js';
import type { ConsoleResult } from './ResponseView.js';
import { bodyKind } from './samples/body-kind.js';

export interface TryItProps {
  props: ApiConsoleProps;
  form: ConsoleForm;
  change(patch: Partial<ConsoleForm>): void;
}

const ID = 'ssg-console';

function Field({ id, label, required, hint, children }: { id: string; label: ReactNode; required?: boolean; hint?: string; children: ReactNode }): ReactElement {
  return (
    <div className="ssg-console__field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="ssg-console__required">
            <span aria-hidden="true"> *</span>
            <span className="ssg-visually-hidden"> (required)</span>
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p className="ssg-console__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function ParameterInput({ parameter, value, onChange }: { parameter: ApiRequestParameter; value: string; onChange(text: string): void }): ReactElement {
  const id = `${ID}-${parameter.in}-${parameter.name}`;
  const choices = parameter.enum ?? (parameter.type === 'boolean' ? [true, false] : undefined);
  const hint =
    parameter.in === 'cookie'
      ? 'Browsers do not let a page send cookies of its own: the console leaves this out (the samples send it).'
      : parameter.type === 'array'
        ? `Comma-separated${parameter.items?.enum ? `; each one of ${parameter.items.enum.map(formatValue).join(', ')}` : ''}.`
        : parameter.type === 'object' || parameter.mediaType
          ? 'JSON.'
          : undefined;
  const common = { id, required: parameter.required, ...(hint ? { 'aria-describedby': `${id}-hint` } : {}) };
  return (
    <Field id={id} label={<><code>{parameter.name}</code> <span className="ssg-console__where">{parameter.in}</span></>} required={parameter.required} {...(hint ? { hint } : {})}>
      {choices ? (
        <select {...common} value={value} onChange={(event) => onChange(event.target.value)}>
          {/* A required choice starts unchosen (the form asks for one); an optional one may be left out. */}
          {parameter.required && value !== '' ? null : <option value="">{parameter.required ? 'Choose one' : '(not sent)'}</option>}
          {choices.map((choice) => (
            <option key={formatValue(choice)}>{formatValue(choice)}</option>
          ))}
        </select>
      ) : (
        <input {...common} type="text" inputMode={parameter.type === 'integer' || parameter.type === 'number' ? 'decimal' : undefined} placeholder={parameter.name} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}

function readStoredServer(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.apiServerUrl);
  } catch {
    return null;
  }
}

export function TryIt({ props, form, change }: TryItProps): ReactElement {
  const { model, auth, servers } = props;
  const [result, setResult] = useState<ConsoleResult>({});
  const [announcement, setAnnouncement] = useState('');
  const [running, setRunning] = useState<AbortController | undefined>(undefined);
  const files = useRef(new Map<string, File>());
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const stored = readStoredServer();
    if (stored) change({ serverUrl: stored, server: servers.findIndex((server) => expandServer(server.url, form.variables) === stored) });
    // Applied once, after hydration: the server rendered the default.
  }, []);
  // What the reader typed or chose before the island hydrated is in the fields but not in the
  // state, which starts from the server's values: each such field tells React its value again
  // (after the remembered server URL, so that one typed wins).
  useEffect(() => {
    for (const field of formElement.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select') ?? []) {
      if (field instanceof HTMLInputElement && (field.type === 'file' || field.type === 'checkbox' || field.type === 'radio')) continue;
      if (field instanceof HTMLSelectElement) {
        const initial = ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value;
        if (initial !== undefined && field.value !== initial) field.dispatchEvent(new Event('change', { bubbles: true }));
        continue;
      }
      const typed = field.value;
      if (typed === field.defaultValue) continue;
      // React took the typed text for the value it knows: it is told the server's first, then the
      // typed text is put back past it (the prototype's setter), so that the input event is a change.
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, []);
  useEffect(() => () => running?.abort(), [running]);

  const chosenServer = servers[form.server];
  const body = model.bodies[form.body];
  const kind = body ? bodyKind({ mediaType: body.mediaType, value: body.value }) : undefined;
  const slots = auth[form.auth]?.slots ?? [];
  // The response view comes with the engine, which a Send loads before there is anything to show.
  const Response = loadedEngine()?.ResponseView;

  // The server URL of a request sent is remembered for the other operations' consoles.
  const rememberServer = (): void => {
    try {
      localStorage.setItem(STORAGE_KEYS.apiServerUrl, form.serverUrl.trim());
    } catch {
      // Not remembered where storage is off.
    }
  };
  const send = async (): Promise<void> => (await loadEngine()).sendForm(props, form, kind, files.current, { show: setResult, setAnnouncement, setRunning, onSend: rememberServer });

  return (
    <section className="ssg-api-section ssg-console" aria-labelledby="try-it">
      <ApiHeading level={2} id="try-it" text="Try it" />
      <p className="ssg-console__nojs">The console needs JavaScript; the samples below show the same request.</p>
      <form
        ref={formElement}
        className="ssg-console__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!running) void send();
        }}
      >
        <fieldset className="ssg-console__group">
          <legend>Server</legend>
          {servers.length > 0 ? (
            <Field id={`${ID}-server`} label="Server from the specification">
              <select
                id={`${ID}-server`}
                value={form.server}
                onChange={(event) => {
                  const index = Number(event.target.value);
                  const server = servers[index];
                  const variables = Object.fromEntries((server?.variables ?? []).map((variable) => [variable.name, variable.default]));
                  change({ server: index, variables, ...(server ? { serverUrl: expandServer(server.url, variables) } : {}) });
                }}
              >
                {servers.map((server, index) => (
                  <option key={server.url} value={index}>
                    {server.url}
                  </option>
                ))}
                <option value={-1}>Another URL</option>
              </select>
            </Field>
          ) : null}
          {(chosenServer?.variables ?? []).map((variable) => {
            const id = `${ID}-variable-${variable.name}`;
            const set = (text: string): void => {
              const variables = { ...form.variables, [variable.name]: text };
              change({ variables, serverUrl: expandServer(chosenServer!.url, variables) });
            };
            return (
              <Field key={variable.name} id={id} label={<code>{variable.name}</code>}>
                {variable.enum ? (
                  <select id={id} value={form.variables[variable.name] ?? ''} onChange={(event) => set(event.target.value)}>
                    {variable.enum.map((choice) => (
                      <option key={choice}>{choice}</option>
                    ))}
                  </select>
                ) : (
                  <input id={id} type="text" value={form.variables[variable.name] ?? ''} onChange={(event) => set(event.target.value)} />
                )}
              </Field>
            );
          })}
          <Field id={`${ID}-url`} label="Server URL" required>
            <input id={`${ID}-url`} type="url" required placeholder="https://api.example.com" value={form.serverUrl} onChange={(event) => change({ serverUrl: event.target.value, server: -1 })} />
          </Field>
        </fieldset>
        {auth.length > 0 && !(auth.length === 1 && auth[0]!.label === NO_AUTH) ? (
          <fieldset className="ssg-console__group">
            <legend>Authentication</legend>
            {auth.length > 1 ? (
              <Field id={`${ID}-auth`} label="Authenticate with">
                <select id={`${ID}-auth`} value={form.auth} onChange={(event) => change({ auth: Number(event.target.value) })}>
                  {auth.map((option, index) => (
                    <option key={option.label} value={index}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </Field>
            ) : null}
            {slots.map((slot) => {
              const key = slotKey(slot);
              const id = `${ID}-secret-${key.replace(/[^\w-]/g, '-')}`;
              const input = (suffix: string, label: string, type: string): ReactElement => (
                <Field key={suffix} id={`${id}${suffix}`} label={label}>
                  <input id={`${id}${suffix}`} type={type} autoComplete="off" value={form.secrets[`${key}${suffix}`] ?? ''} onChange={(event) => change({ secrets: { ...form.secrets, [`${key}${suffix}`]: event.target.value } })} />
                </Field>
              );
              if (slot.kind === 'basic') return [input(':user', `${slot.scheme}: user name`, 'text'), input(':password', `${slot.scheme}: password`, 'password')];
              return input('', slot.kind === 'bearer' ? `${slot.scheme}: bearer token` : `${slot.scheme}: API key (${slot.in} ${slot.name})`, 'password');
            })}
          </fieldset>
        ) : null}
        {model.parameters.length > 0 ? (
          <fieldset className="ssg-console__group">
            <legend>Parameters</legend>
            {model.parameters.map((parameter) => (
              <ParameterInput
                key={parameterKey(parameter)}
                parameter={parameter}
                value={form.texts[parameterKey(parameter)] ?? ''}
                onChange={(text) => change({ texts: { ...form.texts, [parameterKey(parameter)]: text } })}
              />
            ))}
          </fieldset>
        ) : null}
        {body ? (
          <fieldset className="ssg-console__group">
            <legend>Body</legend>
            {model.bodies.length > 1 ? (
              <Field id={`${ID}-media`} label="Content type">
                <select
                  id={`${ID}-media`}
                  value={form.body}
                  onChange={(event) => {
                    const index = Number(event.target.value);
                    files.current.clear();
                    change({ body: index, bodyText: bodyEditorText(model.bodies[index]), fields: bodyFieldTexts(model.bodies[index]) });
                  }}
                >
                  {model.bodies.map((option, index) => (
                    <option key={option.mediaType} value={index}>
                      {option.mediaType}
                    </option>
                  ))}
                </select>
              </Field>
            ) : null}
            {kind === 'json' || kind === 'text' ? (
              <Field id={`${ID}-body`} label={`Body (${body.mediaType})`} required={model.bodyRequired}>
                <textarea id={`${ID}-body`} className="ssg-console__editor" spellCheck={false} rows={Math.min(16, Math.max(4, form.bodyText.split('\n').length + 1))} value={form.bodyText} onChange={(event) => change({ bodyText: event.target.value })} />
              </Field>
            ) : null}
            {(kind === 'form' || kind === 'multipart' ? (body.fields ?? []) : kind === 'binary' ? [{ name: '', file: true, required: model.bodyRequired }] : []).map((field) => {
              const id = `${ID}-field-${field.name || 'file'}`;
              return (
                <Field key={field.name} id={id} label={field.name === '' ? 'File to send' : <code>{field.name}</code>} required={field.required}>
                  {field.file ? (
                    <input id={id} type="file" onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file) files.current.set(field.name, file);
                      else files.current.delete(field.name);
                    }} />
                  ) : (
                    <input id={id} type="text" value={form.fields[field.name] ?? ''} onChange={(event) => change({ fields: { ...form.fields, [field.name]: event.target.value } })} />
                  )}
                </Field>
              );
            })}
          </fieldset>
        ) : null}
        <div className="ssg-console__actions">
          <button type="submit" className="ssg-button ssg-button--primary ssg-console__send" aria-disabled={running ? true : undefined}>
            Send
          </button>
          {running ? (
            <button type="button" className="ssg-button ssg-button--secondary ssg-console__stop" onClick={() => running.abort()}>
              Stop
            </button>
          ) : null}
        </div>
      </form>
      <p className="ssg-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {Response ? <Response result={result} /> : null}
    </section>
  );
}
