/**
 * What a Yale lock's keypad shows, in words: its display line and what its last entry did. Shared
 * by the on-screen keypad beside the app (./YaleKeypad.tsx) and the trainee's hardware panel in a
 * class (../server/classroom/hardware.ts), so both lock faces read the same.
 */
import type { YaleLockRecord } from '../db/yaleLockRecord';
import type { KeypadOutcome } from '../yale/keypad';
import { keypadTexts } from './texts';

export type HeardOutcome = KeypadOutcome & { heard?: boolean };

export function outcomeText(outcome: HeardOutcome): string {
  switch (outcome.kind) {
    case 'programmed':
      return keypadTexts.outcome.programmed(outcome.code);
    case 'menu':
    case 'modeMenu':
    case 'rejected':
      return keypadTexts.outcome[outcome.kind];
    case 'mode':
      return keypadTexts.outcome[outcome.mode] + (outcome.heard === false ? keypadTexts.outcome.notHeard : '');
  }
}

export function displayOf(lock: YaleLockRecord): string {
  if (lock.masterCode === null) return keypadTexts.display.newLock;
  return keypadTexts.display[lock.menu];
}

/** The keys, in the order a Yale keypad sets them out (three by four). */
export const KEYPAD_LAYOUT = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;
