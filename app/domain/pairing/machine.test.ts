import { describe, expect, it } from 'vitest';
import type { HubMessage } from '../../api/schemas';
import { errorButtons, errorButtonTable, errorStageOf, stageButtons, type ErrorButton } from './buttons';
import { countdownSeconds, transition, type PairingEvent, type PolledDevice } from './machine';
import { abortOnLeave, initialPairing, type Operation, type PairingState } from './stages';

const NOW = Date.UTC(2026, 10, 23, 9, 0);
const S = 1_000;

/** Runs events in order, each at its own time (ms after NOW). */
function run(state: PairingState, ...steps: Array<[number, PairingEvent]>): PairingState {
  return steps.reduce((current, [at, event]) => transition(current, event, NOW + at), state);
}

const message = (m: HubMessage): PairingEvent => ({ type: 'hubMessage', message: m });
const started = (mode: Operation, options: Parameters<typeof initialPairing>[1] = {}) =>
  run(initialPairing(mode, options), [0, { type: 'start' }], [0, { type: 'startAnswered', knownUids: ['dev-old'] }]);
const sensor = { sensorType: 'BatteryLevel', value: '100', timeIssued: null };

describe('inclusion, stage by stage (spec 02 §4)', () => {
  it('pairing start, prep, inclusion start, including, device info, success', () => {
    let state = initialPairing('inclusion');
    expect(state.stage.name).toBe('pairing-start');
    state = transition(state, { type: 'start' }, NOW);
    expect(state.stage).toEqual({ name: 'inclusion-prep', masterEndsAt: NOW + 90 * S });
    state = transition(state, { type: 'startAnswered', knownUids: ['dev-old'] }, NOW + S);
    expect(state.stage).toEqual({ name: 'inclusion-start', countdownEndsAt: NOW + 91 * S, masterEndsAt: NOW + 91 * S });
    state = transition(state, message({ state: 'AddNode', status: 'GettingNodeInfo' }), NOW + 20 * S);
    expect(state.stage).toEqual({ name: 'including', masterEndsAt: NOW + 110 * S });
    state = transition(state, message({ state: 'AddNode', status: 'Done', nodeId: 14 }), NOW + 30 * S);
    expect(state.stage.name).toBe('device-info');
    const listed: PolledDevice = { uid: 'dev-new', localId: '14', sensors: [] };
    state = transition(state, { type: 'devicesPolled', devices: [{ uid: 'dev-old', localId: '2', sensors: [sensor] }, listed] }, NOW + 33 * S);
    expect(state.stage).toMatchObject({ name: 'device-info', found: 'dev-new' });
    state = transition(state, { type: 'devicesPolled', devices: [{ ...listed, sensors: [sensor] }] }, NOW + 36 * S);
    expect(state.stage).toEqual({ name: 'inclusion-success', deviceUid: 'dev-new' });
    expect(state.error).toBeNull();
  });

  it('without a node id, device info takes the device that was not on the hub when inclusion started', () => {
    const state = run(
      started('inclusion'),
      [5 * S, message({ state: 'NetworkChanged', status: 'Done' })],
      [8 * S, { type: 'devicesPolled', devices: [{ uid: 'dev-old', localId: '2', sensors: [sensor] }, { uid: 'dev-new', localId: '9', sensors: [sensor] }] }],
    );
    expect(state.stage).toEqual({ name: 'inclusion-success', deviceUid: 'dev-new' });
  });

  it('a failed start call is a prep error; Try Again asks again', () => {
    let state = run(initialPairing('inclusion'), [0, { type: 'start' }], [S, { type: 'startFailed', detail: 'HTTP 504' }]);
    expect(state.error).toEqual({ kind: 'prep', detail: 'HTTP 504' });
    expect(errorButtons(state)).toEqual(['tryAgain']);
    state = transition(state, { type: 'tryAgain' }, NOW + 2 * S);
    expect(state.stage).toEqual({ name: 'inclusion-prep', masterEndsAt: NOW + 92 * S });
    expect(state.error).toBeNull();
  });
});

