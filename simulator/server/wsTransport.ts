/**
 * The hub stream over a real WebSocket server (the `ws` package), for the simulator server. It
 * shares the HTTP server's port: upgrades at the stream path are answered here, after the same
 * handshake the in-page transport runs; a refusal is an HTTP 401 to the upgrade, which a browser
 * reports as an error then close 1006, like a real deployment that refuses a token. An upgrade
 * from a browser page on an origin not allowed is refused with 403 before the token is looked at
 * (a WebSocket is not bound by CORS: any page could otherwise open the stream with a stolen token).
 *
 * Each world has its own transport (decision 0297): an upgrade goes to the world its key names
 * (`worldOf`), and an upgrade naming no live world is refused, so one world's hub never hears
 * another's app.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { answerRaw as refuse } from './clientErrors';
import { requestTarget } from './requestTarget';
import { streamRequest, type StreamClose, type StreamHandlers, type StreamPeer, type StreamTransport } from '../stream/transport';

/** Codes a server may not send in a close frame; the socket is cut instead, which the client reads as 1006. */
const RESERVED_CLOSE_CODES = new Set([1005, 1006, 1015]);

/**
 * The app sends nothing on the hub stream; what a client sends lands in its world's trace. ws's
 * default (100 MiB a message) would let anyone with a session fill the server's memory (issue 35):
 * a larger message closes the stream with 1009.
 */
export const MAX_MESSAGE_BYTES = 64 * 1024;

export interface WsStreamsOptions {
  /** The HTTP server whose upgrades this transport answers. */
  http: Server;
  /** The stream's path on that server, e.g. /stream. */
  path: string;
  /** The public address of the server (ws://host:port), which the handlers see as the stream URL. */
  publicUrl: string;
  /** Browser origins that may open the stream; an upgrade without Origin (not a browser) is let through to the token check. */
  allowedOrigins: readonly string[];
  /** The id of the world an upgrade belongs to, or null when it names none. */
  worldOf(request: IncomingMessage, url: URL): string | null;
}

export interface WsStreams {
  /** The transport of one world's hub stream. */
  transportFor(worldId: string): StreamTransport;
  close(): void;
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

interface Listening {
  handlers: StreamHandlers;
  sockets: Set<WebSocket>;
}

export function createWsStreams({ http, path, publicUrl, allowedOrigins, worldOf }: WsStreamsOptions): WsStreams {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const worlds = new Map<string, Listening>();

  function accept(socket: WebSocket, url: string, world: Listening): void {
    const request = streamRequest(url);
    let closedBySimulator = false;
    world.sockets.add(socket);
    const peer: StreamPeer = {
      send: (text) => socket.send(text),
      close(code, reason) {
        closedBySimulator = true;
        if (RESERVED_CLOSE_CODES.has(code)) socket.terminate();
        else socket.close(code, reason);
      },
    };
    socket.on('message', (data) => world.handlers.received(peer, textOf(data)));
    // A frame ws refuses (a reserved opcode, bad UTF-8, over the size) is an error event that, unheard, ends the process (issue 35); ws closes the stream itself.
    socket.on('error', (error) => console.warn(`Simulator server: a hub stream closed on a frame it refuses: ${error.message}`));
    socket.on('close', (code, reason) => {
      world.sockets.delete(socket);
      const close: StreamClose = { code, reason: reason.toString('utf8'), by: closedBySimulator ? 'simulator' : 'app' };
      world.handlers.closed(peer, close);
    });
    world.handlers.opened(peer, request);
  }

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const target = requestTarget(request.url, publicUrl);
    if (!target.ok) {
      refuse(socket, target.status === 400 ? '400 Bad Request' : '404 Not Found', target.message);
      return;
    }
    const { url } = target;
    if (url.pathname.replace(/\/+$/, '') !== path) {
      refuse(socket, '404 Not Found', `Only ${path} takes a WebSocket`);
      return;
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.includes(origin)) {
      refuse(socket, '403 Forbidden', `Origin ${origin} may not open the hub stream`);
      return;
    }
    const id = worldOf(request, url);
    const world = id === null ? undefined : worlds.get(id);
    if (!world) {
      refuse(socket, '401 Unauthorized', 'This stream belongs to no world of the simulator: join the class first');
      return;
    }
    const verdict = world.handlers.handshake(streamRequest(url.href));
    if (!verdict.ok) {
      refuse(socket, '401 Unauthorized', verdict.reason);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, url.href, world));
  }

  /**
   * An upgrade listener that throws ends the process, and so does an error on its socket, which
   * Node hands over with no error listener (issue 35): a client that resets mid-refusal is let go,
   * and a throw past the checks above is a bug answered 500.
   */
  function guardedUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    try {
      upgrade(request, socket, head);
    } catch (error) {
      console.error('Simulator server: an upgrade failed', error);
      refuse(socket, '500 Internal Server Error', 'The simulator server failed to open the stream.');
    }
  }

  http.on('upgrade', guardedUpgrade);

  return {
    transportFor(worldId) {
      return {
        listen(handlers) {
          if (worlds.has(worldId)) throw new Error(`The hub stream of world ${worldId} is already listening`);
          worlds.set(worldId, { handlers, sockets: new Set() });
        },
        close() {
          const world = worlds.get(worldId);
          worlds.delete(worldId);
          world?.sockets.forEach((socket) => socket.terminate());
        },
      };
    },
    close() {
      http.off('upgrade', guardedUpgrade);
      for (const client of wss.clients) client.terminate();
      wss.close();
      worlds.clear();
    },
  };
}
