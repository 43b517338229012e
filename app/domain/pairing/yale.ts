/**
 * The Yale lock's part of the pairing flow (spec 02 §2, §4 'Yale flow', §9): the header's steps,
 * the lock's menu codes and how often its exclusion may be tried.
 */
import { operationOf, type PairingState, type StageName } from './stages';

/** A Yale exclusion is tried at most this often in all; then the error offers the controller reset. */
export const YALE_EXCLUSION_TRIES = 3;

/** The lock's keypad menu (spec 02 §9): after the master code, 7 opens the mode menu, then 3 or 1. */
export const YALE_MENU_CODES = { modeMenu: '7', exclusion: '3', inclusion: '1' } as const;

/** The header's steps, in order; an exclusion asked for ends after the second. */
export type YaleStep = 'masterCode' | 'exclusion' | 'inclusion' | 'location';

export function yaleSteps(state: Pick<PairingState, 'mode'>): YaleStep[] {
  return state.mode === 'exclusion' ? ['masterCode', 'exclusion'] : ['masterCode', 'exclusion', 'inclusion', 'location'];
}

const stepOfStage: Partial<Record<StageName, YaleStep>> = {
  'yale-codes': 'masterCode',
  'yale-master-code': 'masterCode',
  'inclusion-success': 'location',
};

/** The step the Yale header marks as current; null outside the Yale flow (the Yale question, pairing start). */
export function currentYaleStep(state: PairingState): YaleStep | null {
  if (!state.yale) return null;
  const named = stepOfStage[state.stage.name];
  if (named) return named;
  if (state.stage.name === 'choose-device' || state.stage.name === 'pairing-start') return null;
  return operationOf(state) === 'exclusion' ? 'exclusion' : 'inclusion';
}

/** What the installer types on the lock's keypad to put it in `mode`: each entry ends with #, as on a Yale keypad. */
export function keypadEntry(masterCode: string, mode: 'inclusion' | 'exclusion'): string {
  return `${masterCode}#${YALE_MENU_CODES.modeMenu}#${YALE_MENU_CODES[mode]}#`;
}

/** Yale exclusions the installer may still try after the failures so far. */
export function yaleTriesLeft(state: Pick<PairingState, 'yaleExclusionFailures'>): number {
  return Math.max(0, YALE_EXCLUSION_TRIES - state.yaleExclusionFailures);
}
