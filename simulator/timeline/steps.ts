/**
 * What a scenario step can do, by name. A timeline entry (at a time or on a trigger), a trainer
 * or a test names one step with its parameters: `{ "hub.setOnline": { "serial": "…", "online": false } }`.
 * Each part of the simulator (the Z-Wave controller, door codes, later the Yale keypad) adds its steps here.
 */
import { z } from 'zod';
import type { EngineContext } from '../core/eventKind';
import { expireSessions } from '../core/sessions';
import { faultIdSchema, faultSchema } from '../faults/schema';
import { beginHubLifecycle, findHub, setHubOnline } from '../hub/hubActions';
import { jsonValueSchema } from '../engine/json';
import { putInMode } from '../zwave/physical';
import { inclusionFailStages, inclusionFailureFault } from '../zwave/inclusionFailure';
import { KEYPAD_KEYS } from '../yale/keypad';
import { pressYaleKeypad } from '../yale/yaleLock';
import { syncStatuses } from '../../app/api/schemas';
import { setSyncStatus, stallSync, startSync } from '../door-codes/sync';
import { durationSchema } from '../engine/duration';
import { actAtSensor } from '../devices/physical';
import { deviceRefSchema, resolveDeviceRef } from '../zwave/joinedDevices';
import { recordSchemas } from '../db/schemas';

export interface StepKind<P> {
  /** What it does, for trainers reading the list. */
  description: string;
  params: z.ZodType<P>;
  /** `ctx.at` is when the step happens: its scheduled time, even when a clock jump runs it later. */
  run(ctx: EngineContext, params: P): void | Promise<void>;
}

export interface AnyStepKind {
  description: string;
  check(params: unknown): z.ZodSafeParseResult<unknown>;
  run(ctx: EngineContext, params: unknown): void | Promise<void>;
}

function step<P>(kind: StepKind<P>): AnyStepKind {
  return {
    description: kind.description,
    check: (params) => kind.params.safeParse(params, { reportInput: true }),
    run: (ctx, params) => kind.run(ctx, kind.params.parse(params)),
  };
}

const serial = z.string().min(1);

