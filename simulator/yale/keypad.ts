/**
 * A Yale lock's keypad as a pure function: keys in, the lock's new state and what it did out.
 * Modelled on a real Yale Assure keypad, where every entry ends with #: the master code and #
 * open the menu, 7 and # the mode menu (spec 02 §9 menu codes), then 3 and # put the lock in
 * exclusion mode, 1 and # in inclusion mode. A wrong entry does nothing but close the menu. A new
 * lock (no master code) takes its first code: 4 to 8 digits and #. `*` clears what was typed.
 */
import type { YaleLockRecord } from '../db/yaleLockRecord';

export type KeypadMode = 'inclusion' | 'exclusion';

/** What an entry did, in order; the simulator traces these and acts on the modes. */
export type KeypadOutcome =
  | { kind: 'programmed'; code: string }
  | { kind: 'menu' }
  | { kind: 'modeMenu' }
  | { kind: 'mode'; mode: KeypadMode }
  | { kind: 'rejected' };

export const KEYPAD_KEYS = /^[0-9#*]+$/;
const MODE_MENU = '7';
const MODES: Readonly<Record<string, KeypadMode>> = { '3': 'exclusion', '1': 'inclusion' };
const MAX_ENTRY = 8;

type Lock = Pick<YaleLockRecord, 'masterCode' | 'entry' | 'menu'>;

/** What an entry ended by # does, from the menu the lock shows. */
function submit(lock: Lock): { lock: Lock; outcome: KeypadOutcome | null } {
  const { entry } = lock;
  const idle: Lock = { ...lock, entry: '', menu: 'none' };
  if (entry === '') return { lock: idle, outcome: null };
  if (lock.masterCode === null) {
    return entry.length >= 4 ? { lock: { ...idle, masterCode: entry }, outcome: { kind: 'programmed', code: entry } } : { lock: idle, outcome: { kind: 'rejected' } };
  }
  switch (lock.menu) {
    case 'none':
      return entry === lock.masterCode ? { lock: { ...idle, menu: 'main' }, outcome: { kind: 'menu' } } : { lock: idle, outcome: { kind: 'rejected' } };
    case 'main':
      return entry === MODE_MENU ? { lock: { ...idle, menu: 'mode' }, outcome: { kind: 'modeMenu' } } : { lock: idle, outcome: { kind: 'rejected' } };
    case 'mode': {
      const mode = MODES[entry];
      return { lock: idle, outcome: mode ? { kind: 'mode', mode } : { kind: 'rejected' } };
    }
  }
}

function pressOne(lock: Lock, key: string): { lock: Lock; outcome: KeypadOutcome | null } {
  if (key === '*') return { lock: { ...lock, entry: '', menu: 'none' }, outcome: null };
  if (key === '#') return submit(lock);
  return { lock: { ...lock, entry: (lock.entry + key).slice(-MAX_ENTRY) }, outcome: null };
}

export function pressKeys<L extends Lock>(lock: L, keys: string): { lock: L; outcomes: KeypadOutcome[] } {
  if (!KEYPAD_KEYS.test(keys)) throw new Error(`"${keys}" is not keypad keys: use 0-9, # and *`);
  let current: Lock = lock;
  const outcomes: KeypadOutcome[] = [];
  for (const key of keys) {
    const next = pressOne(current, key);
    current = next.lock;
    if (next.outcome) outcomes.push(next.outcome);
  }
  return { lock: { ...lock, ...current }, outcomes };
}
