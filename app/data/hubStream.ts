/**
 * The one owner of the hub message stream (spec 02 §7): a WebSocket to the configured stream URL
 * with the session token and the hub serial. Subscribers share one connection per hub; the last
 * one to leave closes it on purpose ('intentionally_closed_by_client'). An unexpected close is
 * followed by one reconnect; the next failure is final ('Connection to AWS was unexpectedly closed.').
 * Hubs that are not IoT hubs get the legacy set-up first: a sync token, then the stream by gateway
 * id, created with the hub serial when it is not found.
 *
 * The session token travels in the stream URL's query: the provider's contract (spec 02 §7; a
 * browser cannot set headers on a WebSocket). The URL is therefore a credential: what this module
 * notes for error reports names the configured stream address, never the URL it opened (decision 0278).
 */
import { api } from '../api';
import { isApiError } from '../api/client';
import { hubMessageSchema, type HubMessage } from '../api/schemas';
import { env } from '../config/env';
import { recordFlight, type FlightEvent } from '../lib/flightTap';
import { genericFailureText } from '../domain/errorMessages';
import { noteForReports, type Note } from './errorReporting';
import { texts } from '../domain/texts';

export const INTENTIONAL_CLOSE_REASON = 'intentionally_closed_by_client';
const NORMAL_CLOSURE = 1000;

export type StreamStatus = { kind: 'connecting' } | { kind: 'open' } | { kind: 'failed'; message: string };

export interface StreamHub {
  hubSerial: string | null | undefined;
  gatewayId: string | null | undefined;
  isIotHub: boolean;
}

export interface StreamListener {
  onMessage?(message: HubMessage): void;
  onStatus?(status: StreamStatus): void;
}

/** The calls of the legacy set-up, replaceable in tests. */
export interface LegacyStreamCalls {
  streamToken(): Promise<unknown>;
  getStream(gatewayId: string): Promise<unknown>;
  createStream(hubSerial: string): Promise<unknown>;
}

const apiLegacyCalls: LegacyStreamCalls = {
  streamToken: () => api.pairing.streamToken(),
  getStream: (gatewayId) => api.pairing.getStream(gatewayId),
  createStream: (hubSerial) => api.pairing.createStream(hubSerial),
};

interface Session {
  hub: StreamHub & { hubSerial: string };
  token: string;
  listeners: Set<StreamListener>;
  status: StreamStatus;
  socket: WebSocket | null;
  /** The one reconnect has been used. */
  reconnected: boolean;
  /** Left by every subscriber, or failed: nothing more may happen. */
  ended: boolean;
}

class StreamSetupError extends Error {}

async function legacySetUp(calls: LegacyStreamCalls, hub: StreamHub): Promise<void> {
  if (!hub.hubSerial || !hub.gatewayId) throw new StreamSetupError(texts.errors.streamSetup);
  await calls.streamToken();
  try {
    await calls.getStream(hub.gatewayId);
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
    await calls.createStream(hub.hubSerial);
    await calls.getStream(hub.gatewayId);
  }
}

type Read = { ok: true; message: HubMessage } | { ok: false; problem: string };

/**
 * A message checked against the message contract. What a refusal says is only where and why:
 * the message's own values (node ids, whatever a broken hub put there) never leave the phone.
 */