describe('exclusion, stage by stage', () => {
  it('pairing start, prep, exclusion start, excluding, success', () => {
    let state = started('exclusion');
    expect(state.stage).toEqual({ name: 'exclusion-start', countdownEndsAt: NOW + 30 * S, masterEndsAt: NOW + 90 * S });
    state = transition(state, message({ state: 'DetailedNodeTotals', status: '5' }), NOW + 10 * S);
    expect(state.stage.name).toBe('excluding');
    state = transition(state, message({ state: 'RemoveNode', status: 'Done', nodeId: 4 }), NOW + 12 * S);
    expect(state.stage.name).toBe('exclusion-success');
    expect(stageButtons(state)).toEqual(['done']);
  });

  it('an exclusion run before an inclusion goes on to include', () => {
    let state = run(started('inclusion'), [90 * S, { type: 'tick' }], [91 * S, { type: 'exclude' }]);
    // The exclusion-hint flag is off, so Exclude shows after the first failure.
    expect(state.stage.name).toBe('exclusion-prep');
    state = run(state, [92 * S, { type: 'startAnswered', knownUids: [] }], [95 * S, message({ state: 'RemoveNode', status: 'Done' })]);
    expect(state.stage.name).toBe('exclusion-success');
    expect(stageButtons(state)).toEqual(['continue']);
    state = transition(state, { type: 'continue' }, NOW + 100 * S);
    expect(state.stage.name).toBe('inclusion-prep');
    expect(state.attempts).toBe(1);
  });
});

