// What the console shows after Send: the error explained, or the status with timing, the headers
// the browser lets the page read, and the body pretty-printed; for an event stream, each event as
// it arrives (its name, id and data, JSON pretty-printed). Part of the console's engine: nothing
// shows before the first Send, which loads it.
import type { ReactElement } from 'react';
import type { ResponseSummary } from './send.js';

/** Text to show as it is, or highlighted HTML (JSON). */
export type Shown = { text: string } | { html: string };

/** An event as shown: its data pretty-printed and highlighted when it is JSON. */
export type ShownItem = { kind: 'comment'; text: string } | { kind: 'event'; type: string; id: string; data: Shown };

export interface ConsoleResult {
  error?: string;
  response?: ResponseSummary;
  streaming?: boolean;
  body?: Shown;
  events?: ShownItem[];
  /** Set once the body has arrived (or the stream ended or was stopped). */
  done?: { totalMs: number; stopped: boolean };
}

const ms = (value: number): string => `${Math.round(value)} ms`;

/** Response code, scrolling sideways on its own: focusable and named (`label`). */
function Code({ shown, label }: { shown: Shown; label: string }): ReactElement {
  return (
    <pre className="shiki ssg-code-theme ssg-console__code" tabIndex={0} role="group" aria-label={label}>
      {'html' in shown ? <code dangerouslySetInnerHTML={{ __html: shown.html }} /> : <code>{shown.text}</code>}
    </pre>
  );
}

/** One line saying how the request went, for the page and for the live region. */
export function resultSummary(result: ConsoleResult): string {
  if (result.error !== undefined) return result.error;
  const response = result.response;
  if (!response) return '';
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}${response.redirectedTo ? ` from ${response.redirectedTo}, after a redirect` : ''}`;
  if (!result.streaming) return `Response ${status}, headers in ${ms(response.ms)}${result.done ? `, body in ${ms(result.done.totalMs)}` : ''}.`;
  const events = (result.events ?? []).filter((item) => item.kind === 'event').length;
  const count = `${events} event${events === 1 ? '' : 's'}`;
  // At the start (which the live region reads out) no count: "0 events so far" stayed read while events came.
  if (!result.done) return events === 0 ? `Response ${status}: streaming events.` : `Response ${status}: streaming events, ${count} so far.`;
  return `Response ${status}: ${result.done.stopped ? 'stopped' : 'stream ended'} after ${count} in ${ms(result.done.totalMs)}.`;
}

export function ResponseView({ result }: { result: ConsoleResult }): ReactElement | null {
  if (result.error !== undefined) return <p className="ssg-console__error">{result.error}</p>;
  const response = result.response;
  if (!response) return null;
  return (
    <div className="ssg-console__response">
      <p className={`ssg-console__status ssg-console__status--${Math.floor(response.status / 100)}xx`}>{resultSummary(result)}</p>
      <details className="ssg-console__headers">
        <summary>Headers ({response.headers.length})</summary>
        <dl>
          {response.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      {result.streaming ? (
        <ol className="ssg-console__events" aria-label="Events">
          {(result.events ?? []).map((item, index) =>
            item.kind === 'comment' ? (
              <li key={index} className="ssg-console__comment">
                : {item.text}
              </li>
            ) : (
              <li key={index} className="ssg-console__event">
                <p className="ssg-console__event-meta">
                  <strong>{item.type}</strong>
                  {item.id !== '' ? <span> id {item.id}</span> : null}
                </p>
                <Code shown={item.data} label={`Event ${item.type} data`} />
              </li>
            ),
          )}
        </ol>
      ) : result.body !== undefined ? (
        <Code shown={result.body} label="Response body" />
      ) : null}
    </div>
  );
}
