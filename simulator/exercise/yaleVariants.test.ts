// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../scenario/catalogue';
import { variantOf } from '../scenario/variants';
import { pressAt, startAt } from '../testing/yaleKeypad';
import { startPairing, type PairingHarness } from '../testing/zwave';

/**
 * The Yale exercise in a class (issue 39, decision 0445): each trainee's world draws its own master
 * codes. Whatever the draw, the exercise is the one its hints describe: the code the phone shows
 * does nothing on the keypad, one of the unit's older codes (which the Yale error lists) excludes
 * and includes the lock, and the lock's objective ticks.
 */

const loaded = loadScenarioFile('exercise-yale-older-master-code');
if (!loaded.ok) throw new Error(loaded.error);
const exercise = loaded.scenario;

let h: PairingHarness;
afterEach(() => h.sim.close());

const keypadOutcomes = () => h.control.trace().flatMap((entry) => (entry.type === 'yale.keypad' ? [entry.outcomes.map((o) => (o.kind === 'mode' ? o.mode : o.kind)).join(' ')] : []));

describe("the Yale exercise's variants", () => {
  it.each([7, 424_242, 3_000_000_019])('seed %i: the active code does nothing, an older code of the unit pairs the lock and the objective ticks', async (seed) => {
    const variant = variantOf(exercise, seed);
    h = await startPairing({ extends: exercise.name, seed: variant.seed, yaleLocks: variant.yaleLocks } as { extends: string });
    const [unit] = h.control.db.find('yaleMasterCodes', { addressId: 1008 }) as Array<{ activeMasterCode: string; inactiveMasterCodes: string[] }>;
    expect(h.control.yale.lock().masterCode).toBe(variant.yaleLocks[0]!.masterCode);
    expect(unit!.activeMasterCode).not.toBe('615204');

    const press = (keys: string, at: number) => pressAt(h, keys, at);
    const start = (call: 'hubs.inclusion' | 'hubs.exclusion', at: number) => startAt(h, call, at);
    await start('hubs.exclusion', 0);
    await press(`${unit!.activeMasterCode}#7#3#`, 10);
    // As the hint says: the older codes, in the order the Yale error lists them, until one works.
    let at = 100;
    for (const older of unit!.inactiveMasterCodes) {
      await start('hubs.exclusion', at);
      await press(`${older}#7#3#`, at + 10);
      at += 100;
      if (keypadOutcomes().at(-1)?.endsWith('exclusion')) break;
    }
    await start('hubs.inclusion', at);
    await press(`${h.control.yale.lock().masterCode}#7#1#`, at + 10);
    await h.advanceTo(at + 100);
    expect(keypadOutcomes()[0]).toBe('rejected rejected rejected');
    expect(keypadOutcomes().slice(-2)).toEqual(['menu modeMenu exclusion', 'menu modeMenu inclusion']);
    expect(await h.models()).toEqual(['2 Yale Assure Lock SL']);
    await expect.poll(() => h.control.exercise.status()?.objectives[0]?.met).toBe(true);
  });
});
