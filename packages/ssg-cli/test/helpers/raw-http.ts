// HTTP requests written byte for byte on a socket: fetch and node:http normalise paths (`/../`,
// `%2e%2e`) and headers before sending, which is exactly what the server must be tested against.
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** The status line and headers. */
  head: string;
  body: string;
}

/** Sends `GET <target>` (or `request` verbatim when it contains a line break) and reads the answer. */
export function rawRequest(port: number, target: string, { method = 'GET', host = `127.0.0.1:${port}` }: { method?: string; host?: string } = {}): Promise<RawResponse> {
  const request = `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: split === -1 ? '' : text.slice(split + 4) });
    });
  });
}
