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

type Effect = (commandValue: number | null) => ReadingChange[];

const change = (sensorType: string, value: string, afterMs = REPORT_MS): ReadingChange[] => [{ sensorType, value, afterMs }];

/** A thermostat command without a value sets the mode; with one (72, 68) it sets that mode's setpoint. */
const thermostat = (mode: 'Cool' | 'Heat'): Effect => (value) =>
  value === null ? change('ThermostatMode', mode) : change(`Thermostat${mode}Setpoint`, String(value));

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

export function commandEffects(deviceType: LiveDevice['deviceType'], command: DeviceCommand, commandValue: number | null): CommandOutcome {
  const effect = effects[deviceType]?.[command];
  if (!effect) return { ok: false, error: `command: a ${deviceType} device does not take "${command}"` };
  return { ok: true, changes: effect(commandValue) };
}
