/**
 * How long the server keeps an idle kept-alive connection (decision 0457). Node closes one after
 * 5 s. A client that sends on it just as the server closes it reads ECONNRESET: Playwright's
 * request context between two control calls a few seconds apart did, in a classroom test, and
 * nginx in front of a farm keeps its upstream connections for 60 s. A client gives up on an idle
 * connection before the server does, so the race is theirs to avoid, not ours to cause.
 */
import type { Server } from 'node:http';

/** Longer than nginx's 60 s upstream keepalive and the idle gaps of the test runners' clients. */
export const IDLE_CONNECTION_MS = 65_000;

export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  // Node wants the time allowed for a request's headers above the idle time, or it cuts a slow client first.
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
