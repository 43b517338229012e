/**
 * The Yale lock at a hub's door, pressed on its keypad (./keypad.ts): the lock record is updated
 * and a mode the keypad selects puts the lock in that mode at the hub's controller, which hears it
 * at once while listening in that mode (../zwave/physical.ts putInMode). While a keypad lock
 * waits at a hub, no device there enters a mode by itself: only the keypad (or a trainer by hand)
 * puts one in a mode.
 */
import type { Simulator } from '../core/simulator';
import { putInMode } from '../zwave/physical';
import { pressKeys, type KeypadOutcome } from './keypad';
import type { YaleLockRecord } from '../db/yaleLockRecord';

declare module '../engine/bus' {
  interface SimEvents {
    /** Keys pressed on a Yale lock's keypad and what they did; `heard: false` when a fault kept the hub from hearing a mode. */
    'yale.keypad': { serial: string; keys: string; outcomes: Array<KeypadOutcome & { heard?: boolean }> };
  }
}

export function keypadLockAt(sim: Simulator, serial: string): YaleLockRecord | undefined {
  return sim.db.yaleLocks.findFirst((q) => q.where({ serial }));
}

/** The lock a call means: the one at `serial`, or the only one when no serial is given. */
export function findKeypadLock(sim: Simulator, serial: string | undefined): YaleLockRecord {
  const locks = sim.db.yaleLocks.findMany((q) => q.where({}));
  if (serial === undefined) {
    const [only, ...more] = locks;
    if (!only || more.length > 0) throw new Error(locks.length === 0 ? 'No Yale lock waits at any hub: the scenario names none (yaleLocks)' : `Yale locks wait at ${locks.map((lock) => lock.serial).join(', ')}: name the hub`);
    return only;
  }
  const lock = locks.find((candidate) => candidate.serial === serial);
  if (!lock) throw new Error(`No Yale lock waits at hub ${serial}`);
  return lock;
}

export async function pressYaleKeypad(sim: Simulator, serial: string | undefined, keys: string, at: number): Promise<YaleLockRecord> {
  const lock = findKeypadLock(sim, serial);
  const pressed = pressKeys(lock, keys);
  await sim.db.yaleLocks.update((q) => q.where({ serial: lock.serial }), { data: (draft) => void Object.assign(draft, pressed.lock) });
  const outcomes: Array<KeypadOutcome & { heard?: boolean }> = [];
  for (const outcome of pressed.outcomes) {
    if (outcome.kind !== 'mode') {
      outcomes.push(outcome);
      continue;
    }
    const lost = outcome.mode === 'exclusion' && sim.hubBehaviours.decide(lock.serial, 'yale.exclusionMode', {}).kind === 'notHeard';
    if (!lost) await putInMode(sim, lock.serial, outcome.mode, lock.model, at);
    outcomes.push({ ...outcome, heard: !lost });
  }
  sim.bus.emit('yale.keypad', { serial: lock.serial, keys, outcomes });
  return pressed.lock;
}
