/**
 * What the app (or the simulated world) does that can set off a scenario step, by name. A trigger
 * listens to one bus event and says which of its payloads count; the step runs when the Nth
 * counted event happens (`nth`, default 1), once. Later parts of the simulator add theirs here
 * (a keypad entry).
 */
import { z } from 'zod';
import type { SimEvents, SimEventType } from '../engine/bus';
import { callNameSchema } from '../faults/schema';

export interface TriggerKind<K extends SimEventType, P> {
  description: string;
  event: K;
  params: z.ZodType<P>;
  matches(params: P, payload: SimEvents[K]): boolean;
}

export interface AnyTriggerKind {
  description: string;
  event: SimEventType;
  check(params: unknown): z.ZodSafeParseResult<unknown>;
  matches(params: unknown, payload: unknown): boolean;
}

function trigger<K extends SimEventType, P>(kind: TriggerKind<K, P>): AnyTriggerKind {
  return {
    description: kind.description,
    event: kind.event,
    check: (params) => kind.params.safeParse(params, { reportInput: true }),
    matches: (params, payload) => kind.matches(kind.params.parse(params), payload as SimEvents[K]),
  };
}

const onHub = z.object({ serial: z.string().min(1).optional() }).strict();

export const triggerKinds: Readonly<Record<string, AnyTriggerKind>> = {
  call: trigger({
    description: 'The Nth answered request of a call, optionally only those answered with `status` (0: a network failure).',
    event: 'call',
    params: z.object({ name: callNameSchema, status: z.number().int().min(0).max(599).optional() }).strict(),
    matches: ({ name, status }, call) => call.name === name && (status === undefined || call.status === status),
  }),
  inclusion: trigger({
    description: 'The Nth inclusion a hub\'s controller started (each accepted start call, Try Again included), of the hub `serial` if given. The step runs right after the start.',
    event: 'zwave.started',
    params: onHub,
    matches: ({ serial }, started) => started.mode === 'inclusion' && (serial === undefined || started.serial === serial),
  }),
  exclusion: trigger({
    description: 'The Nth exclusion a hub\'s controller started, of the hub `serial` if given. The step runs right after the start.',
    event: 'zwave.started',
    params: onHub,
    matches: ({ serial }, started) => started.mode === 'exclusion' && (serial === undefined || started.serial === serial),
  }),
  doorCodeSync: trigger({
    description: 'A door-code sync (of the lock `deviceUid` if given) reports at least `sentPercent` sent and `verifiedPercent` verified; the Nth such report counts.',
    event: 'doorCodes.progress',
    params: z.object({
      deviceUid: z.string().min(1).optional(),
      sentPercent: z.number().min(0).max(100).optional(),
      verifiedPercent: z.number().min(0).max(100).optional(),
    }).strict(),
    matches: ({ deviceUid, sentPercent = 0, verifiedPercent = 0 }, progress) =>
      (deviceUid === undefined || progress.deviceUid === deviceUid) && progress.sent_percent >= sentPercent && progress.verified_percent >= verifiedPercent,
  }),
};

/** A trigger as written: one trigger name with its parameters and `nth`. */
export type TriggerCall = Record<string, Record<string, unknown>>;

export function triggerOf(call: TriggerCall): { name: string; nth: number; params: Record<string, unknown> } {
  const [name, { nth, ...params }] = Object.entries(call)[0] ?? ['', {}];
  return { name, nth: typeof nth === 'number' ? nth : 1, params };
}

const nthSchema = z.number().int().min(1).optional();

export const triggerCallSchema = z.record(z.string(), z.record(z.string(), z.unknown())).superRefine((call, ctx) => {
  const names = Object.keys(call);
  if (names.length !== 1) {
    ctx.addIssue({ code: 'custom', message: 'name exactly one trigger, for example { "call": { "name": "units.list", "nth": 2 } }' });
    return;
  }
  const [name, { nth, ...params }] = Object.entries(call)[0] ?? ['', {}];
  const kind = triggerKinds[name];
  if (!kind) {
    ctx.addIssue({ code: 'custom', path: [name], message: `unknown trigger "${name}" (known: ${Object.keys(triggerKinds).join(', ')})` });
    return;
  }
  nthSchema.safeParse(nth).error?.issues.forEach((issue) => ctx.addIssue({ ...issue, path: [name, 'nth'] }));
  kind.check(params).error?.issues.forEach((issue) => ctx.addIssue({ ...issue, path: [name, ...issue.path] }));
});
