/**
 * The Z-Wave setup flow as one pure transition (spec 02 §4): a state and an event in, the next
 * state out. Time comes in as `now` (the caller reads Date.now(), which the simulator's clock
 * drives), and every timer is a deadline in the state that a `tick` compares with it.
 */
import type { HubMessage, LiveDevice } from '../../api/schemas';
import { errorButtons, stageButtons, type ErrorButton } from './buttons';
import { hubMessageResult } from './hubMessages';
import { errorKindOf, operationOf, survivesStreamFailure, type ErrorKind, type MasterCodes, type Operation, type PairingState, type Stage } from './stages';
import { DEVICE_INFO_TIMEOUT_MS, EXCLUSION_COUNTDOWN_MS, MASTER_TIMEOUT_MS, START_COUNTDOWN_MS } from './timing';

export type PolledDevice = Pick<LiveDevice, 'uid' | 'localId' | 'sensors'>;

export type PairingEvent =
  /** The installer answered the Yale question. */
  | { type: 'yes' }
  | { type: 'no' }
  /** The master codes to show, fetched or generated (domain/pairing/masterCode.ts). */
  | { type: 'masterCodes'; codes: MasterCodes }
  /** The installer pressed Start on pairing start, or on 'Program the master code' (a Yale lock is excluded first). */
  | { type: 'start' }
  /** The hub accepted the start call; `knownUids` are the hub's devices at that moment. */
  | { type: 'startAnswered'; knownUids: readonly string[] }
  | { type: 'startFailed'; detail?: string }
  | { type: 'hubMessage'; message: HubMessage }
  | { type: 'devicesPolled'; devices: readonly PolledDevice[] }
  /** Time has passed: deadlines are checked. */
  | { type: 'tick' }
  | { type: 'streamFailed'; detail: string }
  | { type: 'continue' }
  /** The hub answered 'Reset Controller' with success: every included device is gone. */
  | { type: 'controllerReset' }
  | { type: ErrorButton };

const prep = (operation: Operation, now: number): Stage =>
  operation === 'inclusion' ? { name: 'inclusion-prep', masterEndsAt: now + MASTER_TIMEOUT_MS } : { name: 'exclusion-prep', masterEndsAt: now + MASTER_TIMEOUT_MS };

function countdownMs(state: PairingState, operation: Operation): number {
  return operation === 'exclusion' && !state.yale ? EXCLUSION_COUNTDOWN_MS : START_COUNTDOWN_MS;
}

function fail(state: PairingState, failure: ErrorKind, detail?: string): PairingState {
  // A Yale lock's exclusion errors have their own variants and are counted for the retry limit.
  const kind = failure === 'exclude' && state.yale ? 'yaleExclude' : failure;
  // Inclusion attempts are counted on inclusion errors.
  const attempts = kind === 'include' ? state.attempts + 1 : state.attempts;
  const yaleExclusionFailures = kind === 'yaleExclude' ? state.yaleExclusionFailures + 1 : state.yaleExclusionFailures;
  return { ...state, attempts, yaleExclusionFailures, error: detail === undefined ? { kind } : { kind, detail } };
}

const failedOperation = (operation: Operation): ErrorKind => (operation === 'inclusion' ? 'include' : 'exclude');

/** Stages that wait for the hub: its messages count there, and only there. */
function waitsForHub(stage: Stage): stage is Extract<Stage, { masterEndsAt: number }> {
  return 'masterEndsAt' in stage;
}

function progressStage(operation: Operation, now: number): Stage {
  const masterEndsAt = now + MASTER_TIMEOUT_MS;
  return operation === 'inclusion' ? { name: 'including', masterEndsAt } : { name: 'excluding', masterEndsAt };
}

function onHubMessage(state: PairingState, message: HubMessage, now: number): PairingState {
  const { stage } = state;
  if (!waitsForHub(stage)) return state;
  const operation = operationOf(state);
  const result = hubMessageResult(message, operation);
  const deviceInfo = (nodeId: number | null): PairingState => ({
    ...state,
    stage: { name: 'device-info', nodeId, found: null, endsAt: now + DEVICE_INFO_TIMEOUT_MS },
  });
  switch (result) {
    case null:
      return state;
    case 'error':
      return fail(state, failedOperation(operation));
    case 'device info':
      return deviceInfo(message.nodeId ?? null);
    case 'exclusion success':
      return { ...state, stage: { name: 'exclusion-success' } };
    case 'success for the current mode':
      return operation === 'exclusion' ? { ...state, stage: { name: 'exclusion-success' } } : deviceInfo(null);
    case 'including':
      return { ...state, stage: progressStage(operation, now) };
    case 'progress':
      // Each progress message restarts the master timer; the start countdown keeps running.
      return { ...state, stage: { ...stage, masterEndsAt: now + MASTER_TIMEOUT_MS } };
  }
}

function onDevicesPolled(state: PairingState, devices: readonly PolledDevice[]): PairingState {
  const { stage } = state;
  if (stage.name !== 'device-info') return state;
  const device =
    stage.nodeId === null
      ? devices.find((candidate) => !state.knownUids.includes(candidate.uid))
      : devices.find((candidate) => candidate.localId === String(stage.nodeId));
  if (!device) return state;
  if (device.sensors.length > 0) return { ...state, stage: { name: 'inclusion-success', deviceUid: device.uid } };
  return { ...state, stage: { ...stage, found: device.uid } };
}