function read(data: unknown): Read {
  if (typeof data !== 'string') return { ok: false, problem: 'not text' };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  const parsed = hubMessageSchema.safeParse(value);
  if (parsed.success) return { ok: true, message: parsed.data };
  return { ok: false, problem: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'message'}: ${issue.message}`).join('; ') };
}

/** The note a refused hub message leaves for the next error report (decision 0263). */
export function refusedMessageNote(problem: string): Note {
  return { category: 'hub-stream', message: 'Refused a hub message that breaks the message contract', data: { problem }, level: 'warning' };
}

export interface HubStreamClient {
  /** Listens to the hub's stream, opening it if needed; returns the function that stops listening. */
  subscribe(hub: StreamHub, token: string, listener: StreamListener): () => void;
  /** How many hub streams are open or opening (the last subscriber's leaving ends one a microtask later). */
  openStreams(): number;
}

export interface HubStreamOptions {
  url: string;
  legacy?: LegacyStreamCalls;
  /** Where a refused message is noted; the error reporting's breadcrumbs unless a test listens. */
  note?: (note: Note) => void;
}

export function createHubStreamClient(options: HubStreamOptions): HubStreamClient {
  const legacy = options.legacy ?? apiLegacyCalls;
  const noteRefused = options.note ?? noteForReports;
  const sessions = new Map<string, Session>();

  function tell(session: Session, status: StreamStatus) {
    session.status = status;
    session.listeners.forEach((listener) => listener.onStatus?.(status));
  }

  function fail(session: Session, message: string) {
    session.ended = true;
    session.socket = null;
    sessions.delete(session.hub.hubSerial);
    tell(session, { kind: 'failed', message });
  }

  function openSocket(session: Session) {
    const query = new URLSearchParams({ token: session.token, hubSerialNumber: session.hub.hubSerial });
    let socket: WebSocket;
    try {
      socket = new WebSocket(`${options.url}?${query}`);
    } catch {
      // A stream URL the browser refuses outright (misconfigured build): nothing to retry.
      fail(session, texts.errors.streamClosed);
      return;
    }
    session.socket = socket;
    // The flight recorder gets the URL without its query: the token is in it.
    const recordStream = (event: Extract<FlightEvent, { kind: 'stream' }>['event'], more: { data?: string; code?: number; reason?: string } = {}) =>
      recordFlight(() => ({ kind: 'stream', event, hub: session.hub.hubSerial, url: options.url, ...more }));
    socket.addEventListener('open', () => {
      if (session.socket !== socket) return;
      recordStream('opened');
      tell(session, { kind: 'open' });
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      if (session.socket !== socket) return;
      // A message that breaks the contract is the hub's problem, not the flow's: refused and traced, never acted on.
      const result = read(event.data);
      recordStream(result.ok ? 'message' : 'refused', { data: typeof event.data === 'string' ? event.data : String(event.data) });
      if (result.ok) session.listeners.forEach((listener) => listener.onMessage?.(result.message));
      else noteRefused(refusedMessageNote(result.problem));
    });
    socket.addEventListener('close', (event: CloseEvent) => {
      recordStream('closed', { code: event.code, reason: event.reason });
      if (session.ended || session.socket !== socket) return;
      noteForReports({
        category: 'hub-stream',
        message: session.reconnected ? 'closed unexpectedly again: failed' : 'closed unexpectedly: reconnecting',
        data: { stream: options.url, hubSerial: session.hub.hubSerial, code: event.code },
      });
      if (session.reconnected) {
        fail(session, texts.errors.streamClosed);
        return;
      }
      session.reconnected = true;
      tell(session, { kind: 'connecting' });
      openSocket(session);
    });
  }

  async function start(session: Session) {
    if (!session.hub.isIotHub) {
      try {
        await legacySetUp(legacy, session.hub);
      } catch (error) {
        if (!session.ended) fail(session, error instanceof StreamSetupError ? error.message : genericFailureText(error));
        return;
      }
    }
    if (!session.ended) openSocket(session);
  }

  function end(session: Session) {
    session.ended = true;
    sessions.delete(session.hub.hubSerial);
    session.socket?.close(NORMAL_CLOSURE, INTENTIONAL_CLOSE_REASON);
    session.socket = null;
  }

  return {
    subscribe(hub, token, listener) {
      const key = hub.hubSerial ?? '';
      let session = sessions.get(key);
      if (!session && !hub.hubSerial) {
        listener.onStatus?.({ kind: 'failed', message: texts.errors.streamSetup });
        return () => undefined;
      }
      if (!session) {
        session = { hub: { ...hub, hubSerial: key }, token, listeners: new Set(), status: { kind: 'connecting' }, socket: null, reconnected: false, ended: false };
        sessions.set(key, session);
        void start(session);
      }
      const joined = session;
      joined.listeners.add(listener);
      listener.onStatus?.(joined.status);
      return () => {
        joined.listeners.delete(listener);
        // Ended a microtask later, unless someone joined meanwhile: StrictMode's unmount and mount
        // again (npm start) keep the one connection instead of closing it while it is still
        // connecting and opening a second.
        queueMicrotask(() => {
          if (joined.listeners.size === 0 && !joined.ended) end(joined);
        });
      };
    },
    openStreams: () => sessions.size,
  };
}

/** The app's stream client. */
export const hubStreamClient = createHubStreamClient({ url: env.hubStreamUrl });
