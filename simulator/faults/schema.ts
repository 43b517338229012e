/**
 * Faults, a closed set of kinds, each checked with zod so a bad one names its bad field:
 * - http: a call answers a status (and body), is delayed, or both;
 * - network: a call fails as if the network did (fetch rejects), or never answers;
 * - stream: the hub stream refuses connections, drops them, or holds messages back;
 * - hub: a hub behaviour from ./hubBehaviours.ts goes wrong.
 * Every kind takes `nth` and `times` (which occurrences it hits) and an optional `id`.
 * `kind` may be left out for http, as scenario files did before the other kinds existed.
 */
import { z } from 'zod';
import { callNames, type CallName } from '../../app/api/calls';
import { hubBehaviours, type HubBehaviourName, type HubBehaviourParams } from './hubBehaviours';

export const callNameSchema = z.string().superRefine((name, ctx) => {
  if (!(callNames as string[]).includes(name)) ctx.addIssue({ code: 'custom', message: `unknown call "${name}"` });
}).transform((name) => name as CallName);

export const faultIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and dashes');
const delayMs = z.number().int().min(0).max(600_000);

/** Which occurrences a fault hits: only `nth`, `times` in a row from the first (or from the nth), or all. */
const window = {
  id: faultIdSchema.optional(),
  nth: z.number().int().min(1).optional(),
  times: z.number().int().min(1).optional(),
};

const httpFault = z.object({
  kind: z.literal('http'),
  call: callNameSchema,
  status: z.number().int().min(100).max(599).optional(),
  body: z.record(z.string(), z.unknown()).optional(),
  delayMs: delayMs.optional(),
  ...window,
}).strict().refine((fault) => fault.status !== undefined || fault.delayMs !== undefined, {
  message: 'a fault needs a status, a delayMs or both',
});

const networkFault = z.object({
  kind: z.literal('network'),
  call: callNameSchema,
  /** error: the request fails (fetch rejects), after delayMs if given; hang: no answer ever comes. */
  failure: z.enum(['error', 'hang']),
  delayMs: delayMs.optional(),
  ...window,
}).strict().refine((fault) => fault.failure === 'error' || fault.delayMs === undefined, {
  path: ['delayMs'],
  message: 'a request that never answers has no delay',
});

const serial = { serial: z.string().min(1).optional() };
const streamFault = z.discriminatedUnion('action', [
  /** Connection attempts are refused at the handshake. */
  z.object({ kind: z.literal('stream'), action: z.literal('refuse'), ...serial, ...window }).strict(),
  /** Connections that open are dropped (close 1006) `afterMs` later. */
  z.object({ kind: z.literal('stream'), action: z.literal('drop'), afterMs: delayMs.default(0), ...serial, ...window }).strict(),
  /** Messages to the app arrive `delayMs` of simulator time late. */
  z.object({ kind: z.literal('stream'), action: z.literal('delay'), delayMs: delayMs.refine((ms) => ms > 0, 'must be above 0'), ...serial, ...window }).strict(),
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
}

const withHttpKind = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !('kind' in value) ? { kind: 'http', ...value } : value;

export function faultSchemaFor(behaviours: HubBehaviourParams) {
  return z.preprocess(withHttpKind, z.discriminatedUnion('kind', [httpFault, networkFault, streamFault, hubFaultFor(behaviours)]));
}

export const faultSchema = faultSchemaFor(hubBehaviours);
export type Fault = z.output<typeof faultSchema>;
export type FaultKind = Fault['kind'];