export const stepKinds: Readonly<Record<string, AnyStepKind>> = {
  'hub.setOnline': step({
    description: 'Takes a hub off the network (no heartbeat; last_seen stays) or puts it back.',
    params: z.object({ serial, online: z.boolean() }).strict(),
    run: async ({ sim, at }, { serial: hub, online }) => void (await setHubOnline(sim, hub, online, at)),
  }),
  'hub.reboot': step({
    description: 'Reboots a hub: no heartbeat for 3.5 minutes, then a new boot_time.',
    params: z.object({ serial }).strict(),
    run: async ({ sim, at }, { serial: hub }) => void (await beginHubLifecycle(sim, hub, 'reboot', at)),
  }),
  'hub.restart': step({
    description: 'Restarts a hub\'s processes: no heartbeat for 25 s.',
    params: z.object({ serial }).strict(),
    run: async ({ sim, at }, { serial: hub }) => void (await beginHubLifecycle(sim, hub, 'restart', at)),
  }),
  'hub.update': step({
    description: 'Starts a software update of a hub (to `commit`, else a new release).',
    params: z.object({ serial, commit: z.string().regex(/^[0-9a-f]{40}$/, 'expected 40 hex digits').optional() }).strict(),
    run: async ({ sim, at }, { serial: hub, commit }) => void (await beginHubLifecycle(sim, hub, 'update', at, commit)),
  }),
  'sessions.expire': step({
    description: 'Ends every session: the next call with any token answers 401.',
    params: z.object({}).strict(),
    run: async ({ sim, at }) => void (await expireSessions(sim, at)),
  }),
  'fault.add': step({
    description: 'Adds a fault of any kind; it counts from the next occurrence.',
    params: faultSchema,
    run: ({ sim }, fault) => {
      const added = sim.faults.add(fault);
      if (!added.ok) throw new Error(added.error);
    },
  }),
  'fault.clear': step({
    description: 'Removes the fault with `id`, or every fault when no id is given.',
    params: z.object({ id: faultIdSchema.optional() }).strict(),
    run: ({ sim }, { id }) => {
      if (id === undefined) sim.faults.clear();
      else if (!sim.faults.remove(id)) throw new Error(`No fault with id "${id}"`);
    },
  }),
  'stream.drop': step({
    description: 'Drops the hub stream connections of a hub (of every hub without a serial), as a lost network would.',
    params: z.object({ serial: serial.optional() }).strict(),
    run: ({ sim }, { serial: hub }) => void sim.stream.drop(hub),
  }),
  'stream.send': step({
    description: 'Sends a message from a hub to the app over the hub stream (stream faults apply).',
    params: z.object({ serial, message: jsonValueSchema }).strict(),
    run: ({ sim }, { serial: hub, message }) => void sim.stream.push(hub, message),
  }),
  'zwave.inclusionMode': step({
    description: 'A device at the hub enters inclusion mode (its button pressed): `device` names a catalogue model, default the next device to install. A hub in inclusion mode hears it now; otherwise it joins at the hub\'s next inclusion.',
    params: z.object({ serial, device: z.string().min(1).optional() }).strict(),
    run: ({ sim, at }, { serial: hub, device }) => putInMode(sim, hub, 'inclusion', device, at),
  }),
  'zwave.exclusionMode': step({
    description: 'A device enters exclusion mode: `device` names a node id of the hub or a catalogue model (the hub\'s node of that model, else a device of another network); default the device left from a failed inclusion, else the node added last. A hub in exclusion mode hears it now; otherwise at its next exclusion.',
    params: z.object({ serial, device: z.string().min(1).optional() }).strict(),
    run: ({ sim, at }, { serial: hub, device }) => putInMode(sim, hub, 'exclusion', device, at),
  }),
  'zwave.failNextInclusion': step({
    description: 'The next inclusion of the hub fails at `stage`: `start` (the start call answers 500), `nothingJoins` (no device heard; AddNode Failed after 60 s), `protocol` (the device is heard, the protocol exchange fails) or `interview` (it fails while the hub reads the device). Adds the one fault that does it.',
    params: z.object({ serial, stage: z.enum(inclusionFailStages) }).strict(),
    run: ({ sim }, { serial: hub, stage }) => {
      findHub(sim, hub);
      const added = sim.faults.add(inclusionFailureFault(hub, stage));
      if (!added.ok) throw new Error(added.error);
    },
  }),
  'yale.press': step({
    description: 'Keys pressed on the keypad of the Yale lock at a hub\'s door (the only one when no serial is given): its master code, 7, then 3 puts it in exclusion mode and 1 in inclusion mode; a new lock takes its first code followed by #; a wrong code does nothing.',
    params: z.object({ serial: serial.optional(), keys: z.string().regex(KEYPAD_KEYS, 'use 0-9, # and *') }).strict(),
    run: async ({ sim, at }, { serial: hub, keys }) => void (await pressYaleKeypad(sim, hub, keys, at)),
  }),
  'phone.fillStorage': step({
    description: 'The installer\'s phone runs out of storage (photos, other apps): its localStorage is filled to the last character, so the app\'s next writes are refused. Only where the simulator runs beside the app (npm start, the demo build, Node tests); a world on the simulator server has no phone to fill.',
    params: z.object({}).strict(),
    run: ({ sim }) => {
      if (!sim.phone) throw new Error('This world has no phone beside it to fill: the app runs on another machine (a world on the simulator server)');
      sim.phone.fillStorage();
    },
  }),
  'doorCodes.start': step({
    description: 'Starts a door-code sync of the lock `deviceUid` (a uid, or { "hub", "joined", "model" } for a lock that joined during the run), as resending its pins does (a sync of it still running is kept).',
    params: z.object({ deviceUid: deviceRefSchema }).strict(),
    run: async ({ sim, at }, { deviceUid }) => void (await startSync(sim, resolveDeviceRef(sim, deviceUid), at)),
  }),
  'doorCodes.setStatus': step({
    description: 'Puts the newest door-code sync (of the lock `deviceUid` if given) into `status`: an error status or paused stops it, in_progress resumes it, poor_cell_signal slows it to a quarter, complete finishes it.',
    params: z.object({ deviceUid: deviceRefSchema.optional(), status: z.enum(syncStatuses) }).strict(),
    run: async ({ sim, at }, { deviceUid, status }) => void (await setSyncStatus(sim, deviceUid && resolveDeviceRef(sim, deviceUid), status, at)),
  }),
  'doorCodes.stall': step({
    description: 'The newest door-code sync (of the lock `deviceUid` if given) makes no progress `for` a while (e.g. "2m"), still in progress, then recovers.',
    params: z.object({ deviceUid: deviceRefSchema.optional(), for: durationSchema }).strict(),
    run: async ({ sim, at }, { deviceUid, for: forMs }) => void (await stallSync(sim, deviceUid && resolveDeviceRef(sim, deviceUid), forMs, at)),
  }),
  'device.door': step({
    description: 'Someone opens (`open: true`) or closes the door of the door/window sensor `uid`: it reports at once.',
    params: z.object({ uid: z.string().min(1), open: z.boolean() }).strict(),
    run: ({ sim, at }, { uid, open }) => actAtSensor(sim, uid, open ? 'open' : 'close', at),
  }),
  'device.motion': step({
    description: 'Someone walks past the motion sensor `uid`: it reports motion at once and resets a minute later.',
    params: z.object({ uid: z.string().min(1) }).strict(),
    run: ({ sim, at }, { uid }) => actAtSensor(sim, uid, 'motion', at),
  }),
  'device.leak': step({
    description: 'Water reaches the leak sensor `uid` (`wet: false`: it is dried); it reports at once.',
    params: z.object({ uid: z.string().min(1), wet: z.boolean().default(true) }).strict(),
    run: ({ sim, at }, { uid, wet }) => actAtSensor(sim, uid, wet ? 'leak' : 'dry', at),
  }),
  'device.add': step({
    description: 'A device appears in a hub\'s device list as `device` gives it (the record the API answers): what a replayed capture\'s hub added (decision 0343); the simulated controller adds its own.',
    params: z.object({ serial, device: recordSchemas.devices }).strict(),
    run: async ({ sim }, { serial: hub, device }) => {
      const { gateway_id: gatewayId } = findHub(sim, hub);
      if (sim.db.devices.findFirst((q) => q.where({ uid: device.uid }))) throw new Error(`A device with uid "${device.uid}" exists already`);
      await sim.db.devices.create({ ...device, gatewayId });
    },
  }),
};

/** A step as written: one step name with its parameters. */
export type StepCall = Record<string, unknown>;

export function stepOf(call: StepCall): { name: string; params: unknown } {
  const [name, params] = Object.entries(call)[0] ?? ['', undefined];
  return { name, params };
}

export const stepCallSchema = z.record(z.string(), z.unknown()).superRefine((call, ctx) => {
  const names = Object.keys(call);
  if (names.length !== 1) {
    ctx.addIssue({ code: 'custom', message: 'name exactly one step, for example { "hub.reboot": { "serial": "HB2-1000104" } }' });
    return;
  }
  const { name, params } = stepOf(call);
  const kind = stepKinds[name];
  if (!kind) {
    ctx.addIssue({ code: 'custom', path: [name], message: `unknown step "${name}" (known: ${Object.keys(stepKinds).join(', ')})` });
    return;
  }
  kind.check(params).error?.issues.forEach((issue) => ctx.addIssue({ ...issue, path: [name, ...issue.path] }));
});
