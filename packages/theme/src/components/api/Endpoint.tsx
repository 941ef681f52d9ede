// An operation's method badge and URL (server + path, path parameters marked). A long URL wraps
// before a `/` (a `<wbr>` there), never inside a part between slashes unless that part alone is
// longer than the line.
import { Fragment, type ReactElement, type ReactNode } from 'react';
import type { HttpMethod } from '../../contract/index.js';
import { MethodBadge } from '../Sidebar.js';

/** Splits a path template into literal text and `{parameter}` parts. */
export function pathParts(path: string): Array<{ text: string; parameter: boolean }> {
  return path
    .split(/(\{[^}]+\})/)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, parameter: /^\{[^}]+\}$/.test(part) }));
}

/**
 * `text` cut before each single `/` (not inside `://`) into parts that stay whole while they fit on
 * a line (`eu-west.api.example.com` does not break at its hyphen), with a line-break opportunity
 * before each part but the URL's first.
 */
function urlParts(text: string, startsUrl: boolean): ReactNode {
  return text.split(/(?<=[^/])(?=\/(?!\/))/).map((piece, index) => (
    <Fragment key={index}>
      {index > 0 || !startsUrl ? <wbr /> : null}
      <span className="ssg-api-endpoint__part">{piece}</span>
    </Fragment>
  ));
}

/** `POST http://localhost:8080/api/sessions/{session_id}` with the method as a badge. */
export function Endpoint({ method, path, serverUrl }: { method: HttpMethod; path: string; serverUrl: string }): ReactElement {
  return (
    <p className="ssg-api-endpoint">
      <MethodBadge method={method} className="ssg-api-endpoint__method" />
      <code className="ssg-api-endpoint__url">
        {serverUrl !== '' ? <span className="ssg-api-endpoint__server">{urlParts(serverUrl, true)}</span> : null}
        {pathParts(path).map((part, index) =>
          part.parameter ? (
            <span key={index} className="ssg-api-endpoint__param">
              {part.text}
            </span>
          ) : (
            <Fragment key={index}>{urlParts(part.text, serverUrl === '' && index === 0)}</Fragment>
          ),
        )}
      </code>
    </p>
  );
}
