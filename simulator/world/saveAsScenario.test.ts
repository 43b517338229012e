import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { signIn } from '../testing/apiClient';
import { withTimeline } from '../testing/scenarios';
import { savedName } from './saveAsScenario';

let sim: NodeSimulator;
beforeEach(async () => {
  sim = await startNodeSimulator({
    scenario: withTimeline([
      { at: '10m', do: { 'hub.setOnline': { serial: 'HB2-1000104', online: false } } },
      { when: { call: { name: 'units.list', nth: 3 } }, do: { 'sessions.expire': {} } },
    ]),
  });
});
afterEach(() => sim.close());

/** Everything a saved scenario must give back, sessions aside. */
function state() {
  const { control } = sim;
  const collections = ['units', 'hubs', 'devices', 'doorCodeSyncs', 'submissions', 'zwaveControllers', 'workTickets'] as const;
  return {
    now: control.clock.now(),
    paused: control.clock.paused(),
    data: Object.fromEntries(collections.map((name) => [name, control.db.list(name)])),
    faults: control.faults.list(),
    pending: control.steps.pending().map(({ do: call, ...rest }) => ({ do: call, ...('at' in rest ? { at: rest.at } : { seen: rest.seen, nth: rest.nth }) })),
  };
}

describe('saveScenario', () => {
  it.each([
    ['default', 'default-saved'],
    ['default-saved', 'default-saved'],
  ])('names the file after %s: %s', (name, saved) => {
    expect(savedName(name)).toBe(saved);
  });

  it('gives a scenario that starts into the same data, faults, pending steps, events and clock, without the sessions', async () => {
    const token = await signIn();
    await sim.control.clock.advance(60_000);
    await sim.control.db.update('units', { id: 1001 }, { unit: '101A' });
    sim.control.db.remove('devices', { uid: 'dev-1004-door' });
    await sim.control.steps.run({ 'doorCodes.start': { deviceUid: 'dev-1004-lock' } });
    await sim.control.clock.advance(20_000);
    expect(sim.control.faults.add({ call: 'units.get', status: 503, nth: 2, times: 2 })).toMatchObject({ ok: true });
    await sim.control.zwave.failNextInclusion('HB2-1000104', 'protocol');
    const before = state();

    const saved = JSON.parse(JSON.stringify(sim.control.saveScenario())) as Record<string, unknown>;
    expect(saved).toMatchObject({ name: 'small-with-timeline-saved', clock: { start: new Date(before.now).toISOString(), paused: true } });
    await sim.control.startScenario('default');
    expect(await sim.control.startScenario(saved)).toEqual({ ok: true });

    expect(state()).toEqual(before);
    expect(sim.control.db.find('sessions', { token })).toEqual([]);
    // The door-code sync goes on from 20 s in: its next 5 s step is pending, as it was.
    await sim.control.clock.advance(5_000);
    expect(sim.control.doorCodes.syncs()[0]).toMatchObject({ device_id: 'dev-1004-lock', status: 'in_progress', sent_percent: 16 });
  });

  it('refuses a saved file whose record breaks its collection schema, naming the field', async () => {
    const saved = sim.control.saveScenario();
    const broken = { ...saved, resume: { ...(saved.resume as object), records: [{ collection: 'units', key: '1001', record: { id: 'x' } }] } };
    const result = await sim.control.startScenario(broken);
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining('resume.records[0].record.id') });
    expect(sim.control.scenario().name).toBe('small-with-timeline');
  });
});

describe('saveScenario on the default scenario', () => {
  // Before the seed was built at the first run's start: 322 records, 287,000 characters (issue 25).
  it('after two minutes of use writes what differs from the seed, not every hub and device', async () => {
    const { control } = sim;
    expect(await control.startScenario('default')).toEqual({ ok: true });
    await signIn();
    await control.clock.advance(120_000);
    await control.db.update('units', { id: 1001 }, { unit: '101A' });
    const saved = control.saveScenario() as { resume?: { records: Array<{ collection: string; key: string }> } };
    const size = JSON.stringify(saved).length;
    expect(saved.resume?.records.map(({ collection, key }) => `${collection} ${key}`)).toEqual(['units 1001']);
    expect(size).toBeLessThan(20_000);
    // It starts into the same unit, on a seed built where the first run's was.
    await control.startScenario('default');
    expect(await control.startScenario(saved)).toEqual({ ok: true });
    expect(control.db.list('units').find((unit) => unit.id === 1001)).toMatchObject({ unit: '101A' });
  });
});
