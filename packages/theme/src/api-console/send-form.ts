// The console's Send (part of its engine, loaded on first use): the request the form makes, checked,
// sent, and its response shown and announced as it arrives.
import type { Dispatch, SetStateAction } from 'react';
import type { ApiConsoleProps } from './console-props.js';
import type { ConsoleForm } from './console-form.js';
import { formRequest, outgoingRequest } from './form-request.js';
import { highlightLines } from './lexer.js';
import { resultSummary, type ConsoleResult, type Shown, type ShownItem } from './ResponseView.js';
import type { BodyKind } from './samples/body-kind.js';
import { checkServerUrl, SendError, sendRequest } from './send.js';
import type { StreamItem } from './sse.js';

/** The console's state that a Send updates. */
export interface SendState {
  /** Shows a result (the live region is told apart, with `setAnnouncement`). */
  show(result: ConsoleResult): void;
  setAnnouncement: Dispatch<SetStateAction<string>>;
  setRunning: Dispatch<SetStateAction<AbortController | undefined>>;
  /** Called as the request goes out (it passed the checks). */
  onSend(): void;
}

/** Sends the form's request (its body as `kind`, with the chosen `files`), showing what comes back in `state`. */
export async function sendForm(props: ApiConsoleProps, form: ConsoleForm, kind: BodyKind | undefined, files: ReadonlyMap<string, File>, state: SendState): Promise<void> {
  const { request, problems } = formRequest(props, form, 'secrets');
  try {
    checkServerUrl(form.serverUrl, location.protocol);
  } catch (error) {
    problems.unshift((error as Error).message);
  }
  let current: ConsoleResult = {};
  const show = (next: ConsoleResult, announce: boolean): void => {
    current = next;
    state.show(next);
    if (announce) state.setAnnouncement(resultSummary(next));
  };
  if (problems.length > 0) {
    show({ error: problems.join(' ') }, true);
    return;
  }
  const outgoing = outgoingRequest(request, kind, form, files);
  state.onSend();
  const controller = new AbortController();
  state.setRunning(controller);
  show({}, false);
  state.setAnnouncement('Sending the request…');
  try {
    const outcome = await sendRequest(outgoing, controller.signal, {
      onResponse: (response, streaming) => show({ response, streaming, events: [] }, streaming),
      onStream: (items) => show({ ...current, events: [...(current.events ?? []), ...items.map(shownItem)] }, false),
    });
    const body = outcome.body === undefined ? {} : { body: /json/i.test(current.response?.contentType ?? '') ? { html: highlightLines(outcome.body, 'json') } : { text: outcome.body } };
    show({ ...current, ...body, done: { totalMs: outcome.totalMs, stopped: outcome.stopped } }, true);
  } catch (error) {
    show({ error: error instanceof SendError ? error.message : `The request failed: ${String(error)}` }, true);
  } finally {
    state.setRunning(undefined);
  }
}

/** A stream item as shown, its data highlighted when it is JSON. */
function shownItem(item: StreamItem): ShownItem {
  if (item.kind === 'comment') return item;
  let data: Shown = { text: item.data };
  try {
    data = { html: highlightLines(JSON.stringify(JSON.parse(item.data), null, 2), 'json') };
  } catch {
    // Not JSON: shown as it came.
  }
  return { kind: 'event', type: item.type, id: item.id, data };
}
