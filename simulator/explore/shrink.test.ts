import { describe, expect, it } from 'vitest';
import { expectEntriesOf, foundScenario } from './foundScenario';
import { createSeededRandom } from '../engine/seededRandom';
import { drawFaults, type ExploreAction, type ExploreFault, type Schedule } from './schedule';
import { narrower, shrink } from './shrink';

const fault = (call: 'hubs.inclusion' | 'devices.update', nth = 2, times = 2): ExploreFault => ({ kind: 'http', call, status: 500, nth, times });
const schedule = (faults: ExploreFault[], actions: ExploreAction[]): Schedule & { actions: ExploreAction[] } => ({ flow: 'pairing', seed: 7, faults, actions });

describe('the explorer\'s shrinking (issue 38)', () => {
  it('keeps only the fault and the actions the failure needs, with the narrowest window', async () => {
    const actions: ExploreAction[] = [{ wait: 5_000 }, { click: 'Include' }, { wait: 5_000 }, { click: 'Start' }, { fill: 'Device Location', value: 'Garage' }, { click: 'Abort' }, { wait: 5_000 }];
    // The failure: an abort pressed after a start while the inclusion call fails.
    const fails = async (candidate: Schedule) => {
      const clicks = (candidate.actions ?? []).flatMap((action) => ('click' in action ? [action.click] : []));
      return candidate.faults.some((each) => each.kind === 'http' && each.call === 'hubs.inclusion') && clicks.indexOf('Start') >= 0 && clicks.indexOf('Abort') > clicks.indexOf('Start');
    };
    const { schedule: shrunk, tries } = await shrink(schedule([fault('devices.update'), fault('hubs.inclusion'), fault('devices.update', 1, 1)], actions), fails);
    expect(shrunk.actions).toEqual([{ click: 'Start' }, { click: 'Abort' }]);
    expect(shrunk.faults).toEqual([{ kind: 'http', call: 'hubs.inclusion', status: 500, nth: 1, times: 1 }]);
    expect(tries).toBeLessThanOrEqual(60);
  });

  it('stops at its budget of tries, keeping the failing schedule it started from when nothing smaller fails', async () => {
    let runs = 0;
    const failing = schedule([fault('hubs.inclusion')], Array.from({ length: 40 }, () => ({ wait: 5_000 })));
    const { schedule: shrunk, tries } = await shrink(failing, async () => {
      runs += 1;
      return false;
    }, 5);
    expect([tries, runs]).toEqual([5, 5]);
    expect(shrunk).toBe(failing);
  });

  it('narrows a delay and a drop towards nothing, never below a second', () => {
    expect(narrower({ kind: 'http', call: 'devices.update', delayMs: 9_000, nth: 1, times: 1 })).toEqual([{ kind: 'http', call: 'devices.update', delayMs: 4_000, nth: 1, times: 1 }]);
    expect(narrower({ kind: 'stream', action: 'drop', afterMs: 1_000, serial: 'HB2-1001204', nth: 3, times: 1 })).toEqual([
      { kind: 'stream', action: 'drop', afterMs: 1_000, serial: 'HB2-1001204', nth: 1, times: 1 },
      { kind: 'stream', action: 'drop', afterMs: 0, serial: 'HB2-1001204', nth: 3, times: 1 },
    ]);
  });

  it("brings a hub going offline nearer the message it is counted at", () => {
    const offline = { kind: 'stream', action: 'offline', onMessage: { state: 'AddNode', status: 'Done' }, afterMs: 9_000, forMs: 30_000, serial: 'HB2-1001204', nth: 1, times: 1 } as const;
    expect(narrower(offline)).toEqual([{ ...offline, afterMs: 4_000 }]);
  });
});

describe('drawing a schedule', () => {
  it('draws the same faults from the same seed, each with a window that ends', () => {
    const menu = { calls: ['hubs.inclusion', 'devices.update'] as const, streamSerial: 'HB2-1001204' };
    const drawn = Array.from({ length: 30 }, (_, seed) => drawFaults(menu, createSeededRandom(seed).fork('faults')));
    expect(drawn).toEqual(Array.from({ length: 30 }, (_, seed) => drawFaults(menu, createSeededRandom(seed).fork('faults'))));
    expect(new Set(drawn.map((faults) => faults.length))).toEqual(new Set([1, 2, 3]));
    expect(drawn.flat().every((each) => each.times >= 1 && each.times <= 2)).toBe(true);
  });
});

describe('a found scenario', () => {
  it('plays the shrunk actions and ends with what the broken invariant expected', () => {
    const found = foundScenario(schedule([fault('hubs.inclusion', 1, 1)], [{ click: 'Abort', double: true }, { wait: 5_000 }]), { invariant: 'no-false-success', detail: 'x', expect: { text: 'The hub may still be listening' } }, { path: '/unit', extends: 'default' });
    expect(found.name).toBe('found-pairing-no-false-success-seed-7');
    expect(found.expect).toEqual([{ open: '/unit' }, { click: 'Abort', double: true }, { wait: '5s' }, { text: 'The hub may still be listening' }]);
    expect(expectEntriesOf({ fill: 'Device Location', value: 'Garage' })).toEqual([{ fill: 'Device Location', value: 'Garage' }]);
  });

  it("says the phone's storage filling up as the step that fills it, so a replay fills it at the same point", () => {
    expect(expectEntriesOf({ fullStorage: true })).toEqual([{ step: { 'phone.fillStorage': {} } }]);
  });

  it('says waits in a row as one wait, so a run left to heal stays a few steps', () => {
    const waits = Array.from({ length: 120 }, () => ({ wait: 5_000 }));
    const found = foundScenario(schedule([fault('hubs.inclusion', 1, 1)], [{ click: 'Start' }, ...waits, { click: 'Go Back' }, { wait: 5_000 }]), { invariant: 'completes-after-heal', detail: 'x', expect: { text: 'Add or Remove Z-Wave Device' } }, { path: '/unit', extends: 'default' });
    expect(found.expect).toEqual([{ open: '/unit' }, { click: 'Start' }, { wait: '600s' }, { click: 'Go Back' }, { wait: '5s' }, { text: 'Add or Remove Z-Wave Device' }]);
  });
});
