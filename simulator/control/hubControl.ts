/** Trainer and test controls for a hub by serial: start an update, reboot or restart it, take it offline. */
import type { Simulator } from '../core/simulator';
import type { HubRecord } from '../db/schemas';
import { hubAt, startReboot, startRestart, startUpdate } from '../hub/lifecycle';
import { nextReleaseCommit } from '../hub/nextRelease';
import { observeHub, saveHub } from '../handlers/hubAccess';
import type { HubControl, JsonRecord } from './types';
import { toJson as json } from '../engine/json';

const toJson = (hub: HubRecord) => json(hub) as unknown as JsonRecord;

export function createHubControl(sim: Simulator): HubControl {
  function find(serial: string): HubRecord {
    const hub = sim.db.hubs.findFirst((q) => q.where({ hub_serial_number: serial }));
    if (!hub) throw new Error(`No hub with serial "${serial}"`);
    return hub;
  }

  async function begin(serial: string, start: (hub: HubRecord, now: number) => ReturnType<typeof startReboot>): Promise<JsonRecord> {
    const stored = find(serial);
    const started = start(stored, sim.clock.now());
    if (!started.ok) throw new Error(`Hub ${serial} is already rebooting, restarting or updating`);
    await saveHub(sim, stored, started.hub);
    sim.persist();
    return toJson(started.hub);
  }

  return {
    async get(serial) {
      const hub = await observeHub(sim, find(serial));
      sim.persist();
      return toJson(hub);
    },
    startUpdate: (serial, commit) => begin(serial, (hub, now) => startUpdate(hub, now, commit ?? nextReleaseCommit(now))),
    reboot: (serial) => begin(serial, startReboot),
    restart: (serial) => begin(serial, startRestart),
    async setOnline(serial, online) {
      const stored = find(serial);
      // Going offline freezes last_seen at the last heartbeat sent.
      const next = { ...stored, last_seen: hubAt(stored, sim.clock.now()).last_seen, online };
      await saveHub(sim, stored, next);
      sim.persist();
      return toJson(next);
    },
  };
}
