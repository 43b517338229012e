/**
 * Puts the scenario's devices into the seed: readings as old as the scenario wants them (a
 * battery read long ago), none at all (a device that never reported), alerts off. A uid the seed
 * lacks is an error that names the entry; the simulator then keeps its previous state.
 */
import type { DatabaseSnapshot } from '../db/database';
import { recordSchemas } from '../db/schemas';
import type { Scenario } from './schema';
import { isoMinutesBefore } from '../seed/time';

export function withScenarioDevices(seed: DatabaseSnapshot, scenario: Scenario, startedAt: number): DatabaseSnapshot {
  if (scenario.devices.length === 0) return seed;
  const devices = seed.devices.map((input) => recordSchemas.devices.parse(input));
  scenario.devices.forEach((wanted, place) => {
    const index = devices.findIndex((device) => device.uid === wanted.uid);
    const found = devices[index];
    if (!found) throw new Error(`Scenario "${scenario.name}" is invalid: devices[${place}].uid: the seed has no device "${wanted.uid}"`);
    const sensors = wanted.sensors?.map(({ minutesAgo, ...reading }) => ({ ...reading, timeIssued: isoMinutesBefore(startedAt, minutesAgo) }));
    devices[index] = { ...found, ...(sensors ? { sensors } : {}), ...(wanted.notifications !== undefined ? { notifications: wanted.notifications } : {}) };
  });
  return { ...seed, devices };
}
