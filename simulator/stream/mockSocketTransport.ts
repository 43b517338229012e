/**
 * The hub stream over mock-socket, for the page and for Vitest alike. The server is created with
 * `mock: false`, so mock-socket never swaps a global itself (in Vitest that clashes with msw/node:
 * "Cannot assign to read only property 'WebSocket'"); instead the caller installs `WebSocket`
 * from here: in the page on `window` before the first render, in Vitest with vi.stubGlobal.
 * That class gives mock connections for the stream URL and real ones elsewhere (Vite's HMR socket).
 *
 * mock-socket opens, closes and carries client messages on 4 ms timeouts; in the page those
 * follow the simulator clock, and while it is paused they run on real time (../clock/simClock.ts).
 */
import { Server, WebSocket as MockWebSocket, type Client } from 'mock-socket';
import { streamAddress, streamRequest, type StreamClose, type StreamHandlers, type StreamPeer, type StreamTransport } from './transport';

/** mock-socket's own hand-off delay (its `delay()` helper). */
const MOCK_SOCKET_DELAY_MS = 4;

/** Close code for a connection that failed (a refused handshake, a dropped network). */
export const ABNORMAL_CLOSURE = 1006;

export interface MockSocketTransport extends StreamTransport {
  /** The WebSocket class the app must see: install it before the app opens any socket. */
  readonly WebSocket: typeof globalThis.WebSocket;
}

type SocketInternals = { readyState: number; dispatchEvent(event: object): boolean };

/** A refused handshake as a browser reports it: no open, an error, then close 1006. */
function refuse(socket: SocketInternals, reason: string): void {
  socket.readyState = MockWebSocket.CLOSED;
  socket.dispatchEvent({ type: 'error', target: socket });
  socket.dispatchEvent({ type: 'close', target: socket, code: ABNORMAL_CLOSURE, reason, wasClean: false });
}

export function createMockSocketTransport(url: string, fallback?: typeof globalThis.WebSocket): MockSocketTransport {
  const address = streamAddress(url);
  let server: Server | null = null;
  let handlers: StreamHandlers | null = null;

  function accept(client: Client): void {
    const request = streamRequest(client.url);
    let closedBySimulator = false;
    const peer: StreamPeer = {
      send: (text) => client.send(text),
      close(code, reason) {
        // A socket the app is already closing closes as the app asked: the close is the app's.
        if (client.readyState !== MockWebSocket.OPEN) return;
        closedBySimulator = true;
        client.close({ code, reason, wasClean: code !== ABNORMAL_CLOSURE });
      },
    };
    client.on('message', (data) => handlers?.received(peer, typeof data === 'string' ? data : String(data)));
    client.on('close', ((event: { code: number; reason: string }) => {
      const close: StreamClose = { code: event.code, reason: event.reason, by: closedBySimulator ? 'simulator' : 'app' };
      handlers?.closed(peer, close);
    }) as () => void);
    handlers?.opened(peer, request);
  }

  const WebSocketClass = new Proxy(MockWebSocket, {
    construct(target, args: [string | URL, (string | string[])?]) {
      const requested = String(args[0]);
      if (streamAddress(requested) !== address) {
        if (!fallback) throw new Error(`No WebSocket for ${requested}: only the hub stream (${address}) is simulated here`);
        return Reflect.construct(fallback, args) as object;
      }
      // mock-socket opens the socket on a 4 ms timeout made in its constructor. This one, made
      // first with the same delay, runs before it (timers of equal delay keep their order): a
      // refused socket is closed by then, and mock-socket leaves a socket that is not CONNECTING alone.
      setTimeout(() => {
        if (socket.readyState !== MockWebSocket.CONNECTING) return;
        const verdict = handlers?.handshake(streamRequest(socket.url)) ?? { ok: false as const, reason: 'The hub stream is not running' };
        if (!verdict.ok) refuse(socket as unknown as SocketInternals, verdict.reason);
      }, MOCK_SOCKET_DELAY_MS);
      const socket = Reflect.construct(target, args) as MockWebSocket;
      return socket;
    },
  }) as unknown as typeof globalThis.WebSocket;

  return {
    WebSocket: WebSocketClass,
    listen(next) {
      if (server) throw new Error('The hub stream transport is already listening');
      handlers = next;
      server = new Server(address, { mock: false });
      server.on('connection', accept);
    },
    close() {
      server?.close();
      server = null;
      handlers = null;
    },
  };
}
