// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SimClock } from '../clock/simClock';
import { createControl } from '../control/createControl';
import type { RunningSimulator } from '../world/runningSimulator';
import { resolveScenario } from '../scenario/catalogue';
import { prepareData } from '../start/prepareData';
import { pageLoad as pageLoadOver, type PageLoad } from '../testing/pageLoad';
import { QuotaStorage } from '../testing/quotaStorage';
import { smallScenario, withTimeline } from '../testing/scenarios';
import { storageFullText, WRITE_BEHIND_MS } from './saver';

const clocks: SimClock[] = [];
/** Seeding, updating and restoring 5000 communities takes seconds on a busy 2-core machine. */
const LARGE_TIMEOUT = 60_000;
let storage: QuotaStorage;
let reported: string[];

/** One page load: a fresh simulator over the same storage. */
function pageLoad(): PageLoad {
  const load = pageLoadOver(storage, (problem) => reported.push(problem));
  clocks.push(load.clock);
  return load;
}

async function startSmall(sim: RunningSimulator, scenario: object = { ...smallScenario, faults: [{ call: 'units.list', status: 500, nth: 2 }] }): Promise<void> {
  const result = resolveScenario(scenario);
  if (!result.ok) throw new Error(result.error);
  const started = await sim.start(result.scenario);
  if (!started.ok) throw new Error(started.error);
}

beforeEach(() => {
  storage = new QuotaStorage();
  reported = [];
});
afterEach(() => clocks.splice(0).forEach((clock) => clock.stop()));

