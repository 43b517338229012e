/**
 * One request, start to end: identify the call, apply a fault, check the token, run the
 * implementation (or answer 501), then announce it on the bus (and so in the trace).
 * Fault delays wait in simulator time, so a paused clock holds them and `advance` ends them.
 */
import { HttpResponse } from 'msw';
import { identifyCall, type CallName } from '../../app/api/calls';
import type { Simulator } from '../core/simulator';
import type { SimEvents } from '../engine/bus';
import type { SeededRandom } from '../engine/seededRandom';
import { authed } from './auth';
import { implementedCalls } from './calls';
import type { CallContext, CallHandler } from './context';
import { copyOf, json, problem } from './respond';

export interface Incoming {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  /** Calls registered on the route that received the request; empty for the catch-all. */
  routeCalls: readonly CallName[];
  routeQueryKeys: readonly string[];
  /** How many calls were answered when the page sent it, if known (./sentRequests.ts); else counted on arrival. */
  answeredWhenSent?: number;
}

function notImplemented(name: CallName): CallHandler {
  return authed(() => problem(501, `Not implemented in the simulator yet: ${name}`));
}

function stringParams(params: Incoming['params']): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function unmatched({ request, routeCalls, routeQueryKeys }: Incoming, path: string): Response {
  if (routeCalls.length === 0) return problem(404, `No API call matches ${request.method} ${path}`);
  return problem(400, `${request.method} ${path} needs one of the query parameters: ${routeQueryKeys.join(', ')}`);
}

/** What answers instead of the server: nothing (the network failed or never answers) or a faulted status. */
type Outcome = { response: Response; failure?: 'error'; planted?: true } | { response: null; failure: 'hang' };

/**
 * Hears each answer as it leaves: the call as the bus announces it, a copy of the request as it
 * came (body unread) and a copy of the response.
 * `planted`: an http fault's status (and body) answered, the test's or scenario's words rather
 * than the simulator's. The contract check of the Vitest suite listens here (decisions 0315, 0331).
 */
/** Told each answer; a promise it returns holds the answer until it settles (the page's contract log, decision 0532). */
export type AnswerTap = (answer: { call: SimEvents['call']; request: Request; response: Response; planted: boolean }) => void | Promise<void>;

/** A request that never gets an answer; it ends only if the page gives up on it. */
function never(request: Request): Promise<Response> {
  return new Promise((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error())));
}

/** A fault's delay with its jitter, drawn from the fault's own seeded draws. */
function delayOf(fault: { delayMs?: number; jitterMs?: number; random: SeededRandom }): number {
  const jitter = fault.jitterMs ?? 0;
  return Math.max(0, (fault.delayMs ?? 0) + (jitter ? fault.random.int(-jitter, jitter) : 0));
}

/** The answer's body made unreadable: a gateway's HTML page instead of JSON, or the JSON cut short. */
async function corrupted(response: Response, how: 'malformed' | 'truncated', random: SeededRandom): Promise<Response> {
  const text = await response.text();
  const body = how === 'malformed' ? '<html><body><h1>502 Bad Gateway</h1></body></html>' : text.slice(0, random.int(0, Math.max(0, text.length - 1)));
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(body, { status: response.status, headers });
}

async function implemented(name: CallName, ctx: CallContext): Promise<Response> {
  const handler = implementedCalls[name] ?? notImplemented(name);
  try {
    return await handler(ctx);
  } catch (error) {
    // A simulator bug: say so loudly rather than let it pass for a provider failure.
    console.error(`Simulator error while answering ${name}`, error);
    return problem(500, `Simulator error while answering ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function run(name: CallName, ctx: CallContext): Promise<Outcome> {
  const fault = ctx.sim.faults.take({ on: 'request', call: name });
  if (fault?.kind === 'network' && fault.failure === 'hang') return { response: null, failure: 'hang' };
  const delay = fault ? delayOf(fault) : 0;
  if (delay) await ctx.sim.clock.wait(delay);
  if (fault?.kind === 'network' && fault.failure === 'error') return { response: HttpResponse.error(), failure: 'error' };
  if (fault?.kind === 'network') {
    // reset: the server did the work; only its answer is lost.
    await implemented(name, ctx);
    return { response: HttpResponse.error(), failure: 'error' };
  }
  const response = fault?.status !== undefined
    ? json(fault.body ?? { message: `Simulated failure (${fault.status})` }, fault.status)
    : await implemented(name, ctx);
  if (fault?.corrupt) return { response: await corrupted(response, fault.corrupt, fault.random), planted: true };
  return fault?.status !== undefined ? { response, planted: true } : { response };
}

/** Calls answered so far, per simulator: what a call's answer tells the trace of the calls beside it. */
const answeredCalls = new WeakMap<Simulator, number>();

export const callsAnswered = (sim: Simulator): number => answeredCalls.get(sim) ?? 0;

export async function answer(sim: Simulator, basePath: string, incoming: Incoming, tap?: AnswerTap): Promise<Response> {
  const { request } = incoming;
  // A call answers the world as every event due by its moment left it: a step due at the same
  // moment (a jump fires them together) has run first, however soon the call arrives (decision 0532).
  await sim.scheduler.settled();
  const arrived = callsAnswered(sim);
  const answeredBefore = Math.min(arrived, incoming.answeredWhenSent ?? arrived);
  // Copied before a handler reads the body.
  const sent = tap ? request.clone() : null;
  const url = new URL(request.url);
  const path = url.pathname.slice(basePath.length);
  const name = identifyCall(request.method, path, url.searchParams) ?? null;
  const outcome: Outcome = name
    ? await run(name, { sim, request, query: url.searchParams, params: stringParams(incoming.params) })
    : { response: unmatched(incoming, path) };
  const call = {
    name,
    method: request.method,
    path,
    query: Object.fromEntries(url.searchParams),
    status: outcome.response?.status ?? 0,
    ...(outcome.failure ? { failure: outcome.failure } : {}),
  };
  // Dated by the world's clock, as a provider dates its answers by its own: the app measures what
  // the server dates against this (decision 0381).
  if (outcome.response && !outcome.failure) outcome.response.headers.set('Date', new Date(sim.clock.now()).toUTCString());
  const answered = callsAnswered(sim);
  answeredCalls.set(sim, answered + 1);
  // The calls answered while this one was on its way travelled beside it (decisions 0394, 0456).
  sim.bus.emit('call', call, { sideBySide: answered - answeredBefore });
  if (tap && sent && outcome.response && !outcome.failure) await tap({ call, request: sent, response: copyOf(outcome.response), planted: outcome.planted ?? false });
  // Held: the clock's step does not wait for an answer that only the page's giving up ends.
  return outcome.response ?? sim.clock.hold(never(request));
}