function onTick(state: PairingState, now: number): PairingState {
  const { stage } = state;
  const operation = operationOf(state);
  switch (stage.name) {
    case 'exclusion-prep':
    case 'inclusion-prep':
      return now >= stage.masterEndsAt ? fail(state, 'prep') : state;
    case 'exclusion-start':
    case 'inclusion-start':
      return now >= stage.countdownEndsAt || now >= stage.masterEndsAt ? fail(state, failedOperation(operation)) : state;
    case 'excluding':
    case 'including':
      return now >= stage.masterEndsAt ? fail(state, failedOperation(operation)) : state;
    case 'device-info':
      // Listed but silent is 'sensors failed'; never listed is the device-info error.
      return now >= stage.endsAt ? fail(state, stage.found ? 'sensorsFailed' : 'sensorsError') : state;
    case 'choose-device':
    case 'yale-codes':
    case 'yale-master-code':
    case 'pairing-start':
    case 'exclusion-success':
    case 'inclusion-success':
      return state;
  }
}

function onErrorButton(state: PairingState, button: ErrorButton, now: number): PairingState {
  if (!errorButtons(state).includes(button)) return state;
  const cleared = { ...state, error: null };
  switch (button) {
    case 'tryAgain':
      return { ...cleared, stage: prep(operationOf(state), now) };
    case 'skipExclusion':
      return { ...cleared, stage: prep('inclusion', now) };
    case 'exclude':
      return { ...cleared, stage: prep('exclusion', now) };
    case 'goBack':
    case 'resetController':
      // The screen closes, or opens the reset dialog; the state stays as it was.
      return state;
  }
}

/** Start: a Yale lock past 'Program the master code' is excluded first, whatever the mode. */
function onStart(state: PairingState, now: number): PairingState {
  if (state.stage.name === 'pairing-start') return { ...state, stage: prep(state.mode, now) };
  if (state.stage.name === 'yale-master-code') return { ...state, stage: prep('exclusion', now) };
  return state;
}

/**
 * After a successful controller reset the flow starts again from its first step with nothing
 * counted (issue 23): a Yale lock from 'Program the master code' with the codes it had, any other
 * device from pairing start. Only where Reset Controller is offered: pairing start, or a Yale
 * error whose tries are used up.
 */
function onControllerReset(state: PairingState): PairingState {
  const offered = state.error ? errorButtons(state).includes('resetController') : state.stage.name === 'pairing-start';
  if (!offered) return state;
  const stage: Stage = state.yale && state.masterCodes ? { name: 'yale-master-code' } : { name: 'pairing-start' };
  return { ...state, stage, error: null, attempts: 0, yaleExclusionFailures: 0, knownUids: [] };
}

const isErrorButton = (type: PairingEvent['type']): type is ErrorButton =>
  type === 'goBack' || type === 'tryAgain' || type === 'skipExclusion' || type === 'exclude' || type === 'resetController';

export function transition(state: PairingState, event: PairingEvent, now: number): PairingState {
  if (event.type === 'streamFailed') {
    if (survivesStreamFailure(state)) return state;
    return { ...state, stage: { name: 'pairing-start' }, error: { kind: errorKindOf('pairing-start'), detail: event.detail } };
  }
  if (event.type === 'controllerReset') return onControllerReset(state);
  if (state.error) return isErrorButton(event.type) ? onErrorButton(state, event.type, now) : state;
  const { stage } = state;
  switch (event.type) {
    case 'yes':
      return stage.name === 'choose-device' ? { ...state, yale: true, stage: { name: 'yale-codes' } } : state;
    case 'no':
      return stage.name === 'choose-device' ? { ...state, yale: false, stage: { name: 'pairing-start' } } : state;
    case 'masterCodes':
      return stage.name === 'yale-codes' ? { ...state, masterCodes: event.codes, stage: { name: 'yale-master-code' } } : state;
    case 'start':
      return onStart(state, now);
    case 'startAnswered': {
      if (stage.name !== 'exclusion-prep' && stage.name !== 'inclusion-prep') return state;
      const operation = operationOf(state);
      const timers = { countdownEndsAt: now + countdownMs(state, operation), masterEndsAt: now + MASTER_TIMEOUT_MS };
      return operation === 'inclusion'
        ? { ...state, knownUids: event.knownUids, stage: { name: 'inclusion-start', ...timers } }
        : { ...state, stage: { name: 'exclusion-start', ...timers } };
    }
    case 'startFailed':
      return stage.name === 'exclusion-prep' || stage.name === 'inclusion-prep' ? fail(state, 'prep', event.detail) : state;
    case 'hubMessage':
      return onHubMessage(state, event.message, now);
    case 'devicesPolled':
      return onDevicesPolled(state, event.devices);
    case 'tick':
      return onTick(state, now);
    case 'continue':
      return stageButtons(state).includes('continue') ? { ...state, stage: prep('inclusion', now) } : state;
    case 'goBack':
    case 'tryAgain':
    case 'skipExclusion':
    case 'exclude':
    case 'resetController':
      return state;
  }
}

/** Whole seconds left on the start countdown, for the big display; null outside the start stages. */
export function countdownSeconds(state: PairingState, now: number): number | null {
  const { stage } = state;
  if (state.error || (stage.name !== 'exclusion-start' && stage.name !== 'inclusion-start')) return null;
  return Math.max(0, Math.ceil((stage.countdownEndsAt - now) / 1000));
}
