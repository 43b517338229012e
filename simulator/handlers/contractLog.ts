/**
 * What the Node simulator answers while a Vitest test runs, kept for the contract check
 * (tests/support/contractCheck.ts, decisions 0315, 0331, 0332): every HTTP answer (method, path,
 * status, content type, body) with the request it answered, every message the simulated hub
 * controller sends on the stream, and every close the simulated stream service makes. Off until a
 * test run switches it on; this module imports nothing heavy, so the setup file of every test file can hold it.
 */
import type { CallName } from '../../app/api/calls';
import type { Bus } from '../engine/bus';
import type { AnswerTap } from './pipeline';

export interface LoggedAnswer {
  kind: 'answer';
  /** The call as the simulator identified it (null: none), for the report only: the check matches the path itself. */
  call: CallName | null;
  method: string;
  /** Below the API base URL, without the query. */
  path: string;
  query: Record<string, string>;
  status: number;
  contentType: string | null;
  body: string;
  /** An http fault's answer: the test's words, so only the request is checked. */
  planted: boolean;
  /** What the client sent: held to the contract's query and request body (decision 0331). */
  request: { contentType: string | null; body: string };
}

export interface LoggedMessage {
  kind: 'message';
  serial: string;
  message: unknown;
}

/** A close the simulated stream service made (decision 0332). */
export interface LoggedClose {
  kind: 'close';
  serial: string;
  code: number;
  reason: string;
}

export type Logged = LoggedAnswer | LoggedMessage | LoggedClose;

let logging = false;
let pending: Array<Promise<Logged>> = [];
let excused = new Set<number>();

export function logContract(on: boolean): void {
  logging = on;
  pending = [];
  excused = new Set();
}

/**
 * For a test that asks for an answer off the contract on purpose (the 404 of a path that is no
 * call, the 501 of a call not implemented): this test's answers with that status are not checked.
 */
export function offContract(status: number): void {
  excused.add(status);
}

/**
 * Makes one entry when asked: nothing is copied or read for a log that keeps nothing. A keeper that
 * returns a promise holds an answer until its entry is handed on (the page's, decision 0532).
 */
export type KeepEntry = (make: () => Promise<Logged>) => void | Promise<void>;

/**
 * Wires one simulator to a contract log: each answer with the request it answered (through the
 * returned tap, for createHandlers), each message its Z-Wave controller sends and each close its
 * stream service makes. What a test or scenario pushes raw on the stream is its own words.
 */
export function recordContract(bus: Bus, keep: KeepEntry): AnswerTap {
  bus.on('zwave.message', ({ serial, message }) => keep(() => Promise.resolve({ kind: 'message', serial, message })));
  bus.on('stream.closed', ({ serial, code, reason, by }) => {
    if (by === 'simulator') keep(() => Promise.resolve({ kind: 'close', serial, code, reason }));
  });
  return ({ call, request, response, planted }) =>
    keep(async (): Promise<Logged> => {
      const { name, method, path, query, status } = call;
      const [body, sent] = await Promise.all([response.text(), request.text()]);
      return {
        kind: 'answer', call: name, method, path, query, status, contentType: response.headers.get('content-type'), body, planted,
        request: { contentType: request.headers.get('content-type'), body: sent },
      };
    });
}

/** The Vitest suite's log (decision 0315): kept while switched on, taken after each test. */
export const keepForSuite: KeepEntry = (make) => {
  if (logging) pending.push(make());
};

/** Everything logged since the last take, once each body has been read, less what the test excused. */
export async function takeContractLog(): Promise<Logged[]> {
  const [taken, off] = [pending, excused];
  pending = [];
  excused = new Set();
  return (await Promise.all(taken)).filter((entry) => entry.kind !== 'answer' || !off.has(entry.status));
}
