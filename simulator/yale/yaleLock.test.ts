// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { pressAt, startAt } from '../testing/yaleKeypad';
import { NEW_HUB, startPairing, type PairingHarness } from '../testing/zwave';

/** The Yale lock scenarios on unit 1204 (hub HB2-1001204), pressed through the control API as a test or trainer does. */
let h: PairingHarness;
afterEach(() => h.sim.close());

const press = (keys: string, at: number) => pressAt(h, keys, at);
const start = (call: 'hubs.inclusion' | 'hubs.exclusion', at: number) => startAt(h, call, at);
const keypadOutcomes = () => h.control.trace().flatMap((entry) => (entry.type === 'yale.keypad' ? [entry.outcomes.map((o) => (o.kind === 'mode' ? `${o.mode}${o.heard ? '' : ' not heard'}` : o.kind)).join(' ')] : []));

describe('the Yale lock at the door, driven by its keypad', () => {
  it('yale-includes-first-time: nothing enters a mode by itself; code 7 3 excludes, code 7 1 includes', async () => {
    h = await startPairing({ extends: 'yale-includes-first-time' });
    expect(h.control.yale.lock()).toMatchObject({ serial: NEW_HUB, model: 'Yale Assure Lock SL', masterCode: '615204' });
    await start('hubs.exclusion', 0);
    await press('615204#7#3#', 20);
    await start('hubs.inclusion', 100);
    await press('615204#7#1#', 110);
    await h.advanceTo(200);
    expect(h.sent()).toEqual([
      '1 RemoveNode Started', '22 RemoveNode Done 0', '23 NetworkChanged Done',
      '101 AddNode Started', '112 AddNode ProtocolDone 2', '113 AddNode GettingNodeInfo 2', '116 DetailedNodeTotals Updated 2', '120 AddNode Done 2', '121 NetworkChanged Done',
    ]);
    expect(await h.models()).toEqual(['2 Yale Assure Lock SL']);
    expect(keypadOutcomes()).toEqual(['menu modeMenu exclusion', 'menu modeMenu inclusion']);
  });

  it('without the keypad the controller times out, as with no device', async () => {
    h = await startPairing({ extends: 'yale-includes-first-time' });
    await start('hubs.inclusion', 0);
    await h.advanceTo(100);
    expect(h.sent()).toEqual(['1 AddNode Started', '60 AddNode Failed']);
  });

  it('yale-older-master-code: the active code does nothing; the older one works', async () => {
    h = await startPairing({ extends: 'yale-older-master-code' });
    await start('hubs.exclusion', 0);
    await press('615204#7#3#', 10);
    await h.advanceTo(100);
    await start('hubs.exclusion', 100);
    await press('390117#7#3#', 110);
    await h.advanceTo(150);
    expect(h.sent()).toEqual(['1 RemoveNode Started', '60 RemoveNode Failed', '101 RemoveNode Started', '112 RemoveNode Done 0', '113 NetworkChanged Done']);
    expect(keypadOutcomes()).toEqual(['rejected rejected rejected', 'menu modeMenu exclusion']);
  });

  it('yale-master-code-fetch-fails: the fetch answers 500; the new lock ignores the menu until its code is programmed with #', async () => {
    h = await startPairing({ extends: 'yale-master-code-fetch-fails' });
    expect(h.control.yale.lock()).toMatchObject({ masterCode: null });
    await press('7#3#', 1);
    await press('804117#804117#7#3#', 2);
    expect(h.control.yale.lock()).toMatchObject({ masterCode: '804117' });
    expect(keypadOutcomes()).toEqual(['rejected rejected', 'programmed menu modeMenu exclusion']);
    expect(h.control.zwave.controller(NEW_HUB)).toMatchObject({ waiting: { mode: 'exclusion', target: { kind: 'stranger', model: 'Yale Assure Lock SL' } } });
  });

  it.each([
    ['yale-exclusion-fails-twice', 2, ['101 RemoveNode Started', '160 RemoveNode Failed', '201 RemoveNode Started', '260 RemoveNode Failed', '301 RemoveNode Started', '307 RemoveNode Done 0', '308 NetworkChanged Done']],
    ['yale-exclusion-fails-three-times', 3, ['101 RemoveNode Started', '160 RemoveNode Failed', '201 RemoveNode Started', '260 RemoveNode Failed', '301 RemoveNode Started', '360 RemoveNode Failed']],
  ])('%s: the keypad puts the lock in exclusion mode, the hub does not hear it %s times', async (scenario, notHeard, sent) => {
    h = await startPairing({ extends: scenario });
    for (const at of [100, 200, 300]) {
      await start('hubs.exclusion', at);
      await press('615204#7#3#', at + 5);
    }
    await h.advanceTo(400);
    expect(h.sent()).toEqual(sent);
    expect(keypadOutcomes().filter((line) => line.endsWith('not heard'))).toHaveLength(notHeard);
  });

  it('names what is wrong: no lock, unknown keys', async () => {
    h = await startPairing();
    expect(await h.control.yale.press('1')).toEqual({ ok: false, error: expect.stringContaining('No Yale lock waits at any hub') });
    h.sim.close();
    h = await startPairing({ extends: 'yale-includes-first-time' });
    expect(await h.control.yale.press('12a')).toEqual({ ok: false, error: expect.stringContaining('use 0-9, # and *') });
  });
});
