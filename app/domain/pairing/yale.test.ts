import { describe, expect, it } from 'vitest';
import type { HubMessage } from '../../api/schemas';
import { errorButtons, errorStageOf, stageButtons, type ErrorButton } from './buttons';
import { countdownSeconds, transition, type PairingEvent } from './machine';
import { abortOnLeave, initialPairing, operationOf, type Operation, type PairingOptions, type PairingState } from './stages';
import { currentYaleStep, keypadEntry, yaleSteps, yaleTriesLeft } from './yale';

const NOW = Date.UTC(2026, 10, 23, 9, 0);
const S = 1_000;
const codes = { active: '482915', inactive: ['204613'] };

function run(state: PairingState, ...steps: Array<[number, PairingEvent]>): PairingState {
  return steps.reduce((current, [at, event]) => transition(current, event, NOW + at), state);
}
const message = (m: HubMessage): PairingEvent => ({ type: 'hubMessage', message: m });

/** The Yale question answered Yes, the codes shown, Start pressed and the hub's exclusion started. */
function yaleExcluding(mode: Operation, options: PairingOptions = {}): PairingState {
  return run(
    initialPairing(mode, { askYale: true, ...options }),
    [0, { type: 'yes' }],
    [0, { type: 'masterCodes', codes }],
    [0, { type: 'start' }],
    [0, { type: 'startAnswered', knownUids: [] }],
  );
}

/** A failed Yale exclusion: the 90 s countdown runs out. */
const timesOut = (state: PairingState, at: number): PairingState => run(state, [at, { type: 'tick' }]);

describe('the Yale question (spec 02 §2 "Yale choose-device step")', () => {
  it.each<[Operation]>([['inclusion'], ['exclusion']])('opens the %s flow with the yale-lock-master-codes flag', (mode) => {
    const state = initialPairing(mode, { askYale: true });
    expect(state.stage).toEqual({ name: 'choose-device' });
    expect(stageButtons(state)).toEqual(['yes', 'no']);
    expect(operationOf(state)).toBe(mode);
    expect(abortOnLeave(state)).toBeNull();
  });

  it('without the flag the flow opens on pairing start', () => {
    expect(initialPairing('inclusion').stage).toEqual({ name: 'pairing-start' });
  });

  it('No goes to pairing start as any device; Yes fetches the master codes', () => {
    const asked = initialPairing('inclusion', { askYale: true });
    expect(transition(asked, { type: 'no' }, NOW)).toMatchObject({ yale: false, stage: { name: 'pairing-start' } });
    const yes = transition(asked, { type: 'yes' }, NOW);
    expect(yes).toMatchObject({ yale: true, stage: { name: 'yale-codes' } });
    expect(stageButtons(yes)).toEqual([]);
  });

  it('answers count only on the question; codes only while they are fetched', () => {
    const start = initialPairing('inclusion');
    expect(transition(start, { type: 'yes' }, NOW)).toBe(start);
    expect(transition(start, { type: 'masterCodes', codes }, NOW)).toBe(start);
  });
});

