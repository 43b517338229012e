/**
 * Puts the scenario's hubs into the seed: changed fields, an update already under way, no heartbeat.
 * A serial the seed lacks is an error that names the entry; the simulator then keeps its previous state.
 */
import type { DatabaseSnapshot } from '../db/database';
import { recordSchemas } from '../db/schemas';
import type { Scenario } from './schema';
import { startUpdate } from '../hub/lifecycle';
import { nextReleaseCommit } from '../hub/nextRelease';

export function withScenarioHubs(seed: DatabaseSnapshot, scenario: Scenario, startedAt: number): DatabaseSnapshot {
  if (scenario.hubs.length === 0) return seed;
  const hubs = seed.hubs.map((input) => recordSchemas.hubs.parse(input));
  scenario.hubs.forEach((wanted, place) => {
    const index = hubs.findIndex((hub) => hub.hub_serial_number === wanted.serial);
    const found = hubs[index];
    if (!found) throw new Error(`Scenario "${scenario.name}" is invalid: hubs[${place}].serial: the seed has no hub "${wanted.serial}"`);
    let hub = { ...found, ...wanted.set, online: wanted.online ?? found.online };
    if (wanted.updateStartedSecondsAgo !== undefined) {
      const since = startedAt - wanted.updateStartedSecondsAgo * 1_000;
      const started = startUpdate(hub, since, nextReleaseCommit(since));
      if (started.ok) hub = started.hub;
    }
    hubs[index] = hub;
  });
  return { ...seed, hubs };
}
