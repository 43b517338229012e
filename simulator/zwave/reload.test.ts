// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { SimClock } from '../clock/simClock';
import type { Simulator } from '../core/simulator';
import { resolveScenario } from '../scenario/catalogue';
import { prepareData } from '../start/prepareData';
import { pageLoad } from '../testing/pageLoad';
import { QuotaStorage } from '../testing/quotaStorage';
import { smallScenario } from '../testing/scenarios';
import { FULL_HUB, NEW_GATEWAY, NEW_HUB, START } from '../testing/zwave';
import { startPairing } from './commands';
import type { PairingMode } from '../db/controllerRecord';

const clocks: SimClock[] = [];
afterEach(() => clocks.splice(0).forEach((clock) => clock.stop()));

interface Case {
  mode: PairingMode;
  hub: string;
  faults: object[];
}

function open(storage: Storage) {
  const load = pageLoad(storage);
  clocks.push(load.clock);
  return load;
}

async function advanceTo(sim: Simulator, seconds: number): Promise<void> {
  await sim.clock.advance(START + seconds * 1_000 - sim.clock.now());
  await sim.scheduler.settled();
}

/** What the controller did, from the trace (which survives reloads too), and where it left the hub. */
function outcome(sim: Simulator, hub: string) {
  const gatewayId = sim.db.hubs.findFirst((q) => q.where({ hub_serial_number: hub }))?.gateway_id;
  return {
    trace: sim.trace.entries().filter((entry) => entry.type.startsWith('zwave.')),
    devices: sim.db.devices.findMany((q) => q.where({ gatewayId })),
    controller: sim.db.zwaveControllers.findFirst((q) => q.where({ serial: hub })),
    pending: sim.scheduler.pending(),
  };
}

/** Starts the mode at START, runs to `end` seconds; with `reloadAt`, saves there and goes on in a fresh simulator restored from storage. */
async function run({ mode, hub, faults }: Case, end: number, reloadAt: number | null) {
  const storage = new QuotaStorage();
  const first = open(storage);
  const scenario = resolveScenario({ ...smallScenario, name: 'pairing', clock: { start: new Date(START).toISOString(), paused: true }, faults });
  if (!scenario.ok) throw new Error(scenario.error);
  await first.sim.start(scenario.scenario);
  await startPairing(first.sim, hub, mode, first.sim.clock.now());
  if (reloadAt === null) {
    await advanceTo(first.sim, end);
    return outcome(first.sim, hub);
  }
  await advanceTo(first.sim, reloadAt);
  first.sim.persist();
  first.clock.stop();
  const second = open(storage);
  await prepareData(second.sim, second.persistence, null);
  await advanceTo(second.sim, end);
  return outcome(second.sim, hub);
}

const inclusion: Case = { mode: 'inclusion', hub: NEW_HUB, faults: [] };

describe('a reload in the middle: the controller goes on as if nothing happened', () => {
  it.each<[string, Case, number]>([
    ['before AddNode Started', inclusion, 0.5],
    ['while waiting for the device', inclusion, 3],
    ['during the interview', inclusion, 9],
    ['between AddNode Done and NetworkChanged', inclusion, 15.5],
    ['an hour later, between sensor reports', inclusion, 1_800],
    ['while nothing joins, before the controller times out', { ...inclusion, faults: [{ kind: 'hub', behaviour: 'inclusion.nothingJoins' }] }, 30],
    ['while a device still paired elsewhere is ignored', { ...inclusion, faults: [{ kind: 'hub', behaviour: 'inclusion.needsExclusionFirst' }] }, 30],
    ['during an exclusion', { mode: 'exclusion', hub: FULL_HUB, faults: [] }, 6],
  ])('%s', async (_when, plan, reloadAt) => {
    const straight = await run(plan, 7_300, null);
    const reloaded = await run(plan, 7_300, reloadAt);
    expect(reloaded).toEqual(straight);
    // The runs compared did something: messages were sent and the controller is back at rest.
    expect(straight.trace.filter((entry) => entry.type === 'zwave.message').length).toBeGreaterThanOrEqual(2);
    expect(straight.controller?.mode).toBe('idle');
  });

  it('the included device is saved like any record: a reload after the inclusion lists it', async () => {
    const { devices } = await run(inclusion, 20, 16);
    expect(devices).toEqual([expect.objectContaining({ localId: '2', gatewayId: NEW_GATEWAY, model: 'Yale Assure Lock SL' })]);
  });
});