describe('the Yale flow, stage by stage (spec 02 §4 "Yale flow")', () => {
  it('inclusion: master code, exclusion with 90 s, then inclusion, then the location', () => {
    let state = run(initialPairing('inclusion', { askYale: true }), [0, { type: 'yes' }], [S, { type: 'masterCodes', codes }]);
    expect(state).toMatchObject({ stage: { name: 'yale-master-code' }, masterCodes: codes });
    expect(stageButtons(state)).toEqual(['start']);
    expect(currentYaleStep(state)).toBe('masterCode');
    state = run(state, [2 * S, { type: 'start' }]);
    expect(state.stage).toEqual({ name: 'exclusion-prep', masterEndsAt: NOW + 92 * S });
    state = run(state, [3 * S, { type: 'startAnswered', knownUids: [] }]);
    expect(state.stage).toEqual({ name: 'exclusion-start', countdownEndsAt: NOW + 93 * S, masterEndsAt: NOW + 93 * S });
    expect(countdownSeconds(state, NOW + 3 * S)).toBe(90);
    expect(currentYaleStep(state)).toBe('exclusion');
    state = run(state, [20 * S, message({ state: 'RemoveNode', status: 'Done', nodeId: 0 })]);
    expect(stageButtons(state)).toEqual(['continue']);
    state = run(state, [21 * S, { type: 'continue' }], [22 * S, { type: 'startAnswered', knownUids: ['dev-old'] }]);
    expect(state.stage.name).toBe('inclusion-start');
    expect(currentYaleStep(state)).toBe('inclusion');
    state = run(state, [30 * S, message({ state: 'AddNode', status: 'Done', nodeId: 4 })]);
    expect(currentYaleStep(state)).toBe('inclusion');
    state = run(state, [33 * S, { type: 'devicesPolled', devices: [{ uid: 'dev-lock', localId: '4', sensors: [{ sensorType: 'DoorLocked', value: 'True', timeIssued: null }] }] }]);
    expect(state.stage).toEqual({ name: 'inclusion-success', deviceUid: 'dev-lock' });
    expect(currentYaleStep(state)).toBe('location');
  });

  it('exclusion: master code, then exclusion, ending on Done', () => {
    const state = run(yaleExcluding('exclusion'), [10 * S, message({ state: 'RemoveNode', status: 'Done', nodeId: 3 })]);
    expect(state.stage.name).toBe('exclusion-success');
    expect(stageButtons(state)).toEqual(['done']);
    expect(yaleSteps(state)).toEqual(['masterCode', 'exclusion']);
  });

  it('the header has four steps for an inclusion and none outside the Yale flow', () => {
    expect(yaleSteps(initialPairing('inclusion'))).toEqual(['masterCode', 'exclusion', 'inclusion', 'location']);
    expect(currentYaleStep(initialPairing('inclusion', { askYale: true }))).toBeNull();
    expect(currentYaleStep(transition(initialPairing('inclusion', { askYale: true }), { type: 'no' }, NOW))).toBeNull();
  });

  it('the keypad entries use the menu codes 7, then 3 or 1 (spec 02 §9)', () => {
    expect(keypadEntry('482915', 'exclusion')).toBe('482915#7#3#');
    expect(keypadEntry('482915', 'inclusion')).toBe('482915#7#1#');
  });
});

describe('Yale exclusion retries (up to 3 tries, spec 02 §8, §9)', () => {
  it.each<[string, Operation, number, ErrorButton[]]>([
    ['first failure, including', 'inclusion', 1, ['tryAgain', 'skipExclusion']],
    ['second failure, including', 'inclusion', 2, ['tryAgain', 'skipExclusion']],
    ['third failure, including: reset instead of retry', 'inclusion', 3, ['skipExclusion', 'resetController']],
    ['first failure, excluding', 'exclusion', 1, ['tryAgain']],
    ['third failure, excluding', 'exclusion', 3, ['resetController', 'goBack']],
  ])('%s', (_case, mode, failures, buttons) => {
    let state = timesOut(yaleExcluding(mode), 90 * S);
    for (let n = 1; n < failures; n += 1) {
      const at = n * 100 * S;
      state = timesOut(run(state, [at, { type: 'tryAgain' }], [at, { type: 'startAnswered', knownUids: [] }]), at + 90 * S);
    }
    expect(state.error).toEqual({ kind: 'yaleExclude' });
    expect(state.yaleExclusionFailures).toBe(failures);
    expect(yaleTriesLeft(state)).toBe(3 - failures);
    expect(errorStageOf(state)).toBe('yale exclusion');
    expect(errorButtons(state)).toEqual(buttons);
  });

  it('a hub failure while excluding counts too; the third try may succeed', () => {
    let state = run(yaleExcluding('inclusion'), [5 * S, message({ state: 'RemoveNode', status: 'Failed' })]);
    state = run(state, [6 * S, { type: 'tryAgain' }], [7 * S, { type: 'startAnswered', knownUids: [] }], [8 * S, message({ state: 'RemoveNode', status: 'Failed' })]);
    expect(state.yaleExclusionFailures).toBe(2);
    state = run(state, [9 * S, { type: 'tryAgain' }], [10 * S, { type: 'startAnswered', knownUids: [] }], [20 * S, message({ state: 'RemoveNode', status: 'Done', nodeId: 0 })]);
    expect(state.stage.name).toBe('exclusion-success');
    expect(state.error).toBeNull();
  });

  it('Try Again is refused once the tries are used up; Reset Controller leaves the state as it is', () => {
    let state = timesOut(yaleExcluding('inclusion'), 90 * S);
    state = timesOut(run(state, [100 * S, { type: 'tryAgain' }], [100 * S, { type: 'startAnswered', knownUids: [] }]), 190 * S);
    state = timesOut(run(state, [200 * S, { type: 'tryAgain' }], [200 * S, { type: 'startAnswered', knownUids: [] }]), 290 * S);
    expect(transition(state, { type: 'tryAgain' }, NOW + 300 * S)).toBe(state);
    expect(transition(state, { type: 'resetController' }, NOW + 300 * S)).toBe(state);
    expect(transition(state, { type: 'skipExclusion' }, NOW + 300 * S).stage.name).toBe('inclusion-prep');
  });

  it('a failed start call stays a prep error, not counted', () => {
    const state = run(initialPairing('exclusion', { askYale: true }), [0, { type: 'yes' }], [0, { type: 'masterCodes', codes }], [0, { type: 'start' }], [S, { type: 'startFailed' }]);
    expect(state.error).toEqual({ kind: 'prep' });
    expect(state.yaleExclusionFailures).toBe(0);
  });
});

