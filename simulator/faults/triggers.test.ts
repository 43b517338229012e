// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFaultBook, scenarioFaults, type Occurrence } from './faultBook';
import { createSeededRandom } from '../engine/seededRandom';
import { faultSchema } from './schema';
import { applyProfile, clearProfile, faultProfiles, profileFaults, profileNames } from './profiles';

const units: Occurrence = { on: 'request', call: 'units.list' };

/** A book on a hand-moved clock; `at` lists the simulator times (ms from the start) of each occurrence. */
function hitsAt(fault: object, at: number[], seed = 1): number[] {
  let now = 0;
  const book = createFaultBook(null, scenarioFaults([faultSchema.parse({ call: 'units.list', status: 500, ...fault })]), { now: () => now, seed: () => seed });
  return at.map((time) => {
    now = time;
    return book.take(units) ? 1 : 0;
  });
}

const minute = 60_000;
const everyMinute = (count: number) => Array.from({ length: count }, (_, index) => index * minute);

describe('fault triggers on the simulator clock', () => {
  it.each<[string, object, number[], number[]]>([
    ['after: only from then on', { trigger: { after: '2m' } }, everyMinute(5), [0, 0, 1, 1, 1]],
    ['until: only before then', { trigger: { until: '2m' } }, everyMinute(5), [1, 1, 0, 0, 0]],
    ['a window', { trigger: { after: '1m', until: '3m' } }, everyMinute(5), [0, 1, 1, 0, 0]],
    ['count inside the window: the first 2 tries after 2m', { trigger: { after: '2m' }, times: 2 }, everyMinute(6), [0, 0, 1, 1, 0, 0]],
    ['a ramp that stays at 0 never hits', { trigger: { ramp: { from: 0, to: 0, over: '4m' } } }, everyMinute(3), [0, 0, 0]],
    ['toxicity 0 never hits', { toxicity: 0 }, everyMinute(4), [0, 0, 0, 0]],
    ['toxicity 1 always hits', { toxicity: 1 }, everyMinute(4), [1, 1, 1, 1]],
  ])('%s', (_label, fault, at, expected) => {
    expect(hitsAt(fault, at)).toEqual(expected);
  });

  it('a ramp makes it worse over time: few hits in its first minutes, every one after it', () => {
    const at = Array.from({ length: 600 }, (_, index) => index * 1_500);
    const hits = hitsAt({ trigger: { ramp: { from: 0, to: 1, over: '10m' } } }, at);
    const first = hits.slice(0, 100).reduce((a, b) => a + b, 0);
    const last = hits.slice(-100).reduce((a, b) => a + b, 0);
    expect(first).toBeLessThan(25);
    expect(last).toBe(100);
  });

  it('toxicity: about that share of occurrences, the same ones for the same seed, others for another', () => {
    const at = Array.from({ length: 1_000 }, () => 0);
    const hits = hitsAt({ toxicity: 0.3 }, at, 7);
    const share = hits.reduce((a, b) => a + b, 0) / hits.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
    expect(hitsAt({ toxicity: 0.3 }, at, 7)).toEqual(hits);
    expect(hitsAt({ toxicity: 0.3 }, at, 8)).not.toEqual(hits);
  });

  it('a draw depends on the fault and its count, not on draws before it: a reload replays the rest', () => {
    let now = 0;
    const options = { now: () => now, seed: () => 5 };
    const book = createFaultBook(null, scenarioFaults([faultSchema.parse({ call: 'units.list', status: 500, toxicity: 0.5 })]), options);
    const straight = Array.from({ length: 20 }, () => (book.take(units) ? 1 : 0));
    const again = createFaultBook(null, scenarioFaults([faultSchema.parse({ call: 'units.list', status: 500, toxicity: 0.5 })]), options);
    const firstHalf = Array.from({ length: 10 }, () => (again.take(units) ? 1 : 0));
    const reloaded = createFaultBook(null, JSON.parse(JSON.stringify(again.state())) as ReturnType<typeof again.state>, options);
    now = 1;
    expect([...firstHalf, ...Array.from({ length: 10 }, () => (reloaded.take(units) ? 1 : 0))]).toEqual(straight);
  });

  it('an injected fault counts its trigger from when it was added', () => {
    let now = 10 * minute;
    const book = createFaultBook(null, undefined, { now: () => now, seed: () => 1 });
    book.add({ call: 'units.list', status: 500, trigger: { after: '1m' } });
    expect(book.take(units)).toBeUndefined();
    now += minute;
    expect(book.take(units)).toMatchObject({ status: 500 });
  });

  it.each([
    [{ trigger: { after: '5m', until: '2m' } }, 'trigger.until: must be later than after'],
    [{ toxicity: 1.5 }, 'toxicity: must be at most 1'],
    [{ trigger: { ramp: { from: 0, to: 1 } } }, 'trigger.ramp.over:'],
  ])('refuses %j', (fault, message) => {
    const added = createFaultBook(null).add({ call: 'units.list', status: 500, ...fault });
    expect(added.ok ? '' : added.error).toContain(message);
  });
});

describe('fault profiles', () => {
  it.each(profileNames)('%s: valid faults with its ids, the same for the same seed', (name) => {
    const faults = profileFaults(name, createSeededRandom(3));
    expect(faults.length).toBeGreaterThan(0);
    faults.forEach((fault, index) => expect(fault.id).toBe(`profile-${name}-${index + 1}`));
    expect(profileFaults(name, createSeededRandom(3))).toEqual(faults);
  });

  it('draws its magnitudes from the seed', () => {
    expect(faultProfiles['flaky-cellular'](createSeededRandom(1))).not.toEqual(faultProfiles['flaky-cellular'](createSeededRandom(2)));
  });

  it('provider-outage: during the outage the call it picked hangs now and then, the rest answer 503', () => {
    let now = 0;
    const book = createFaultBook(null, undefined, { now: () => now, seed: () => 5 });
    applyProfile(book, 'provider-outage', 5);
    const hang = profileFaults('provider-outage', createSeededRandom(5)).find((fault) => fault.kind === 'network');
    const call = hang?.kind === 'network' ? hang.call : 'units.list';
    now = 3 * 60_000;
    const kinds = Array.from({ length: 40 }, () => book.take({ on: 'request', call })?.kind);
    expect(kinds).toContain('network');
    expect(kinds).toContain('http');
    expect(kinds).not.toContain(undefined);
  });

  it('applies at run time, replacing itself, and clears only its own faults', () => {
    const book = createFaultBook(null, undefined, { now: () => 0, seed: () => 1 });
    book.add({ call: 'units.list', status: 500, id: 'mine' });
    const count = applyProfile(book, 'weak-zwave-mesh', 1);
    expect(count).toBe(profileFaults('weak-zwave-mesh', createSeededRandom(1)).length);
    expect(applyProfile(book, 'weak-zwave-mesh', 1)).toBe(count);
    expect(book.list()).toHaveLength(count + 1);
    expect(clearProfile(book, 'weak-zwave-mesh')).toBe(count);
    expect(book.list().map((entry) => entry.id)).toEqual(['mine']);
  });
});
