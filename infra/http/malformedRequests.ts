import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { th } from './messages.ts';

function answer(error: NodeJS.ErrnoException): [status: number, code: string, message: string] {
  if (error.code === 'HPE_HEADER_OVERFLOW') return [431, 'HEADERS_TOO_LARGE', th.input.headersTooLarge];
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'REQUEST_TIMEOUT', th.input.requestTimeout];
  return [400, 'VALIDATION', th.input.badRequest];
}

/**
 * Requests Node's HTTP parser refuses before Express sees them (a URL or headers over 16 KB, a
 * malformed request line or header): the API's Thai JSON refusal instead of Node's empty one.
 */
export function answerMalformedRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, code, message] = answer(error);
    const body = JSON.stringify({ success: false, error: { code, message } });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
