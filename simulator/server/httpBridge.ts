/**
 * Answers real HTTP requests with the simulator's MSW handlers (msw's `getResponse`), so the
 * simulator server runs the very code the page and Vitest run. CORS is answered as a deployed API
 * would: only the configured origins get the headers a browser needs, preflights included. A body
 * is read only up to a cap, counted as it streams in: a larger one is answered 413 and the
 * connection closed, so a 50 MB post never sits in memory.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import type { OwnRoute } from './controlRoute';
import { requestTarget } from './requestTarget';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, sentry-trace, baggage, X-Simulator-World';
const PREFLIGHT_MAX_AGE_S = '600';
/** Far above any API call or saved scenario, far below what would strain the laptop. */
export const DEFAULT_MAX_BODY_BYTES = 4 * 1024 * 1024;

export interface HttpBridgeOptions {
  /** The API handlers of the world a request belongs to, or the answer that refuses it (decision 0297). */
  handlersFor(headers: Headers): RequestHandler[] | Response;
  /** The origin requests are resolved against (http://localhost:port), the one the handlers were made for. */
  publicUrl: string;
  /** Browser origins allowed to call (the app's address); others get no CORS headers. */
  allowedOrigins: readonly string[];
  /** Routes the bridge answers itself before the handlers (the control API, the classroom's pages). */
  own?: readonly OwnRoute[];
  maxBodyBytes?: number;
}

/** The client closed the connection before its body was all sent: nothing to answer, one line to log (issue 35). */
class ClientGone extends Error {}

/** Methods fetch's Request cannot carry, so no handler could see them. */
const UNSUPPORTED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** The body, or null once it is larger than `cap` (declared or counted); the rest is left unread. */
function cappedBody(incoming: IncomingMessage, cap: number): Promise<Buffer | null> {
  if (Number(incoming.headers['content-length']) > cap) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > cap) {
        stop();
        incoming.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks));
    }
    function onError(error: Error) {
      stop();
      reject(new ClientGone(error.message));
    }
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
  });
}

export function headersOf(incoming: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (!origin || !allowed.includes(origin)) return {};
  // Date is not CORS-safelisted: without this the app could not read the world's clock (decision 0381).
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'Date', Vary: 'Origin' };
}

function toFetchRequest(method: string, url: URL, headers: Headers, body: Buffer): Request {
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

/** `extraHeaders` win over the response's own; `connection: close` leaves an unread body unread. */
async function send(outgoing: ServerResponse, response: Response, extraHeaders: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  Object.assign(headers, extraHeaders);
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, response.statusText, { ...headers, 'content-length': String(body.length) });
  outgoing.end(body);
}

const CLOSE = { connection: 'close' };

function routeMatches(route: OwnRoute, pathname: string): boolean {
  return typeof route.path === 'string' ? route.path === pathname : route.path(pathname);
}

export function createHttpBridge({ handlersFor, publicUrl, allowedOrigins, own = [], maxBodyBytes = DEFAULT_MAX_BODY_BYTES }: HttpBridgeOptions) {
  return async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const origin = incoming.headers.origin;
    const cors = corsHeaders(origin, allowedOrigins);
    const method = incoming.method ?? 'GET';
    try {
      const target = requestTarget(incoming.url, publicUrl);
      if (!target.ok) {
        await send(outgoing, Response.json({ detail: target.message }, { status: target.status }), { ...cors, ...CLOSE });
        return;
      }
      if (UNSUPPORTED_METHODS.has(method)) {
        await send(outgoing, Response.json({ detail: `${method} is not allowed here.` }, { status: 405, headers: { Allow: ALLOWED_METHODS } }), { ...cors, ...CLOSE });
        return;
      }
      if (incoming.method === 'OPTIONS' && incoming.headers['access-control-request-method']) {
        if (!cors['Access-Control-Allow-Origin']) {
          outgoing.writeHead(403, { 'content-type': 'text/plain' }).end(`Origin ${origin ?? '(none)'} is not allowed`);
          return;
        }
        outgoing
          .writeHead(204, { ...cors, 'Access-Control-Allow-Methods': ALLOWED_METHODS, 'Access-Control-Allow-Headers': ALLOWED_HEADERS, 'Access-Control-Max-Age': PREFLIGHT_MAX_AGE_S })
          .end();
        return;
      }
      const headers = headersOf(incoming);
      const route = own.find((candidate) => routeMatches(candidate, target.url.pathname)) ?? null;
      const refused = route?.refuse(method, headers);
      if (refused) {
        await send(outgoing, refused, { ...cors, ...CLOSE });
        return;
      }
      const body = await cappedBody(incoming, maxBodyBytes);
      if (!body) {
        await send(outgoing, Response.json({ detail: `The request body is larger than ${maxBodyBytes} bytes.` }, { status: 413 }), { ...cors, ...CLOSE });
        return;
      }
      const request = toFetchRequest(method, target.url, headers, body);
      const handlers = route ? null : handlersFor(headers);
      if (handlers instanceof Response) {
        await send(outgoing, handlers, cors);
        return;
      }
      const response = route ? await route.answer(request, { address: incoming.socket.remoteAddress ?? '' }) : await getResponse(handlers ?? [], request);
      await send(outgoing, response ?? Response.json({ detail: 'Not found.' }, { status: 404 }), cors);
    } catch (error) {
      if (error instanceof ClientGone) {
        console.warn(`Simulator server: ${method} ${(incoming.url ?? '/').slice(0, 200)}: the client left before sending its body (${error.message})`);
        return;
      }
      console.error('Simulator server: a request failed', error);
      if (!outgoing.headersSent) outgoing.writeHead(500, { ...cors, 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ detail: 'The simulator server failed to answer.' }));
    }
  };
}