describe('the error buttons (spec 02 §4 "Errors inside the flow")', () => {
  it('holds the spec table row for row', () => {
    expect(errorButtonTable.map((row) => [row.stage, row.buttons.map((b) => b.button)])).toEqual([
      ['pairing start', ['goBack']],
      ['prep', ['tryAgain']],
      ['exclusion start', ['tryAgain', 'skipExclusion']],
      ['inclusion start or including', ['tryAgain', 'exclude']],
      ['excluding', ['tryAgain']],
      ['device info error', ['exclude']],
      ['sensors failed', ['exclude']],
      ['yale exclusion', ['tryAgain', 'skipExclusion', 'resetController', 'goBack']],
    ]);
  });

  it.each<[string, () => PairingState, string, ErrorButton[]]>([
    ['a stream failure returns to pairing start', () => transition(started('inclusion'), { type: 'streamFailed', detail: 'Connection to AWS was unexpectedly closed.' }, NOW), 'pairing start', ['goBack']],
    ['prep', () => run(initialPairing('exclusion'), [0, { type: 'start' }], [S, { type: 'startFailed' }]), 'prep', ['tryAgain']],
    ['exclusion start, excluding only', () => run(started('exclusion'), [30 * S, { type: 'tick' }]), 'exclusion start', ['tryAgain']],
    [
      'exclusion start, when including',
      () => run(started('inclusion'), [90 * S, { type: 'tick' }], [91 * S, { type: 'exclude' }], [92 * S, { type: 'startAnswered', knownUids: [] }], [122 * S, { type: 'tick' }]),
      'exclusion start',
      ['tryAgain', 'skipExclusion'],
    ],
    ['inclusion start, hint flag off', () => run(started('inclusion'), [90 * S, { type: 'tick' }]), 'inclusion start or including', ['tryAgain', 'exclude']],
    ['inclusion start, hint flag on, first attempt', () => run(started('inclusion', { exclusionHint: true }), [90 * S, { type: 'tick' }]), 'inclusion start or including', ['tryAgain']],
    [
      'including, hint flag on, second attempt',
      () =>
        run(
          started('inclusion', { exclusionHint: true }),
          [5 * S, message({ state: 'AddNode', status: 'Failed' })],
          [6 * S, { type: 'tryAgain' }],
          [7 * S, { type: 'startAnswered', knownUids: [] }],
          [8 * S, message({ state: 'AddNode', status: 'ProtocolDone' })],
          [9 * S, message({ state: 'AddNode', status: 'Failed' })],
        ),
      'inclusion start or including',
      ['tryAgain', 'exclude'],
    ],
    ['excluding', () => run(started('exclusion'), [5 * S, message({ state: 'DetailedNodeTotals', status: '1' })], [6 * S, message({ state: 'RemoveNode', status: 'Failed' })]), 'excluding', ['tryAgain']],
    [
      'device info error (the device never listed)',
      () => run(started('inclusion'), [5 * S, message({ state: 'AddNode', status: 'Done', nodeId: 7 })], [95 * S, { type: 'tick' }]),
      'device info error',
      ['exclude'],
    ],
    [
      'sensors failed (listed, never reported)',
      () =>
        run(
          started('inclusion'),
          [5 * S, message({ state: 'AddNode', status: 'Done', nodeId: 7 })],
          [8 * S, { type: 'devicesPolled', devices: [{ uid: 'dev-7', localId: '7', sensors: [] }] }],
          [95 * S, { type: 'tick' }],
        ),
      'sensors failed',
      ['exclude'],
    ],
  ])('%s', (_case, reach, stage, buttons) => {
    const state = reach();
    expect(errorStageOf(state)).toBe(stage);
    expect(errorButtons(state)).toEqual(buttons);
  });

  it.each<[string, () => PairingState, 'stays' | 'pairing start']>([
    ['inclusion start: back to pairing start (spec 02 §4)', () => started('inclusion'), 'pairing start'],
    ['including', () => run(started('inclusion'), [20 * S, message({ state: 'AddNode', status: 'GettingNodeInfo' })]), 'pairing start'],
    ['excluding', () => run(started('exclusion'), [5 * S, message({ state: 'DetailedNodeTotals', status: '1' })]), 'pairing start'],
    ['device info, the device joined: it stays (decision 0267)', () => run(started('inclusion'), [5 * S, message({ state: 'AddNode', status: 'Done', nodeId: 7 })]), 'stays'],
    [
      "naming ('Where is it located?'): it stays",
      () => run(started('inclusion'), [5 * S, message({ state: 'AddNode', status: 'Done', nodeId: 7 })], [8 * S, { type: 'devicesPolled', devices: [{ uid: 'dev-7', localId: '7', sensors: [sensor] }] }]),
      'stays',
    ],
    ['a device info error: back to pairing start', () => run(started('inclusion'), [5 * S, message({ state: 'AddNode', status: 'Done', nodeId: 7 })], [95 * S, { type: 'tick' }]), 'pairing start'],
  ])('a stream failure in %s', (_case, reach, expected) => {
    const state = reach();
    const after = transition(state, { type: 'streamFailed', detail: 'Connection to AWS was unexpectedly closed.' }, NOW + 100 * S);
    if (expected === 'stays') expect(after).toBe(state);
    else expect(after).toMatchObject({ stage: { name: 'pairing-start' }, error: { kind: 'start', detail: 'Connection to AWS was unexpectedly closed.' } });
  });

  it('the error kinds of spec 02 §8', () => {
    expect(transition(started('inclusion'), { type: 'streamFailed', detail: 'x' }, NOW).error).toEqual({ kind: 'start', detail: 'x' });
    expect(run(started('exclusion'), [30 * S, { type: 'tick' }]).error).toEqual({ kind: 'exclude' });
    expect(run(started('inclusion'), [90 * S, { type: 'tick' }]).error).toEqual({ kind: 'include' });
    const info = run(started('inclusion'), [5 * S, message({ state: 'AddNode', status: 'Done', nodeId: 7 })]);
    expect(run(info, [95 * S, { type: 'tick' }]).error).toEqual({ kind: 'sensorsError' });
    expect(run(info, [6 * S, { type: 'devicesPolled', devices: [{ uid: 'd', localId: '7', sensors: [] }] }], [95 * S, { type: 'tick' }]).error).toEqual({ kind: 'sensorsFailed' });
  });

  it('a button the table does not offer does nothing', () => {
    const failed = run(started('exclusion'), [30 * S, { type: 'tick' }]);
    expect(transition(failed, { type: 'skipExclusion' }, NOW + 31 * S)).toBe(failed);
    expect(transition(failed, { type: 'exclude' }, NOW + 31 * S)).toBe(failed);
  });

  it('Skip Exclusion goes on to include; Exclude after a sensors failure excludes first', () => {
    const skipped = run(
      started('inclusion'),
      [90 * S, { type: 'tick' }],
      [91 * S, { type: 'exclude' }],
      [92 * S, { type: 'startAnswered', knownUids: [] }],
      [122 * S, { type: 'tick' }],
      [123 * S, { type: 'skipExclusion' }],
    );
    expect(skipped.stage.name).toBe('inclusion-prep');
    const excluded = run(started('inclusion'), [5 * S, message({ state: 'AddNode', status: 'Done', nodeId: 7 })], [95 * S, { type: 'tick' }], [96 * S, { type: 'exclude' }]);
    expect(excluded.stage.name).toBe('exclusion-prep');
  });

  it('while an error shows, hub messages and time change nothing', () => {
    const failed = run(started('inclusion'), [5 * S, message({ state: 'AddNode', status: 'Failed' })]);
    expect(transition(failed, message({ state: 'AddNode', status: 'Done', nodeId: 3 }), NOW + 6 * S)).toBe(failed);
    expect(transition(failed, { type: 'tick' }, NOW + 600 * S)).toBe(failed);
  });
});

