/**
 * What the HTTP server answers to what never becomes a request (issue 35): a request line or
 * header Node cannot parse gets a 4xx with a message instead of Node's bare 400, and a CONNECT
 * (a proxy tunnel, which the server is not) a 405 instead of a silently closed connection.
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** Node's parser error codes that have a status of their own; any other parse error is a 400. */
const STATUS_OF_CODE: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

export function answerRaw(socket: Duplex, status: string, message: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(message)}\r\nConnection: close\r\n\r\n${message}`);
}

export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A client that reset its connection hears nothing; one that is still there is told why.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = STATUS_OF_CODE[error.code ?? ''] ?? '400 Bad Request';
    answerRaw(socket, status, `The request could not be read: ${error.message.split('\n')[0]}`);
  });
  server.on('connect', (_request, socket: Duplex) => {
    // Node hands the socket over without an error listener: a reset would end the process.
    socket.on('error', () => socket.destroy());
    answerRaw(socket, '405 Method Not Allowed', 'CONNECT: this server is no proxy.');
  });
}
