// A parser for Server-Sent Events as the HTML standard defines them (text/event-stream), fed the
// response body chunk by chunk as it arrives: lines end in CRLF, LF or CR (a CR at the end of one
// chunk and an LF at the start of the next are one line end); `data` lines join with LF; `event`
// names the event; `id` sets the last event id (kept across events, ignored when it holds NUL);
// `retry` takes digits only; a line starting with `:` is a comment; a field without a colon has an
// empty value, and one space after the colon is dropped; a blank line dispatches the event (none
// when no data came); a final event without its blank line is not dispatched.

export interface StreamEvent {
  kind: 'event';
  /** `message` unless an `event` field named it. */
  type: string;
  data: string;
  /** The last event id seen so far (empty when none). */
  id: string;
  /** The reconnection time the server asked for, in ms. */
  retry?: number;
}

export interface StreamComment {
  kind: 'comment';
  text: string;
}

export type StreamItem = StreamEvent | StreamComment;

export interface EventStreamParser {
  /** Parses a chunk of text; returns the events and comments it completed. */
  push(chunk: string): StreamItem[];
}

export function createEventStreamParser(): EventStreamParser {
  let buffer = '';
  let first = true;
  /** The previous chunk ended in CR: an LF starting this one belongs to that line end. */
  let pendingCr = false;
  let data: string[] = [];
  let type = '';
  let lastId = '';
  let retry: number | undefined;

  function line(text: string, out: StreamItem[]): void {
    if (text === '') {
      if (data.length > 0) out.push({ kind: 'event', type: type || 'message', data: data.join('\n'), id: lastId, ...(retry !== undefined ? { retry } : {}) });
      data = [];
      type = '';
      retry = undefined;
      return;
    }
    if (text.startsWith(':')) {
      out.push({ kind: 'comment', text: text.slice(1).replace(/^ /, '') });
      return;
    }
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') type = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  }

  return {
    push(chunk) {
      let text = chunk;
      if (first && text.length > 0) {
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        first = false;
      }
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      const out: StreamItem[] = [];
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, index), out);
        if (char === '\r') {
          if (index + 1 === buffer.length) pendingCr = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
  };
}
