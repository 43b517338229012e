/**
 * What a device command does to the device, as the hub reports it back: which reading changes to
 * what, and how long after the command the device reports it. Pure; the handler schedules the
 * changes on the simulator clock (simulator/handlers/calls/deviceCommands.ts).
 */
import type { DeviceCommand, LiveDevice } from '../../app/api/schemas';

export interface ReadingChange {
  sensorType: string;
  value: string;
  /** Simulator ms after the command. */
  afterMs: number;
}

/** A deadbolt takes a moment to throw, and the lock reports only once it has. */
export const LOCK_THROW_MS = 3_000;
/** A switch, a dimmer or a thermostat reports its new state about a second later. */
export const REPORT_MS = 1_000;

/** A dimmer switched on goes to full (99, the top of Z-Wave's 0–99 range). */
const DIMMER_FULL = '99';

/** The value a device reports now for a reading type, if any. */
export type ReadingOf = (sensorType: string) => string | undefined;

type Effect = (commandValue: number | null, readingOf: ReadingOf) => ReadingChange[];

const change = (sensorType: string, value: string, afterMs = REPORT_MS): ReadingChange[] => [{ sensorType, value, afterMs }];

type ThermostatMode = 'Cool' | 'Heat';

/**
 * A thermostat runs only while the room is on the wrong side of its mode's setpoint: heating below
 * it, cooling above it, idle otherwise. Without a temperature or a setpoint it runs.
 */
export function operatingState(mode: ThermostatMode, temperature: string | undefined, setpoint: string | undefined): string {
  const room = Number(temperature);
  const target = Number(setpoint);
  const known = temperature !== undefined && setpoint !== undefined && Number.isFinite(room) && Number.isFinite(target);
  if (mode === 'Heat') return !known || room < target ? 'Heating' : 'Idle';
  return !known || room > target ? 'Cooling' : 'Idle';
}

/**
 * The fan of a thermostat that has one: always on in fan mode On; in Auto (or any other mode) it
 * runs only while the thermostat heats or cools. Reported only when it changes.
 */
function fanFollows(state: string, readingOf: ReadingOf): ReadingChange[] {
  const current = readingOf('FanState');
  if (current === undefined && readingOf('FanMode') === undefined) return [];
  const fan = readingOf('FanMode') === 'On' || state !== 'Idle' ? 'Running' : 'Idle';
  return fan === current ? [] : change('FanState', fan);
}

/** The operating state a thermostat reports, and its fan with it. */
const running = (state: string, readingOf: ReadingOf): ReadingChange[] => [...change('ThermostatOperatingState', state), ...fanFollows(state, readingOf)];

/**
 * A thermostat command without a value sets the mode; with one (72, 68) it sets that mode's
 * setpoint. Either way the operating state follows the mode in force, so Heat after Cool stops
 * the cooling, and the fan stops with it.
 */
const thermostat = (mode: ThermostatMode): Effect => (value, readingOf) => {
  const setpointType = `Thermostat${mode}Setpoint`;
  if (value === null) {
    return [...change('ThermostatMode', mode), ...running(operatingState(mode, readingOf('Temperature'), readingOf(setpointType)), readingOf)];
  }
  const follows = readingOf('ThermostatMode') === mode ? running(operatingState(mode, readingOf('Temperature'), String(value)), readingOf) : [];
  return [...change(setpointType, String(value)), ...follows];
};

const effects: Partial<Record<LiveDevice['deviceType'], Partial<Record<DeviceCommand, Effect>>>> = {
  lock: {
    lock: () => change('DoorLocked', 'True', LOCK_THROW_MS),
    unlock: () => change('DoorLocked', 'False', LOCK_THROW_MS),
  },
  switch: { on: () => change('Switch', 'True'), off: () => change('Switch', 'False') },
  dimmer: { on: () => change('Dimmer', DIMMER_FULL), off: () => change('Dimmer', '0') },
  thermostat: { cool: thermostat('Cool'), heat: thermostat('Heat') },
};

export type CommandOutcome = { ok: true; changes: ReadingChange[] } | { ok: false; error: string };

export function commandEffects(deviceType: LiveDevice['deviceType'], command: DeviceCommand, commandValue: number | null, readingOf: ReadingOf = () => undefined): CommandOutcome {
  const effect = effects[deviceType]?.[command];
  if (!effect) return { ok: false, error: `command: a ${deviceType} device does not take "${command}"` };
  return { ok: true, changes: effect(commandValue, readingOf) };
}
