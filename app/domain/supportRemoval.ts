/**
 * The support users' remove-hub wizard as a pure flow (spec 01 §4, §5): three stages, a transition
 * over them and a table of buttons per stage, like pairing, Yale, lock throw and Ring.
 * - unit: the unit name; Continue once it checks out.
 * - resident: a resident's e-mail, or 'vacant'; Back returns to the unit with what was typed there.
 * - confirm: the gateway id to copy; only a successful copy enables Remove. Each arrival here is a
 *   new confirm stage, so after Back the copy is asked again.
 * Removing itself is a call, not a stage: success reloads the page, a failure stays on confirm
 * (decision 0282).
 */
import type { Resident } from '../api/schemas';
import { checkResidentEntry, checkUnitName, type EntryCheck } from './removeHubChecks';

export type CopyState = 'not yet' | 'copied' | 'failed';

export type SupportRemovalStage = { name: 'unit' } | { name: 'resident' } | { name: 'confirm'; copy: CopyState };

export type SupportRemovalStageName = SupportRemovalStage['name'];

/** The stages with an entry to type, in the order they come. */
export type EntryStageName = 'unit' | 'resident';

export interface SupportRemovalState {
  stage: SupportRemovalStage;
  /** What was typed on each entry page; kept across Back and Continue. */
  entries: Record<EntryStageName, string>;
}

/** What the entries are checked against: the unit as the provider has it. */
export interface SupportRemovalFacts {
  unitName: string;
  residents: readonly Resident[];
}

export type SupportRemovalEvent = { type: 'entry'; value: string } | { type: 'continue' } | { type: 'back' } | { type: 'copied' } | { type: 'copyFailed' };

export const supportRemovalStart: SupportRemovalState = { stage: { name: 'unit' }, entries: { unit: '', resident: '' } };

/** The check of the page's entry; null on the confirm page, which has none. */
export function entryCheckOf(state: SupportRemovalState, facts: SupportRemovalFacts): EntryCheck | null {
  switch (state.stage.name) {
    case 'unit':
      return checkUnitName(state.entries.unit, facts.unitName);
    case 'resident':
      return checkResidentEntry(state.entries.resident, facts.residents);
    case 'confirm':
      return null;
  }
}

const confirm: SupportRemovalStage = { name: 'confirm', copy: 'not yet' };

export function supportRemovalTransition(state: SupportRemovalState, event: SupportRemovalEvent, facts: SupportRemovalFacts): SupportRemovalState {
  const { stage } = state;
  switch (event.type) {
    case 'entry':
      return stage.name === 'confirm' ? state : { ...state, entries: { ...state.entries, [stage.name]: event.value } };
    case 'continue':
      if (entryCheckOf(state, facts) !== 'ok') return state;
      return { ...state, stage: stage.name === 'unit' ? { name: 'resident' } : confirm };
    case 'back':
      if (stage.name === 'resident') return { ...state, stage: { name: 'unit' } };
      return stage.name === 'confirm' ? { ...state, stage: { name: 'resident' } } : state;
    case 'copied':
    case 'copyFailed':
      return stage.name === 'confirm' ? { ...state, stage: { name: 'confirm', copy: event.type === 'copied' ? 'copied' : 'failed' } } : state;
  }
}

export type SupportRemovalButton = 'continue' | 'copy' | 'remove' | 'back';

/** The buttons of each stage, top to bottom; the first page has no Back. */
export const supportRemovalButtons: Record<SupportRemovalStageName, readonly SupportRemovalButton[]> = {
  unit: ['continue'],
  resident: ['continue', 'back'],
  confirm: ['copy', 'remove', 'back'],
};

/**
 * Whether a button can be pressed: Continue once the entry checks out, Remove once the id is copied;
 * while the removal call is under way (`busy`) Remove and Back wait.
 */
export function supportRemovalEnabled(button: SupportRemovalButton, state: SupportRemovalState, facts: SupportRemovalFacts, busy: boolean): boolean {
  switch (button) {
    case 'continue':
      return entryCheckOf(state, facts) === 'ok';
    case 'copy':
      return true;
    case 'remove':
      return state.stage.name === 'confirm' && state.stage.copy === 'copied' && !busy;
    case 'back':
      return !busy;
  }
}
