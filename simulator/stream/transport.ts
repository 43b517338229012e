/**
 * The hub stream as a server sees it, whatever carries it: mock-socket in the page and in Vitest
 * (./mockSocketTransport.ts), a real WebSocket server later. The simulator's hub stream
 * (./hubStream.ts) implements the handlers; a transport only moves text and closes.
 */

/** What the client asked for when it connected: the stream URL and its query (token, hubSerialNumber). */
export interface StreamRequest {
  url: string;
  query: Record<string, string>;
}

export type Handshake = { ok: true } | { ok: false; reason: string };

/** One open connection, as the server holds it. */
export interface StreamPeer {
  send(text: string): void;
  /** Closes from the server side; 1006 reads to the client as a dropped connection. */
  close(code: number, reason: string): void;
}

export interface StreamClose {
  code: number;
  reason: string;
  /** Who closed it: the app (client) or the simulator (server). */
  by: 'app' | 'simulator';
}

export interface StreamHandlers {
  /** Decides before the connection opens; a refusal fails it the way a refused upgrade does (error, then close 1006). */
  handshake(request: StreamRequest): Handshake;
  opened(peer: StreamPeer, request: StreamRequest): void;
  received(peer: StreamPeer, text: string): void;
  closed(peer: StreamPeer, close: StreamClose): void;
}

export interface StreamTransport {
  /** Starts accepting connections; called once. */
  listen(handlers: StreamHandlers): void;
  /** Stops accepting and closes every connection. */
  close(): void;
}

/** The stream URL without its query, as connections are matched to a server. */
export function streamAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`;
}

export function streamRequest(url: string): StreamRequest {
  return { url, query: Object.fromEntries(new URL(url).searchParams) };
}
