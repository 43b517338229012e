/**
 * The buttons of each stage, and of each error stage exactly as spec 02 §4 'Errors inside the
 * flow' lists them. The screen draws these and the machine accepts only what they offer.
 */
import { operationOf, type PairingState } from './stages';
import { yaleTriesLeft } from './yale';

export type StageButton = 'yes' | 'no' | 'start' | 'abort' | 'done' | 'continue' | 'save';
/** `resetController` opens the 'Reset Controller?' dialog; like Go Back it leaves the flow's state as it is. */
export type ErrorButton = 'goBack' | 'tryAgain' | 'skipExclusion' | 'exclude' | 'resetController';

/** The error stages, named as in the spec's table. */
export type ErrorStage =
  | 'pairing start'
  | 'prep'
  | 'exclusion start'
  | 'inclusion start or including'
  | 'excluding'
  | 'device info error'
  | 'sensors failed'
  /** Not in the spec's table: a Yale lock that did not go into exclusion mode (spec 02 §8 'Yale variants'). */
  | 'yale exclusion';

type Shown = (state: PairingState) => boolean;

const whenIncluding: Shown = (state) => state.mode === 'inclusion';
/**
 * Shown only if the exclusion-hint flag is off or attempts exceed 1; with handle-s-2-inclusion-attempts
 * a Yale lock (an S2 device, left half-joined by a failed inclusion) is offered Exclude at once.
 */
const hintOffOrRetried: Shown = (state) => !state.exclusionHint || state.attempts > 1 || (state.yale && state.handleS2);
const yaleTriesLeftNow: Shown = (state) => yaleTriesLeft(state) > 0;
const yaleTriesUsedUp: Shown = (state) => yaleTriesLeft(state) === 0;
const yaleTriesUsedUpExcluding: Shown = (state) => yaleTriesUsedUp(state) && state.mode === 'exclusion';

export const errorButtonTable: ReadonlyArray<{ stage: ErrorStage; buttons: ReadonlyArray<{ button: ErrorButton; shown?: Shown }> }> = [
  { stage: 'pairing start', buttons: [{ button: 'goBack' }] },
  { stage: 'prep', buttons: [{ button: 'tryAgain' }] },
  { stage: 'exclusion start', buttons: [{ button: 'tryAgain' }, { button: 'skipExclusion', shown: whenIncluding }] },
  { stage: 'inclusion start or including', buttons: [{ button: 'tryAgain' }, { button: 'exclude', shown: hintOffOrRetried }] },
  { stage: 'excluding', buttons: [{ button: 'tryAgain' }] },
  { stage: 'device info error', buttons: [{ button: 'exclude' }] },
  { stage: 'sensors failed', buttons: [{ button: 'exclude' }] },
  {
    stage: 'yale exclusion',
    buttons: [
      { button: 'tryAgain', shown: yaleTriesLeftNow },
      { button: 'skipExclusion', shown: whenIncluding },
      { button: 'resetController', shown: yaleTriesUsedUp },
      { button: 'goBack', shown: yaleTriesUsedUpExcluding },
    ],
  },
];

/** Which row of the table an error belongs to; null when there is no error. */
export function errorStageOf(state: PairingState): ErrorStage | null {
  if (!state.error) return null;
  if (state.error.kind === 'yaleExclude') return 'yale exclusion';
  switch (state.stage.name) {
    case 'choose-device':
    case 'yale-codes':
    case 'yale-master-code':
    case 'pairing-start':
      return 'pairing start';
    case 'exclusion-prep':
    case 'inclusion-prep':
      return 'prep';
    case 'exclusion-start':
      return 'exclusion start';
    case 'inclusion-start':
    case 'including':
      return 'inclusion start or including';
    case 'excluding':
    case 'exclusion-success':
      return 'excluding';
    case 'device-info':
    case 'inclusion-success':
      return state.error.kind === 'sensorsFailed' ? 'sensors failed' : 'device info error';
  }
}

export function errorButtons(state: PairingState): ErrorButton[] {
  const stage = errorStageOf(state);
  const row = errorButtonTable.find((candidate) => candidate.stage === stage);
  return (row?.buttons ?? []).filter(({ shown }) => !shown || shown(state)).map(({ button }) => button);
}

/** The buttons of a stage without an error. */
export function stageButtons(state: PairingState): StageButton[] {
  switch (state.stage.name) {
    case 'choose-device':
      return ['yes', 'no'];
    case 'yale-codes':
      return [];
    case 'yale-master-code':
    case 'pairing-start':
      return ['start'];
    case 'exclusion-prep':
    case 'inclusion-prep':
    case 'exclusion-start':
    case 'inclusion-start':
    case 'excluding':
    case 'including':
      return ['abort'];
    case 'device-info':
      return [];
    case 'exclusion-success':
      // An exclusion asked for ends in a reload; one run before an inclusion goes on to include.
      return operationOf(state) === state.mode ? ['done'] : ['continue'];
    case 'inclusion-success':
      return ['save'];
  }
}
