/**
 * What a training exercise's objectives can check, by name: each a pure predicate over the
 * simulator's records (units, hubs, devices, door-code syncs, work-ticket submissions) at a
 * simulator time. A scenario names one per objective, `{ "devices.paired": { "unit": 1001, "count": 3 } }`;
 * a new kind of check is a new entry here, and a new exercise only a scenario file.
 */
import { z } from 'zod';
import type { CollectionName, RecordOf } from '../db/schemas';
import { hubAt } from '../hub/lifecycle';

/** The records an objective reads, and the simulator time it is checked at. */
export interface ExerciseState {
  records<C extends CollectionName>(collection: C): ReadonlyArray<RecordOf<C>>;
  now: number;
  /** When the scenario (the exercise) started. */
  startedAt: number;
}

export interface ObjectiveKind<P> {
  description: string;
  params: z.ZodType<P>;
  met(state: ExerciseState, params: P): boolean;
}

export interface AnyObjectiveKind {
  description: string;
  check(params: unknown): z.ZodSafeParseResult<unknown>;
  met(state: ExerciseState, params: unknown): boolean;
}

function objective<P>(kind: ObjectiveKind<P>): AnyObjectiveKind {
  return {
    description: kind.description,
    check: (params) => kind.params.safeParse(params, { reportInput: true }),
    met: (state, params) => kind.met(state, kind.params.parse(params)),
  };
}

const unit = z.number().int();

function hubOfUnit(state: ExerciseState, addressId: number) {
  const record = state.records('units').find((candidate) => candidate.id === addressId);
  return record?.gatewayId ? record.gatewayId : null;
}

/** The unit's devices on its hub (the hub itself aside), optionally of one type or model. */
function devicesOfUnit(state: ExerciseState, addressId: number, filter: { deviceType?: string; model?: string } = {}) {
  const gatewayId = hubOfUnit(state, addressId);
  if (!gatewayId) return [];
  return state.records('devices').filter((device) =>
    device.gatewayId === gatewayId && device.deviceType !== 'gateway'
    && (filter.deviceType === undefined || device.deviceType === filter.deviceType)
    && (filter.model === undefined || device.model === filter.model));
}

export const objectiveKinds: Readonly<Record<string, AnyObjectiveKind>> = {
  'hub.assigned': objective({
    description: 'The unit has a hub assigned.',
    params: z.object({ unit }).strict(),
    met: (state, params) => hubOfUnit(state, params.unit) !== null,
  }),
  'hub.running': objective({
    description: 'The hub is online and not rebooting, restarting or updating; with `rebooted`, it also booted since the exercise started.',
    params: z.object({ serial: z.string().min(1), rebooted: z.boolean().default(false) }).strict(),
    met: (state, { serial, rebooted }) => {
      const stored = state.records('hubs').find((hub) => hub.hub_serial_number === serial);
      if (!stored) return false;
      const hub = hubAt(stored, state.now);
      return hub.online && hub.lifecycle === null && (!rebooted || Date.parse(hub.boot_time ?? '') > state.startedAt);
    },
  }),
  'devices.paired': objective({
    description: 'At least `count` devices (of `deviceType` or `model` if given) are paired to the unit\'s hub.',
    params: z.object({ unit, count: z.number().int().min(1).default(1), deviceType: z.string().min(1).optional(), model: z.string().min(1).optional() }).strict(),
    met: (state, { unit: addressId, count, ...filter }) => devicesOfUnit(state, addressId, filter).length >= count,
  }),
  'doorCodes.synced': objective({
    description: 'Every lock of the unit (of `model` if given; at least one) has finished its newest door-code sync; with `masterCode`, its master code is synced too.',
    params: z.object({ unit, model: z.string().min(1).optional(), masterCode: z.boolean().default(false) }).strict(),
    met: (state, { unit: addressId, model, masterCode }) => {
      const locks = devicesOfUnit(state, addressId, { deviceType: 'lock', model });
      const syncs = state.records('doorCodeSyncs');
      return locks.length > 0 && locks.every((lock) => {
        const newest = syncs.filter((sync) => sync.device_id === lock.uid).sort((a, b) => b.created.localeCompare(a.created))[0];
        return newest?.status === 'complete' && (!masterCode || lock.dcm?.masterCodeSynced === true);
      });
    },
  }),
  'workTicket.closed': objective({
    description: 'The unit\'s work ticket was submitted with `status` (default Complete); with `noReason`, without an incomplete reason.',
    params: z.object({ unit, status: z.enum(['Complete', 'Incomplete']).default('Complete'), noReason: z.boolean().default(false) }).strict(),
    met: (state, { unit: addressId, status, noReason }) =>
      state.records('submissions').some((submission) => {
        if (submission.addressId !== addressId) return false;
        const fields = submission.body.workTicketFields as { Status__c?: unknown; Incomplete_reason__c?: unknown } | undefined;
        return fields?.Status__c === status && (!noReason || fields.Incomplete_reason__c == null);
      }),
  }),
};

/** An objective as written: one kind with its parameters. */
export type ObjectiveCall = Record<string, unknown>;

export function objectiveOf(call: ObjectiveCall): { name: string; params: unknown } {
  const [name, params] = Object.entries(call)[0] ?? ['', undefined];
  return { name, params };
}

export const objectiveCallSchema = z.record(z.string(), z.unknown()).superRefine((call, ctx) => {
  const names = Object.keys(call);
  if (names.length !== 1) {
    ctx.addIssue({ code: 'custom', message: 'name exactly one check, for example { "hub.assigned": { "unit": 1001 } }' });
    return;
  }
  const { name, params } = objectiveOf(call);
  const kind = objectiveKinds[name];
  if (!kind) {
    ctx.addIssue({ code: 'custom', path: [name], message: `unknown objective "${name}" (known: ${Object.keys(objectiveKinds).join(', ')})` });
    return;
  }
  kind.check(params).error?.issues.forEach((issue) => ctx.addIssue({ ...issue, path: [name, ...issue.path] }));
});

/** Whether the objective `call` is met in `state` (the call is valid: the scenario schema checked it). */
export function objectiveMet(state: ExerciseState, call: ObjectiveCall): boolean {
  const { name, params } = objectiveOf(call);
  return objectiveKinds[name]?.met(state, params) ?? false;
}