describe('after a successful Reset Controller the flow starts again (issue 23)', () => {
  /** Three unheard Yale exclusions: the error offers Reset Controller. */
  const triesUsedUp = (mode: Operation): PairingState => {
    let state = timesOut(yaleExcluding(mode), 90 * S);
    for (const at of [100 * S, 200 * S]) state = timesOut(run(state, [at, { type: 'tryAgain' }], [at, { type: 'startAnswered', knownUids: [] }]), at + 90 * S);
    return state;
  };
  const reset = (state: PairingState) => transition(state, { type: 'controllerReset' }, NOW + 400 * S);

  it.each<[string, () => PairingState, Partial<PairingState> | 'unchanged']>([
    ['a Yale lock, including: back to its master code, nothing counted', () => triesUsedUp('inclusion'), { stage: { name: 'yale-master-code' }, error: null, yaleExclusionFailures: 0, attempts: 0, masterCodes: codes, yale: true }],
    ['a Yale lock, excluding: back to its master code', () => triesUsedUp('exclusion'), { stage: { name: 'yale-master-code' }, error: null, yaleExclusionFailures: 0, mode: 'exclusion' }],
    ['pairing start (its own Reset Controller): stays there', () => initialPairing('inclusion'), { stage: { name: 'pairing-start' }, error: null }],
    ['a Yale error with tries left does not offer it', () => timesOut(yaleExcluding('inclusion'), 90 * S), 'unchanged'],
    ['nor does a running inclusion', () => run(initialPairing('inclusion'), [0, { type: 'start' }]), 'unchanged'],
  ])('%s', (_case, before, expected) => {
    const state = before();
    if (expected === 'unchanged') expect(reset(state)).toBe(state);
    else expect(reset(state)).toMatchObject(expected);
  });

  it('the flow that starts again offers Start, then excludes with the full tries', () => {
    const again = reset(triesUsedUp('inclusion'));
    expect(stageButtons(again)).toEqual(['start']);
    const excluding = run(again, [401 * S, { type: 'start' }], [401 * S, { type: 'startAnswered', knownUids: [] }]);
    expect(excluding.stage.name).toBe('exclusion-start');
    expect(yaleTriesLeft(timesOut(excluding, 500 * S))).toBe(2);
  });
});

describe('handle-s-2-inclusion-attempts (decision 0156)', () => {
  const includeFails = (options: PairingOptions) =>
    run(yaleExcluding('inclusion', options), [5 * S, message({ state: 'RemoveNode', status: 'Done', nodeId: 0 })], [6 * S, { type: 'continue' }], [7 * S, { type: 'startAnswered', knownUids: [] }], [8 * S, message({ state: 'AddNode', status: 'Failed' })]);

  it.each<[string, PairingOptions, ErrorButton[]]>([
    ['flag on: a failed Yale inclusion offers Exclude at once', { exclusionHint: true, handleS2: true }, ['tryAgain', 'exclude']],
    ['flag off: the exclusion hint waits for a second attempt', { exclusionHint: true }, ['tryAgain']],
  ])('%s', (_case, options, buttons) => {
    expect(errorButtons(includeFails(options))).toEqual(buttons);
  });

  it('does nothing for a device that is not a Yale lock', () => {
    const state = run(initialPairing('inclusion', { exclusionHint: true, handleS2: true }), [0, { type: 'start' }], [0, { type: 'startAnswered', knownUids: [] }], [5 * S, message({ state: 'AddNode', status: 'Failed' })]);
    expect(errorButtons(state)).toEqual(['tryAgain']);
  });

  it('Exclude runs the Yale exclusion again, with its 90 s countdown', () => {
    const state = run(includeFails({ handleS2: true, exclusionHint: true }), [9 * S, { type: 'exclude' }], [10 * S, { type: 'startAnswered', knownUids: [] }]);
    expect(state.stage).toMatchObject({ name: 'exclusion-start', countdownEndsAt: NOW + 100 * S });
  });
});
