// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStored } from '../../app/lib/storage';
import { createSimClock, type SimClock } from '../clock/simClock';
import { createControl } from '../control/createControl';
import { createSimulator, type Simulator } from '../core/simulator';
import { resolveScenario } from '../scenario/catalogue';
import { prepareData } from '../start/prepareData';
import { manualRealTime } from '../testing/manualRealTime';
import { smallScenario, withTimeline } from '../testing/scenarios';
import { createPersistence } from './saved';
import { prefixedStorage } from './storage';

const clocks: SimClock[] = [];

/** One page load: a fresh simulator over the same localStorage. */
function pageLoad(): { sim: Simulator; persistence: ReturnType<typeof createPersistence> } {
  const persistence = createPersistence(prefixedStorage(localStorage));
  const real = manualRealTime();
  const now = real.now();
  const clock = createSimClock({ target: null, real, anchor: persistence.loadClock() ?? { simTime: now, realTime: now, speed: 1 }, onAnchor: persistence.saveClock });
  clocks.push(clock);
  return { sim: createSimulator({ clock, persistence, transport: null }), persistence };
}

async function startSmall(sim: Simulator): Promise<void> {
  const result = resolveScenario({ ...smallScenario, faults: [{ call: 'units.list', status: 500, nth: 2 }] });
  if (!result.ok) throw new Error(result.error);
  await sim.start(result.scenario);
}

beforeEach(() => localStorage.clear());
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

  it('stores only what changed, under simulator: keys the app never clears', async () => {
    const { sim } = pageLoad();
    await startSmall(sim);
    await createControl(sim).db.update('units', { id: 1004 }, { permission: false });
    sim.persist();
    clearStored();

    const keys = Object.keys(localStorage);
    expect(keys.sort()).toEqual(['simulator:activity', 'simulator:clock', 'simulator:events', 'simulator:state']);
    const state = JSON.parse(localStorage.getItem('simulator:state') ?? '{}') as { changed: Record<string, unknown> };
    expect(Object.keys(state.changed)).toEqual(['units']);
  });

  it('keeps the previous state and explains when the URL names an unknown scenario', async () => {
    const first = pageLoad();
    await startSmall(first.sim);
    const second = pageLoad();
    const notice = await prepareData(second.sim, second.persistence, 'nope');
    expect(notice).toMatch(/^Unknown scenario "nope"/);
    expect(createControl(second.sim).scenario().name).toBe('small');
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
    ['the saved state is not JSON', () => localStorage.setItem('simulator:state', '{oops')],
    ['the saved state has an older version', () => localStorage.setItem('simulator:state', JSON.stringify({ version: 0 }))],
  ])('starts the default scenario when %s', async (_case, prepare) => {
    prepare();
    const { sim, persistence } = pageLoad();
    await prepareData(sim, persistence, null);
    expect(createControl(sim).scenario().name).toBe('default');
  });
});
