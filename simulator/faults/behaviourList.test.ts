// @vitest-environment node
/**
 * A hub's behaviours are a list: what was put in front of the hub, then the faults of the fault
 * book, then the default. Misspelt behaviour and moment names do not compile: `npm run typecheck`
 * fails on an unused `@ts-expect-error` below, and the schema refuses the same names at run time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { SimClock } from '../clock/simClock';
import { resolveScenario } from '../scenario/catalogue';
import { pageLoad } from '../testing/pageLoad';
import { QuotaStorage } from '../testing/quotaStorage';
import { smallScenario } from '../testing/scenarios';
import { NEW_HUB, START } from '../testing/zwave';
import { startPairing } from '../zwave/commands';
import { createHubBehaviourList } from './behaviourList';
import { defaultBehaviours } from './defaultBehaviours';
import { createFaultBook, scenarioFaults, type Occurrence } from './faultBook';
import { hubBehaviours } from './hubBehaviours';
import type { MomentName } from './moments';
import { faultSchema, type HubFaultInput } from './schema';

const HUB = 'HB2-1';
const command = { uid: 'dev-1', deviceType: 'lock' };

function listWith(...faults: object[]) {
  const book = createFaultBook(null, scenarioFaults(faults.map((fault) => faultSchema.parse(fault))));
  return { book, list: createHubBehaviourList(book) };
}

describe('a hub behaviour list', () => {
  it('without faults, each moment gets the default', () => {
    const { list } = listWith();
    expect(list.decide(HUB, 'inclusion.deviceHeard', { newDevice: true })).toEqual({ kind: 'joins' });
    expect(list.decide(HUB, 'pairing.start', { mode: 'inclusion' })).toEqual({ kind: 'proceeds' });
    expect(list.decide(HUB, 'device.added', {})).toEqual({ reports: true });
  });

  it('a fault puts its behaviour in front of the default, for the occurrences it hits, on its hub', () => {
    const { list } = listWith({ kind: 'hub', behaviour: 'hub.offlineAtPrep', params: { backAfter: '30s' }, serial: HUB, nth: 2 });
    const starts = () => list.decide(HUB, 'pairing.start', { mode: 'exclusion' });
    expect([starts(), starts(), starts()]).toEqual([{ kind: 'proceeds' }, { kind: 'dropsOffline', backAfter: 30_000 }, { kind: 'proceeds' }]);
    expect(list.decide('HB2-2', 'pairing.start', { mode: 'exclusion' })).toEqual({ kind: 'proceeds' });
  });

  it('faults of one moment are asked in the order of the behaviour list; the first that hits decides and the rest are not counted', () => {
    const { book, list } = listWith(
      { kind: 'hub', behaviour: 'inclusion.addNodeFailed', params: { stage: 'interview' } },
      { kind: 'hub', behaviour: 'inclusion.needsExclusionFirst', times: 1 },
    );
    expect(list.decide(HUB, 'inclusion.deviceHeard', { newDevice: true })).toEqual({ kind: 'pairedElsewhere' });
    expect(list.decide(HUB, 'inclusion.deviceHeard', { newDevice: true })).toEqual({ kind: 'addNodeFails', stage: 'interview' });
    expect(book.list().map(({ fault, seen }) => [fault.kind === 'hub' && fault.behaviour, seen])).toEqual([
      ['inclusion.addNodeFailed', 1],
      ['inclusion.needsExclusionFirst', 2],
    ]);
  });

  it('a behaviour counts only the occurrences its `when` names: a device already at the door is not new', () => {
    const { book, list } = listWith({ kind: 'hub', behaviour: 'inclusion.needsExclusionFirst' });
    expect(list.decide(HUB, 'inclusion.deviceHeard', { newDevice: false })).toEqual({ kind: 'joins' });
    expect(book.list()[0]).toMatchObject({ seen: 0, hits: 0 });
  });

  it('a behaviour put in front of a hub (a replay, say) comes before its faults and defaults until it is taken away', () => {
    const { book, list } = listWith({ kind: 'hub', behaviour: 'inclusion.nothingJoins' });
    const remove = list.putInFront(HUB, { on: 'inclusion.deviceEntersMode', act: () => ({ kind: 'entersMode' }) });
    list.putInFront(HUB, { on: 'device.added', act: () => undefined });
    expect(list.decide(HUB, 'inclusion.deviceEntersMode', {})).toEqual({ kind: 'entersMode' });
    expect(list.decide(HUB, 'device.added', {})).toEqual({ reports: true });
    expect(book.list()[0]).toMatchObject({ seen: 0 });
    expect(list.decide('HB2-2', 'inclusion.deviceEntersMode', {})).toEqual({ kind: 'nothingJoins' });
    remove();
    expect(list.decide(HUB, 'inclusion.deviceEntersMode', {})).toEqual({ kind: 'nothingJoins' });
  });

  it('a behaviour put in front of every hub applies to each', () => {
    const { list } = listWith();
    list.putInFront('*', { on: 'device.command', act: () => ({ reports: false }) });
    expect([list.decide(HUB, 'device.command', command), list.decide('HB2-2', 'device.command', command)]).toEqual([{ reports: false }, { reports: false }]);
  });

  it.each(Object.entries(hubBehaviours))('%s acts on a moment that has a default', (_name, behaviour) => {
    expect(Object.keys(defaultBehaviours)).toContain(behaviour.on);
  });
});

describe('behaviour names', () => {
  it('a misspelt name does not compile, and the schema refuses it', () => {
    // @ts-expect-error 'inclusion.nothingJoin' is not a hub behaviour.
    const misspelt: HubFaultInput = { kind: 'hub', behaviour: 'inclusion.nothingJoin' };
    // @ts-expect-error the fault book counts only the behaviours of the list.
    const occurrence: Occurrence = { on: 'hub', behaviour: 'device.ignoreCommands', serial: HUB };
    // @ts-expect-error 'device.commanded' is not a moment.
    const moment: MomentName = 'device.commanded';
    const { list } = listWith();
    // @ts-expect-error an outcome the moment does not have.
    list.putInFront(HUB, { on: 'device.command', act: () => ({ kind: 'nothingJoins' }) });
    expect(faultSchema.safeParse(misspelt).error?.issues[0]?.message).toMatch(/^unknown hub behaviour "inclusion.nothingJoin" \(known: /);
    expect(faultSchema.safeParse({ kind: 'hub', behaviour: occurrence.on === 'hub' ? occurrence.behaviour : '' }).success).toBe(false);
    expect(Object.keys(defaultBehaviours)).not.toContain(moment);
  });
});

describe('the Z-Wave controller asks the hub\'s list', () => {
  const clocks: SimClock[] = [];
  afterEach(() => clocks.splice(0).forEach((clock) => clock.stop()));

  it('a behaviour in front of the hub changes what it does, with no fault in the book', async () => {
    const load = pageLoad(new QuotaStorage());
    clocks.push(load.clock);
    const scenario = resolveScenario({ ...smallScenario, name: 'front', clock: { start: new Date(START).toISOString(), paused: true } });
    if (!scenario.ok) throw new Error(scenario.error);
    const { sim } = load;
    await sim.start(scenario.scenario);
    sim.hubBehaviours.putInFront(NEW_HUB, { on: 'inclusion.deviceEntersMode', act: () => ({ kind: 'nothingJoins' }) });
    await startPairing(sim, NEW_HUB, 'inclusion', sim.clock.now());
    await sim.clock.advance(100_000);
    await sim.scheduler.settled();
    const sent = sim.trace.entries().flatMap((entry) => (entry.type === 'zwave.message' ? [`${(entry.at - START) / 1000} ${JSON.stringify(entry.message)}`] : []));
    expect(sent).toEqual(['1 {"state":"AddNode","status":"Started"}', '60 {"state":"AddNode","status":"Failed"}']);
    expect(sim.faults.list()).toEqual([]);
  });
});
