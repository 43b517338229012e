/**
 * Answers real HTTP requests with the simulator's MSW handlers (msw's `getResponse`), so the
 * simulator server runs the very code the page and Vitest run. CORS is answered as a deployed API
 * would: only the configured origins get the headers a browser needs, preflights included.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, sentry-trace, baggage';
const PREFLIGHT_MAX_AGE_S = '600';

export interface HttpBridgeOptions {
  handlers: RequestHandler[];
  /** The origin requests are resolved against (http://localhost:port), the one the handlers were made for. */
  publicUrl: string;
  /** Browser origins allowed to call (the app's address); others get no CORS headers. */
  allowedOrigins: readonly string[];
  /** Requests the bridge answers itself before the handlers (the control routes); null: not one of them. */
  own?: (request: Request) => Promise<Response | null>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (!origin || !allowed.includes(origin)) return {};
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

function toFetchRequest(incoming: IncomingMessage, body: Buffer, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(new URL(incoming.url ?? '/', publicUrl), { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

async function send(outgoing: ServerResponse, response: Response, extraHeaders: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = { ...extraHeaders };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, response.statusText, { ...headers, 'content-length': String(body.length) });
  outgoing.end(body);
}

export function createHttpBridge({ handlers, publicUrl, allowedOrigins, own }: HttpBridgeOptions) {
  return async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const origin = incoming.headers.origin;
    const cors = corsHeaders(origin, allowedOrigins);
    try {
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
      const request = toFetchRequest(incoming, await bodyOf(incoming), publicUrl);
      const response = (await own?.(request.clone())) ?? (await getResponse(handlers, request));
      await send(outgoing, response ?? Response.json({ detail: 'Not found.' }, { status: 404 }), cors);
    } catch (error) {
      console.error('Simulator server: a request failed', error);
      if (!outgoing.headersSent) outgoing.writeHead(500, { ...cors, 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ detail: 'The simulator server failed to answer.' }));
    }
  };
}
