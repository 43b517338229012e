/**
 * The physical steps in a trainee's own hand (issue 39): what their hardware panel shows (each
 * Yale lock's keypad display, the hubs whose devices they can put in a mode, the sensors they
 * can act at) and the steps it sends, run on the world the trainee's cookie names and no other.
 * Words and outcomes are the trainer panel's and the on-screen keypad's, computed here so the
 * page's script (browser/traineeHardware.ts) carries no copy of them. Facts the box would show
 * (the lock's master code) go to the trainer's console, never to this panel.
 */
import { z } from 'zod';
import { yaleLockRecordSchema } from '../../db/yaleLockRecord';
import { displayOf, KEYPAD_LAYOUT, outcomeText } from '../../keypad/keypadWords';
import { keypadTexts } from '../../keypad/texts';
import { panelTexts } from '../../panel/texts';
import { KEYPAD_KEYS } from '../../yale/keypad';
import type { World } from '../world';

const physical = panelTexts.physical;

export interface HardwareState {
  locks: Array<{ serial: string; model: string; display: string; typed: string | null }>;
  /** Hubs assigned to a unit: a device at their door can be put in inclusion or exclusion mode. */
  hubs: string[];
  sensors: Array<{ uid: string; label: string; kind: 'door' | 'motion' | 'leak' }>;
}

/** The newest outcome the lock's keypad showed, as the on-screen keypad keeps it until the next one. */
function lastOutcome(world: World, serial: string): string | null {
  const entry = world.sim.trace.ofType('yale.keypad').findLast((candidate) => candidate.serial === serial && candidate.outcomes.length > 0);
  const outcome = entry?.outcomes.at(-1);
  return outcome ? outcomeText(outcome) : null;
}

const assignedHubs = (world: World) => world.control.db.list('hubs').flatMap((hub) => (hub.addressId === null ? [] : [String(hub.hub_serial_number)]));

/** The unit on the trainee's screen: its hub and sensor come first, so the drawer's pickers start at them. */
export interface HardwareFocus {
  hub: string | null;
  sensor: string | null;
}

const firstIf = <T>(items: T[], first: (item: T) => boolean): T[] => [...items.filter(first), ...items.filter((item) => !first(item))];

export function hardwareState(world: World, focus: HardwareFocus = { hub: null, sensor: null }): HardwareState {
  const { control } = world;
  const sensors = control.devices.sensors().map((sensor) => ({ uid: sensor.uid, kind: sensor.kind, label: physical.sensorLabel(sensor.unit, sensor.name, sensor.kind) }));
  return {
    locks: control.yale.locks().map((record) => {
      const lock = yaleLockRecordSchema.parse(record);
      return { serial: lock.serial, model: lock.model, display: lastOutcome(world, lock.serial) ?? displayOf(lock), typed: lock.entry.length > 0 ? keypadTexts.entry(lock.entry.length) : null };
    }),
    hubs: firstIf(assignedHubs(world), (serial) => serial === focus.hub),
    sensors: firstIf(sensors, (sensor) => sensor.uid === focus.sensor),
  };
}

/** What the box of each device at the door says, for the trainer to read out: the Yale lock's master code. */
export function hardwareFacts(world: World): string[] {
  return world.control.yale.locks().map((record) => {
    const lock = yaleLockRecordSchema.parse(record);
    return physical.yaleLock(lock.serial, lock.model, lock.masterCode);
  });
}

const name = z.string().min(1).max(60);

export const hardwareStepSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('press'), serial: name, keys: z.string().max(16).regex(KEYPAD_KEYS, 'use 0-9, # and *') }).strict(),
  z.object({ step: z.enum(['inclusion', 'exclusion']), hub: name }).strict(),
  z.object({ step: z.literal('door'), uid: name, open: z.boolean() }).strict(),
  z.object({ step: z.literal('motion'), uid: name }).strict(),
  z.object({ step: z.literal('leak'), uid: name, wet: z.boolean() }).strict(),
]);
export type HardwareStep = z.infer<typeof hardwareStepSchema>;

type StepAnswer = { ok: true } | { ok: false; error: string };

/** Whether the step names a lock, hub or sensor of this world: another trainee's serial is not found here. */
function inWorld(world: World, step: HardwareStep): boolean {
  const state = hardwareState(world);
  switch (step.step) {
    case 'press':
      return state.locks.some((lock) => lock.serial === step.serial);
    case 'inclusion':
    case 'exclusion':
      return state.hubs.includes(step.hub);
    default:
      return state.sensors.some((sensor) => sensor.uid === step.uid);
  }
}

function run(world: World, step: HardwareStep): Promise<StepAnswer> {
  const { control } = world;
  switch (step.step) {
    case 'press':
      return control.yale.press(step.keys, step.serial);
    case 'inclusion':
      return control.zwave.putInInclusionMode(step.hub);
    case 'exclusion':
      return control.zwave.putInExclusionMode(step.hub);
    case 'door':
      return control.devices.door(step.uid, step.open);
    case 'motion':
      return control.devices.motion(step.uid);
    case 'leak':
      return control.devices.leak(step.uid, step.wet);
  }
}

/** Runs a step from the trainee's panel on their world: 400 for a malformed one, 404 for a part their world lacks. */
export async function hardwareAnswer(world: World, body: unknown, focus?: HardwareFocus): Promise<Response> {
  const parsed = hardwareStepSchema.safeParse(body);
  if (!parsed.success) return Response.json({ error: `Not a physical step: ${parsed.error.issues[0]?.message ?? 'invalid'}` }, { status: 400 });
  if (!inWorld(world, parsed.data)) return Response.json({ error: 'Your world has no such lock, hub or sensor' }, { status: 404 });
  const answer = await run(world, parsed.data);
  return Response.json({ ...answer, state: hardwareState(world, focus) }, { status: answer.ok ? 200 : 409 });
}

/** The words the panel's script shows, handed to it as JSON ahead of its code. */
export const hardwareTexts = {
  open: 'Hardware',
  close: 'Close',
  heading: 'Hardware at the door (simulated)',
  hint: physical.hint,
  keypadRegion: keypadTexts.region,
  keypadHeading: keypadTexts.heading,
  notProduct: keypadTexts.notProduct,
  keys: KEYPAD_LAYOUT.map((key) => ({ key, label: keypadTexts.key(key) })),
  noLock: physical.noYaleLock,
  atHub: physical.hub,
  inclusionMode: physical.inclusionMode,
  exclusionMode: physical.exclusionMode,
  sensor: physical.sensor,
  noSensor: physical.noSensor,
  sensorSteps: {
    door: [{ label: physical.open, open: true }, { label: physical.close, open: false }],
    motion: [{ label: physical.motion }],
    leak: [{ label: physical.leak, wet: true }, { label: physical.dry, wet: false }],
  },
  done: 'Done.',
  failed: keypadTexts.failed('{error}'),
} as const;
