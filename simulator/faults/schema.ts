/**
 * Faults, a closed set of kinds, each checked with zod so a bad one names its bad field
 * (docs/scenarios.md, **Faults and profiles**):
 * - http: a call answers a status (and body), is delayed (with jitter), or its body comes malformed or truncated;
 * - network: a call fails as if the network did (fetch rejects), never answers, or is reset after the server acted;
 * - stream: the hub stream refuses connections, drops, closes or half-opens them, and per direction
 *   (as Toxiproxy's toxics) delays, throttles, slices or loses messages;
 * - hub: a hub behaviour from ./hubBehaviours.ts goes wrong;
 * - doorCode: the door-code service puts a sync into one of its ten statuses.
 * Every kind takes `nth` and `times` (which occurrences it hits), `toxicity` (the chance each one
 * is hit, drawn from the run's seed), `trigger` (a window and ramp on simulator time) and an `id`.
 * `kind` may be left out for http, as scenario files did before the other kinds existed.
 */
import { z } from 'zod';
import { callNames, type CallName } from '../../app/api/calls';
import { syncStatuses } from '../../app/api/schemas/doorCodes';
import { hubMessageStates } from '../../app/api/schemas/pairing';
import { durationSchema } from '../engine/duration';
import { hubBehaviours, type HubBehaviourName, type HubBehaviourParams } from './hubBehaviours';

export const callNameSchema = z.string().superRefine((name, ctx) => {
  if (!(callNames as string[]).includes(name)) ctx.addIssue({ code: 'custom', message: `unknown call "${name}"` });
}).transform((name) => name as CallName);

export const faultIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and dashes');
const delayMs = z.number().int().min(0).max(600_000);

const chance = z.number().min(0).max(1);

/**
 * When a fault is live, on simulator time from the moment it entered the fault book (the
 * scenario's start, or when it was added): from `after`, until `until`, and with `ramp` its chance
 * of hitting goes from `from` to `to` over `over` (starting at `after`), then stays at `to`.
 * Occurrences outside the window are not counted, so `nth` and `times` count from `after`.
 */
export const triggerSchema = z.object({
  after: durationSchema.optional(),
  until: durationSchema.optional(),
  ramp: z.object({ from: chance, to: chance, over: durationSchema }).strict().optional(),
}).strict().refine((trigger) => trigger.until === undefined || trigger.until > (trigger.after ?? 0), {
  path: ['until'],
  message: 'must be later than after',
});
export type FaultTrigger = z.output<typeof triggerSchema>;

/**
 * Which occurrences a fault hits: only `nth`, `times` in a row from the first (or from the nth),
 * or all; of those, each with the chance `toxicity` (1 by default) as Toxiproxy's toxics, inside
 * the `trigger`'s window.
 */
const window = {
  id: faultIdSchema.optional(),
  nth: z.number().int().min(1).optional(),
  times: z.number().int().min(1).optional(),
  toxicity: chance.optional(),
  trigger: triggerSchema.optional(),
};

/** Up to this much more or less than `delayMs`, drawn from the run's seed for each occurrence. */
const jitterMs = delayMs.optional();

const httpFault = z.object({
  kind: z.literal('http'),
  call: callNameSchema,
  status: z.number().int().min(100).max(599).optional(),
  body: z.record(z.string(), z.unknown()).optional(),
  delayMs: delayMs.optional(),
  jitterMs,
  /** The answer's body (the simulator's, or `body`) arrives as text that is not JSON, or cut short. */
  corrupt: z.enum(['malformed', 'truncated']).optional(),
  ...window,
}).strict().refine((fault) => fault.status !== undefined || fault.delayMs !== undefined || fault.corrupt !== undefined, {
  message: 'a fault needs a status, a delayMs or a corrupt body',
});

const networkFault = z.object({
  kind: z.literal('network'),
  call: callNameSchema,
  /**
   * error: the request fails (fetch rejects) before the server acts, after delayMs if given;
   * hang: no answer ever comes; reset: the server acts on the request, then the connection is reset
   * before its answer, so fetch rejects although the change was made.
   */
  failure: z.enum(['error', 'hang', 'reset']),
  delayMs: delayMs.optional(),
  jitterMs,
  ...window,
}).strict().refine((fault) => fault.failure !== 'hang' || (fault.delayMs === undefined && fault.jitterMs === undefined), {
  path: ['delayMs'],
  message: 'a request that never answers has no delay',
});

const serial = { serial: z.string().min(1).optional() };
/** Which way a message toxic acts, as Toxiproxy's downstream and upstream: hub to app (the default) or app to hub. */
export const streamDirections = ['toApp', 'toHub'] as const;
export type StreamDirection = (typeof streamDirections)[number];
const direction = { direction: z.enum(streamDirections).default('toApp') };
const afterMs = delayMs.default(0);
const stream = <A extends string>(action: A) => ({ kind: z.literal('stream'), action: z.literal(action), ...serial, ...window });

/** Stream faults acting on a connection: counted at each connection attempt or opening. */
export const connectionActions = ['refuse', 'drop', 'close', 'halfOpen'] as const;
/** The hub message an `offline` fault is counted at: its state, and its status if given (spec 02 §3). */
export const hubMessageMatchSchema = z.object({ state: z.enum(hubMessageStates), status: z.string().min(1).optional() }).strict();
export type HubMessageMatch = z.output<typeof hubMessageMatchSchema>;
/** Stream faults acting on messages, per direction: counted at each message. */
export const messageActions = ['delay', 'latency', 'bandwidth', 'slice', 'lose'] as const;

