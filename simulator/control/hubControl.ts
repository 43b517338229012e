/** Trainer and test controls for a hub by serial: start an update, reboot or restart it, take it offline. */
import type { Simulator } from '../core/simulator';
import type { HubRecord } from '../db/schemas';
import { beginHubLifecycle, findHub, setHubOnline } from '../hub/hubActions';
import { observeHub } from '../hub/hubRecords';
import type { HubControl, JsonRecord } from './types';
import { toJson as json } from '../engine/json';

const toJson = (hub: HubRecord) => json(hub) as unknown as JsonRecord;

export function createHubControl(sim: Simulator): HubControl {
  const now = () => sim.clock.now();
  return {
    get: async (serial) => toJson(await observeHub(sim, findHub(sim, serial))),
    startUpdate: async (serial, commit) => toJson(await beginHubLifecycle(sim, serial, 'update', now(), commit)),
    reboot: async (serial) => toJson(await beginHubLifecycle(sim, serial, 'reboot', now())),
    restart: async (serial) => toJson(await beginHubLifecycle(sim, serial, 'restart', now())),
    setOnline: async (serial, online) => toJson(await setHubOnline(sim, serial, online, now())),
  };
}