describe('inclusion attempts', () => {
  it('are counted on inclusion errors only', () => {
    let state = started('inclusion');
    state = run(state, [90 * S, { type: 'tick' }]);
    expect(state.attempts).toBe(1);
    state = run(state, [91 * S, { type: 'tryAgain' }], [92 * S, { type: 'startAnswered', knownUids: [] }], [93 * S, message({ state: 'AddNode', status: 'Failed' })]);
    expect(state.attempts).toBe(2);
    // An exclusion error in between does not count.
    state = run(state, [94 * S, { type: 'exclude' }], [95 * S, { type: 'startAnswered', knownUids: [] }], [125 * S, { type: 'tick' }]);
    expect(state.error?.kind).toBe('exclude');
    expect(state.attempts).toBe(2);
    // Nor does a failed start call.
    state = run(state, [126 * S, { type: 'skipExclusion' }], [127 * S, { type: 'startFailed' }]);
    expect(state.error?.kind).toBe('prep');
    expect(state.attempts).toBe(2);
  });
});

describe('timeouts, on the clock passed in', () => {
  it('the exclusion countdown is 30 s for a device other than a Yale lock', () => {
    const state = started('exclusion');
    expect(countdownSeconds(state, NOW)).toBe(30);
    expect(transition(state, { type: 'tick' }, NOW + 29_999).error).toBeNull();
    expect(transition(state, { type: 'tick' }, NOW + 30_000).error).toEqual({ kind: 'exclude' });
  });

  it('the exclusion countdown is 90 s for a Yale lock', () => {
    const state = started('exclusion', { yale: true });
    expect(countdownSeconds(state, NOW)).toBe(90);
    expect(transition(state, { type: 'tick' }, NOW + 89_999).error).toBeNull();
    expect(transition(state, { type: 'tick' }, NOW + 90_000).error).toEqual({ kind: 'yaleExclude' });
  });

  it('the inclusion countdown is 90 s, shown in whole seconds', () => {
    const state = started('inclusion');
    expect([0, 400, 1_000, 89_001, 90_000, 95_000].map((ms) => countdownSeconds(state, NOW + ms))).toEqual([90, 90, 89, 1, 0, 0]);
    expect(transition(state, { type: 'tick' }, NOW + 89_999).error).toBeNull();
    expect(transition(state, { type: 'tick' }, NOW + 90_000).error).toEqual({ kind: 'include' });
  });

  it('the master timeout is 90 s after the last progress message', () => {
    let state = run(started('inclusion'), [60 * S, message({ state: 'AddNode', status: 'GettingNodeInfo' })]);
    state = run(state, [120 * S, message({ state: 'DetailedNodeTotals', status: '2' })]);
    expect(transition(state, { type: 'tick' }, NOW + 209_999).error).toBeNull();
    expect(transition(state, { type: 'tick' }, NOW + 210_000).error).toEqual({ kind: 'include' });
  });

  it('a progress message that moves nothing restarts the master timer, not the countdown', () => {
    const state = run(started('exclusion', { yale: true }), [80 * S, message({ state: 'RemoveNode', status: 'Started' })]);
    expect(state.stage).toEqual({ name: 'exclusion-start', countdownEndsAt: NOW + 90 * S, masterEndsAt: NOW + 170 * S });
    expect(transition(state, { type: 'tick' }, NOW + 90 * S).error).toEqual({ kind: 'yaleExclude' });
  });

  it('the excluding stage times out 90 s after its last message', () => {
    const state = run(started('exclusion'), [10 * S, message({ state: 'DetailedNodeTotals', status: '1' })]);
    expect(transition(state, { type: 'tick' }, NOW + 99_999).error).toBeNull();
    expect(transition(state, { type: 'tick' }, NOW + 100_000).error).toEqual({ kind: 'exclude' });
  });

  it('a start call that does not answer within 90 s is a prep error', () => {
    const state = transition(initialPairing('inclusion'), { type: 'start' }, NOW);
    expect(transition(state, { type: 'tick' }, NOW + 89_999).error).toBeNull();
    expect(transition(state, { type: 'tick' }, NOW + 90_000).error).toEqual({ kind: 'prep' });
  });

  it('device info gives up 90 s after AddNode Done', () => {
    const state = run(started('inclusion'), [10 * S, message({ state: 'AddNode', status: 'Done', nodeId: 7 })]);
    expect(transition(state, { type: 'tick' }, NOW + 99_999).error).toBeNull();
    expect(transition(state, { type: 'tick' }, NOW + 100_000).error).toEqual({ kind: 'sensorsError' });
  });

  it('pairing start and the success stages have no deadline', () => {
    const idle = initialPairing('inclusion');
    expect(transition(idle, { type: 'tick' }, NOW + 3_600 * S)).toBe(idle);
    const done = run(started('exclusion'), [S, message({ state: 'RemoveNode', status: 'Done' })]);
    expect(transition(done, { type: 'tick' }, NOW + 3_600 * S)).toBe(done);
  });
});

describe('leaving the screen (spec 02 §4)', () => {
  it.each<[string, () => PairingState, Operation | null]>([
    ['before Start', () => initialPairing('inclusion'), null],
    ['in prep', () => transition(initialPairing('exclusion'), { type: 'start' }, NOW), 'exclusion'],
    ['in inclusion start', () => started('inclusion'), 'inclusion'],
    ['while including', () => run(started('inclusion'), [S, message({ state: 'AddNode', status: 'ProtocolDone' })]), 'inclusion'],
    ['while excluding before an inclusion', () => run(started('inclusion'), [90 * S, { type: 'tick' }], [91 * S, { type: 'exclude' }]), 'exclusion'],
    ['in device info', () => run(started('inclusion'), [S, message({ state: 'AddNode', status: 'Done', nodeId: 2 })]), null],
    ['after an error', () => run(started('inclusion'), [S, message({ state: 'AddNode', status: 'Failed' })]), null],
    ['after success', () => run(started('exclusion'), [S, message({ state: 'RemoveNode', status: 'Done' })]), null],
  ])('%s aborts %s', (_case, reach, operation) => {
    expect(abortOnLeave(reach())).toBe(operation);
  });
});
