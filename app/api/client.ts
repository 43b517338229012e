/**
 * The one HTTP client: builds URLs from the call table, sends the stored token, checks answers
 * against their schema, and turns every failure into an ApiError. A 401 from any call ends the
 * session through the handler the app registers.
 */
import { env } from '../config/env';
import { recordFlight, type CallOutcome } from '../lib/flightTap';
import { noteServerDate } from '../lib/serverTime';
import type { ValueCheck } from '../lib/valueCheck';
import { calls, fillPath, type CallName, type CallParams } from './calls';
import { errorBodyCheck } from './plainChecks';
import type { ErrorBody } from './schemas';
import { storedToken } from './storedToken';

export type ApiErrorKind = 'http' | 'network' | 'malformed' | 'cancelled';

export class ApiError extends Error {
  constructor(
    readonly call: CallName,
    readonly kind: ApiErrorKind,
    readonly status: number | null,
    readonly body: ErrorBody | null,
    detail: string,
  ) {
    super(`${call}: ${detail}`);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const unauthorizedListeners = new Set<() => void>();

/**
 * Registers what a 401 does (end the session; drop the signed-in screens' data), in the order
 * registered; returns the way to unregister.
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

let startedUp: Promise<unknown> = Promise.resolve();

/**
 * Requests wait for `ready` (the entry point's start-up: in simulator builds, the worker that
 * answers them), so the first screen can render before it.
 */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  startedUp = ready;
}

type QueryValue = string | number | boolean | null | undefined;

type ParamsOption<N extends CallName> = keyof CallParams<N> extends never
  ? { params?: undefined }
  : { params: CallParams<N> };

export type RequestOptions<N extends CallName, T> = ParamsOption<N> & {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /**
   * What the answer must be: every call names one, mutations too, so a 200 the app cannot read
   * fails like any other failure instead of passing for success (decision 0262).
   */
  schema: ValueCheck<T>;
  signal?: AbortSignal;
};

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${env.apiBaseUrl.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

const UNREADABLE = Symbol('unreadable');

/** The answer's text and JSON: null for an empty body, UNREADABLE when the body is not JSON. */
async function readJson(response: Response): Promise<{ text: string | undefined; payload: unknown }> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { text: undefined, payload: UNREADABLE };
  }
  if (!text) return { text, payload: null };
  try {
    return { text, payload: JSON.parse(text) };
  } catch {
    return { text, payload: UNREADABLE };
  }
}

interface Sent {
  name: CallName;
  method: string;
  url: string;
  body: string | undefined;
  started: number;
}

/** Hands the call to the flight recorder (issue 26); the URL loses its base, the bodies stay text. */
function recordCall(sent: Sent, status: number | null, outcome: CallOutcome, answer?: string): void {
  recordFlight(() => ({
    kind: 'call',
    call: sent.name,
    method: sent.method,
    path: sent.url.slice(env.apiBaseUrl.replace(/\/$/, '').length),
    status,
    outcome,
    ms: Math.round(performance.now() - sent.started),
    request: sent.body,
    answer,
  }));
}

/** Token and accept headers, and the content type when there is a body. */
function headersFor(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = storedToken.read();
  if (token) headers.Authorization = `Token ${token}`;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

interface Ahead {
  started: number;
  sentAt: number;
  /** The session token it went with. */
  token: string | null;
  response: Promise<Response>;
}

/** GETs sent before the code that reads them has loaded, by URL; each answers the next request for it, once. */
const sentAhead = new Map<string, Ahead>();

/**
 * Sends a GET now, before the code that checks its answer has loaded (issue 40: a reloaded unit
 * screen asks for its unit while the signed-in code downloads, not after). The next `request` for
 * the same call and parameters reads this answer instead of sending again, and reports it as its
 * own: status, failure and 401 alike.
 */
export function sendAhead<N extends CallName>(name: N, options: ParamsOption<N> & { query?: Record<string, QueryValue> }): void {
  if (calls[name].method !== 'GET') throw new Error(`${name}: only a GET is sent ahead`);
  const url = buildUrl(fillPath(name, (options.params ?? {}) as CallParams<N>), options.query);
  if (sentAhead.has(url)) return;
  const started = performance.now();
  const sentAt = Date.now();
  // Waits for the start-up like any request; a failed fetch is the taking request's failure.
  const response = startedUp.then(() => fetch(url, { headers: headersFor(false) }));
  response.catch(() => undefined);
  sentAhead.set(url, { started, sentAt, token: storedToken.read(), response });
}

/** Forgets what was sent ahead and not yet read: its code did not load, and a later screen asks afresh. */
export function dropSentAhead(): void {
  sentAhead.clear();
}

export async function request<N extends CallName, T = unknown>(name: N, options: RequestOptions<N, T>): Promise<T> {
  const spec = calls[name];
  const url = buildUrl(fillPath(name, (options.params ?? {}) as CallParams<N>), options.query);
  const ahead = spec.method === 'GET' ? sentAhead.get(url) : undefined;
  sentAhead.delete(url);
  const headers = headersFor(options.body !== undefined);
  const token = ahead ? ahead.token : storedToken.read();

  if (!ahead) await startedUp;
  const sent: Sent = { name, method: spec.method, url, body: options.body === undefined ? undefined : JSON.stringify(options.body), started: ahead?.started ?? performance.now() };
  const sentAt = ahead?.sentAt ?? Date.now();
  let response: Response;
  try {
    response = await (ahead?.response ?? fetch(url, { method: spec.method, headers, body: sent.body, signal: options.signal }));
    // The answer sent ahead was not sent with this request's signal.
    options.signal?.throwIfAborted();
  } catch (cause) {
    const outcome = options.signal?.aborted ? 'cancelled' : 'network';
    recordCall(sent, null, outcome);
    if (outcome === 'cancelled') throw new ApiError(name, 'cancelled', null, null, 'cancelled');
    throw new ApiError(name, 'network', null, null, String(cause));
  }

  // Every answer dates itself, errors too: the server's clock, for what the server dates (decision 0381).
  noteServerDate({ date: response.headers.get('Date'), sentAt, receivedAt: Date.now() });
  // The session it was sent in ended on its way (a 401 to a call beside it, a sign-out): nothing
  // may act on it, or what it brings would be stored for no one (decision 0532).
  if (token && storedToken.read() !== token) {
    recordCall(sent, response.status, 'cancelled');
    throw new ApiError(name, 'cancelled', null, null, 'the session it was sent in has ended');
  }
  const { text, payload } = await readJson(response);
  if (!response.ok) {
    recordCall(sent, response.status, 'http', text);
    if (response.status === 401) unauthorizedListeners.forEach((listener) => listener());
    const body = errorBodyCheck.safeParse(payload);
    throw new ApiError(name, 'http', response.status, body.success ? body.data : null, `HTTP ${response.status}`);
  }
  const parsed = payload === UNREADABLE ? null : options.schema.safeParse(payload);
  recordCall(sent, response.status, parsed?.success ? 'ok' : 'malformed', text);
  if (!parsed) throw new ApiError(name, 'malformed', response.status, null, 'the answer is not JSON');
  if (!parsed.success) {
    throw new ApiError(name, 'malformed', response.status, null, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  return parsed.data;
}