describe('persistence across a reload', () => {
  it('keeps changed data, the call log and fault counters; rebuilds the rest from the seed', async () => {
    const first = pageLoad();
    await startSmall(first.sim);
    const control = createControl(first.sim);
    await control.db.create('sessions', { token: 'tok', userUid: 'usr-5f1c2a90-installer', expiresAt: Number.MAX_SAFE_INTEGER });
    first.sim.faults.take({ on: 'request', call: 'units.list' });
    first.sim.bus.emit('call', { name: 'units.list', method: 'GET', path: '/v4/installer/address/', query: { communityId: 'c' }, status: 200 });
    first.sim.persist();
    const communities = control.db.list('communities');

    const second = pageLoad();
    expect(await prepareData(second.sim, second.persistence, null)).toBeUndefined();
    const reloaded = createControl(second.sim);
    expect(reloaded.scenario().name).toBe('small');
    expect(reloaded.db.find('sessions', { token: 'tok' })).toHaveLength(1);
    expect(reloaded.db.list('communities')).toEqual(communities);
    expect(reloaded.calls()).toHaveLength(1);
    expect(second.sim.faults.take({ on: 'request', call: 'units.list' })).toMatchObject({ status: 500 });
  });

  it('a reload in the middle of a timeline: later steps still run, fired ones do not run again, trigger counts go on', async () => {
    const first = pageLoad();
    const scenario = resolveScenario(withTimeline([
      { at: '1m', do: { 'fault.add': { id: 'first', call: 'units.get', status: 500 } } },
      { at: '5m', do: { 'fault.add': { id: 'second', call: 'units.get', status: 503 } } },
      { when: { call: { name: 'units.list', nth: 2 } }, do: { 'fault.clear': {} } },
    ]));
    if (!scenario.ok) throw new Error(scenario.error);
    await first.sim.start(scenario.scenario);
    await first.sim.clock.advance(120_000);
    await first.sim.scheduler.settled();
    first.sim.bus.emit('call', { name: 'units.list', method: 'GET', path: '/v4/installer/address/', query: {}, status: 200 });
    first.sim.persist();

    const second = pageLoad();
    await prepareData(second.sim, second.persistence, null);
    const control = createControl(second.sim);
    expect(control.faults.list().map((entry) => entry.id)).toEqual(['first']);
    expect(control.steps.pending()).toEqual([
      expect.objectContaining({ entry: 1, at: Date.parse('2026-11-21T09:05:00Z') }),
      expect.objectContaining({ entry: 2, seen: 1, nth: 2 }),
    ]);
    await control.clock.advance(180_000);
    expect(control.faults.list().map((entry) => entry.id)).toEqual(['first', 'second']);
    second.sim.bus.emit('call', { name: 'units.list', method: 'GET', path: '/v4/installer/address/', query: {}, status: 200 });
    await second.sim.timeline.settled();
    expect(control.faults.list()).toEqual([]);
    expect(control.trace().filter((entry) => entry.type === 'step.fired').map((entry) => entry.entry)).toEqual([0, 1, 2]);
  });

  it('stores only the records that changed, each under its own simulator: key', async () => {
    const { sim } = pageLoad();
    await startSmall(sim);
    await createControl(sim).db.update('units', { id: 1004 }, { permission: false });
    sim.persist();

    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
    expect(keys.sort()).toEqual(['simulator:activity', 'simulator:clock', 'simulator:events', 'simulator:record:units:1004', 'simulator:state']);
    expect(JSON.parse(storage.getItem('simulator:record:units:1004') ?? '{}')).toMatchObject({ order: 0, record: { id: 1004, permission: false } });
  });

  it('writes behind: nothing until a moment of real time has passed, then each changed record once', async () => {
    const { sim, real } = pageLoad();
    await startSmall(sim);
    const control = createControl(sim);
    const written = storage.writes.length;
    for (let percent = 1; percent <= 60; percent += 1) {
      await control.db.update('doorCodeSyncs', { device_id: 'dev-1005-lock' }, { sent_percent: percent });
    }
    expect(storage.writes.length).toBe(written);
    real.pass(WRITE_BEHIND_MS);
    expect(storage.writes.slice(written).sort()).toEqual(['simulator:record:doorCodeSyncs:dev-1005-lock|' + control.db.find('doorCodeSyncs', { device_id: 'dev-1005-lock' })[0]?.created]);
  });

  it('a sync ticking every second is written once per tick and never lost', async () => {
    const first = pageLoad();
    await startSmall(first.sim);
    const control = createControl(first.sim);
    const written = storage.writes.length;
    for (let percent = 1; percent <= 10; percent += 1) {
      await control.db.update('doorCodeSyncs', { device_id: 'dev-1005-lock' }, { sent_percent: percent * 10 });
      first.real.pass(1_000);
    }
    expect(storage.writes.length - written).toBe(10);
    await control.db.update('doorCodeSyncs', { device_id: 'dev-1005-lock' }, { sent_percent: 100, status: 'complete' });
    // The page is left before the write-behind: pagehide writes it.
    first.sim.persist();

    const second = pageLoad();
    await prepareData(second.sim, second.persistence, null);
    expect(createControl(second.sim).db.find('doorCodeSyncs', { device_id: 'dev-1005-lock' })).toEqual([expect.objectContaining({ sent_percent: 100, status: 'complete' })]);
  });

  it('created, deleted and re-keyed records come back as they were', async () => {
    const first = pageLoad();
    await startSmall(first.sim);
    const control = createControl(first.sim);
    await control.db.create('sessions', { token: 'later', userUid: 'usr-5f1c2a90-installer', expiresAt: 1 });
    await control.db.create('sessions', { token: 'earlier-name-later-record', userUid: 'usr-5f1c2a90-installer', expiresAt: 2 });
    control.db.remove('units', { id: 1001 });
    await control.db.update('hubs', { hub_serial_number: 'HB2-1000104' }, { hub_serial_number: 'HB2-1000999' });
    first.sim.persist();

    const second = pageLoad();
    await prepareData(second.sim, second.persistence, null);
    const reloaded = createControl(second.sim);
    expect(reloaded.db.list('sessions').map((session) => session.token)).toEqual(['later', 'earlier-name-later-record']);
    expect(reloaded.db.find('units', { id: 1001 })).toEqual([]);
    expect(reloaded.db.find('hubs', { hub_serial_number: 'HB2-1000104' })).toEqual([]);
    expect(reloaded.db.find('hubs', { hub_serial_number: 'HB2-1000999' })).toHaveLength(1);
  });

  it('5000 changed communities are saved record by record and all come back', async () => {
    const first = pageLoad();
    await startSmall(first.sim, { ...smallScenario, seed: { handwritten: false, bulk: { communities: 5000, unitsPerCommunity: 0, seed: 3 } } });
    const control = createControl(first.sim);
    await control.db.update('communities', {}, { city: 'Renamed' });
    first.sim.persist();
    expect(reported).toEqual([]);

    const second = pageLoad();
    await prepareData(second.sim, second.persistence, null);
    const communities = createControl(second.sim).db.list('communities');
    expect(communities).toHaveLength(5000);
    expect(communities.every((community) => community.city === 'Renamed')).toBe(true);
  }, LARGE_TIMEOUT);

  it('storage full: says how many changes a reload would lose; what was saved comes back', async () => {
    storage = new QuotaStorage(400_000);
    const first = pageLoad();
    await startSmall(first.sim, { ...smallScenario, seed: { handwritten: false, bulk: { communities: 5000, unitsPerCommunity: 0, seed: 3 } } });
    const control = createControl(first.sim);
    await control.db.update('communities', {}, { city: 'Renamed' });
    first.sim.persist();
    expect(reported).toHaveLength(1);
    const unsaved = Number(/could not save (\d+) changes/.exec(reported[0] ?? '')?.[1]);
    expect(unsaved).toBeGreaterThan(0);
    expect(reported[0]).toBe(storageFullText(unsaved));

    const second = pageLoad();
    await prepareData(second.sim, second.persistence, null);
    const renamed = createControl(second.sim).db.list('communities').filter((community) => community.city === 'Renamed');
    expect(renamed.length).toBe(5000 - unsaved);
  }, LARGE_TIMEOUT);

  it('a scenario start forgets the records saved for the previous one', async () => {
    const { sim } = pageLoad();
    await startSmall(sim);
    await createControl(sim).db.update('units', { id: 1004 }, { permission: false });
    sim.persist();
    await startSmall(sim);
    expect(storage.getItem('simulator:record:units:1004')).toBeNull();
  });

  it('a saved record that no longer fits its schema is skipped; the seeded one stays', async () => {
    const first = pageLoad();
    await startSmall(first.sim);
    storage.setItem('simulator:record:units:1004', JSON.stringify({ order: 0, record: { id: 1004, permission: 'yes' } }));
    const second = pageLoad();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await prepareData(second.sim, second.persistence, null);
    expect(createControl(second.sim).db.find('units', { id: 1004 })).toEqual([expect.objectContaining({ permission: true })]);
    expect(warn).toHaveBeenCalledWith('Simulator: the saved units record "1004" no longer fits its schema; the seeded one stays.');
  });

  it('keeps the previous state and explains when the URL names an unknown scenario', async () => {
    const first = pageLoad();
    await startSmall(first.sim);
    const second = pageLoad();
    const notice = await prepareData(second.sim, second.persistence, 'nope');
    expect(notice).toMatch(/^Unknown scenario "nope"/);
    expect(createControl(second.sim).scenario().name).toBe('small');
  });

  it('starts a saved scenario given as JSON in the URL, into the state it was saved in; unreadable JSON keeps the state and explains', async () => {
    const first = pageLoad();
    await startSmall(first.sim);
    await createControl(first.sim).db.update('units', { id: 1001 }, { unit: '101A' });
    const saved = JSON.stringify(createControl(first.sim).saveScenario());
    const second = pageLoad();
    expect(await prepareData(second.sim, second.persistence, saved)).toBeUndefined();
    expect(createControl(second.sim).scenario().name).toBe('small-saved');
    expect(createControl(second.sim).db.find('units', { id: 1001 })).toEqual([expect.objectContaining({ unit: '101A' })]);
    second.sim.persist();
    // A reload restores the saved scenario with what it resumed from.
    const reloaded = pageLoad();
    await prepareData(reloaded.sim, reloaded.persistence, null);
    expect(createControl(reloaded.sim).db.find('units', { id: 1001 })).toEqual([expect.objectContaining({ unit: '101A' })]);
    const third = pageLoad();
    expect(await prepareData(third.sim, third.persistence, '{"name": "x",')).toMatch(/^The scenario in the address is not valid JSON: /);
    expect(createControl(third.sim).scenario().name).toBe('small-saved');
  });

  it('starts the scenario the URL names, with fresh data', async () => {
    const first = pageLoad();
    await startSmall(first.sim);
    await createControl(first.sim).db.remove('units', { id: 1001 });
    const second = pageLoad();
    expect(await prepareData(second.sim, second.persistence, 'support-tools')).toBeUndefined();
    const control = createControl(second.sim);
    expect(control.scenario().name).toBe('support-tools');
    expect(control.db.find('units', { id: 1001 })).toHaveLength(1);
  });

  it.each([
    ['nothing is saved', () => undefined],
    ['the saved state is not JSON', () => storage.setItem('simulator:state', '{oops')],
    ['the saved state has an older version', () => storage.setItem('simulator:state', JSON.stringify({ version: 0 }))],
  ])('starts the default scenario when %s', async (_case, prepare) => {
    prepare();
    const { sim, persistence } = pageLoad();
    await prepareData(sim, persistence, null);
    expect(createControl(sim).scenario().name).toBe('default');
  });
});