const streamFault = z.discriminatedUnion('action', [
  /** Connection attempts are refused at the handshake; with `times: N`, the next N reconnects. */
  z.object({ ...stream('refuse') }).strict(),
  /** Connections that open are dropped (close 1006, as a lost network) `afterMs` later. */
  z.object({ ...stream('drop'), afterMs }).strict(),
  /** Connections that open are closed cleanly with `code` (and `reason`) `afterMs` later. */
  z.object({
    ...stream('close'),
    afterMs,
    /** A code the provider's stream service closes with (docs/contract): 1000 normal, 1001 going away, 1011 server error; 1006 is `drop`. */
    code: z.union([z.literal(1000), z.literal(1001), z.literal(1011)]),
    reason: z.string().max(123).default(''),
  }).strict(),
  /** From `afterMs` after opening, nothing passes either way and nothing closes (Toxiproxy's timeout 0). */
  z.object({ ...stream('halfOpen'), afterMs }).strict(),
  /**
   * The hub goes off the network at a stage of a flow rather than a time (decision 0524): counted
   * at each message the hub sends (of `onMessage`'s state and status; any when left out),
   * `afterMs` after the one it hits every connection of the hub is dropped (1006) and connection
   * attempts are refused for `forMs`, so the app's one reconnect fails too.
   */
  z.object({ ...stream('offline'), onMessage: hubMessageMatchSchema.optional(), afterMs, forMs: delayMs.refine((ms) => ms > 0, 'must be above 0').default(60_000) }).strict(),
  /** Messages to the app arrive `delayMs` of simulator time late (latency without jitter, kept for older files). */
  z.object({ ...stream('delay'), delayMs: delayMs.refine((ms) => ms > 0, 'must be above 0') }).strict(),
  /** Each message arrives `delayMs` ± `jitterMs` late, in order (Toxiproxy's latency). */
  z.object({ ...stream('latency'), ...direction, delayMs, jitterMs: delayMs.default(0) }).strict(),
  /** Messages pass at most `bytesPerSecond`, one after another (Toxiproxy's bandwidth). */
  z.object({ ...stream('bandwidth'), ...direction, bytesPerSecond: z.number().int().min(1) }).strict(),
  /**
   * Each message is cut into frames of about `sizeBytes` (± `variationBytes`), `gapMs` apart, each
   * a text message of its own that no longer parses (Toxiproxy's slicer, seen by a peer that does not join them).
   */
  z.object({ ...stream('slice'), ...direction, sizeBytes: z.number().int().min(1), variationBytes: z.number().int().min(0).default(0), gapMs: delayMs.default(0) }).strict()
    .refine((fault) => fault.variationBytes < fault.sizeBytes, { path: ['variationBytes'], message: 'must be less than sizeBytes' }),
  /** Messages are lost; with `toxicity`, each with that chance. */
  z.object({ ...stream('lose'), ...direction }).strict(),
]);

function hubFaultFor(behaviours: HubBehaviourParams) {
  return z.object({
    kind: z.literal('hub'),
    behaviour: z.string(),
    params: z.record(z.string(), z.unknown()).default({}),
    ...serial,
    ...window,
  }).strict().superRefine((fault, ctx) => {
    const behaviour = behaviours[fault.behaviour];
    if (!behaviour) {
      const known = Object.keys(behaviours);
      ctx.addIssue({ code: 'custom', path: ['behaviour'], message: `unknown hub behaviour "${fault.behaviour}" (${known.length ? `known: ${known.join(', ')}` : 'none are defined yet'})` });
      return;
    }
    const params = behaviour.params.safeParse(fault.params);
    params.error?.issues.forEach((issue) => ctx.addIssue({ ...issue, path: ['params', ...issue.path] }));
  });
}

/** A hub fault as code writes it (before validation): a misspelt behaviour name does not compile. */
export interface HubFaultInput {
  kind: 'hub';
  behaviour: HubBehaviourName;
  params?: Record<string, unknown>;
  serial?: string;
  id?: string;
  nth?: number;
  times?: number;
  toxicity?: number;
  trigger?: z.input<typeof triggerSchema>;
}

/**
 * The door-code service: counted at each sync it starts (of the lock `deviceUid`, else any), the
 * sync goes into `status` `afterMs` later, as the provider's service would report it.
 */
const doorCodeFault = z.object({
  kind: z.literal('doorCode'),
  status: z.enum(syncStatuses),
  deviceUid: z.string().min(1).optional(),
  afterMs: delayMs.default(30_000),
  ...window,
}).strict();

const withHttpKind = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !('kind' in value) ? { kind: 'http', ...value } : value;

export function faultSchemaFor(behaviours: HubBehaviourParams) {
  return z.preprocess(withHttpKind, z.discriminatedUnion('kind', [httpFault, networkFault, streamFault, hubFaultFor(behaviours), doorCodeFault]));
}

export const faultSchema = faultSchemaFor(hubBehaviours);
export type Fault = z.output<typeof faultSchema>;
export type FaultKind = Fault['kind'];
