/**
 * The Z-Wave setup flow's stages (spec 02 §4 'Z-Wave stages') as a union, and the state the pure
 * transition in ./machine.ts moves between. Deadlines are times on the one clock, so a screen only
 * compares them with Date.now(). The Yale flow (spec 02 §4 'Yale flow') adds its stages to this
 * union: the Yale question, fetching the master codes and programming the master code; then a Yale
 * lock is excluded first (90 s) and included with the same stages as any device.
 */

/** What the hub is asked to do; also what the installer came to do (`PairingState.mode`). */
export type Operation = 'inclusion' | 'exclusion';

export type Stage =
  /** The Yale question (Yes/No), asked with the yale-lock-master-codes flag. */
  | { name: 'choose-device' }
  /** The unit's master codes are fetched (or, failing that, a code is generated and saved). */
  | { name: 'yale-codes' }
  /** 'Program the master code': the active code large, the inactive ones offered. */
  | { name: 'yale-master-code' }
  | { name: 'pairing-start' }
  /** The hub's start call is under way; it must answer within the master timeout. */
  | { name: 'exclusion-prep'; masterEndsAt: number }
  | { name: 'exclusion-start'; countdownEndsAt: number; masterEndsAt: number }
  | { name: 'excluding'; masterEndsAt: number }
  | { name: 'exclusion-success' }
  | { name: 'inclusion-prep'; masterEndsAt: number }
  | { name: 'inclusion-start'; countdownEndsAt: number; masterEndsAt: number }
  | { name: 'including'; masterEndsAt: number }
  /**
   * The device list is polled for the new node. `nodeId` comes with AddNode Done (null when the hub
   * only said NetworkChanged); `found` is the device's uid once it is listed, before its sensors report.
   */
  | { name: 'device-info'; nodeId: number | null; found: string | null; endsAt: number }
  | { name: 'inclusion-success'; deviceUid: string };

export type StageName = Stage['name'];

/** The error kinds of spec 02 §8, each with its own text. */
export type ErrorKind = 'start' | 'prep' | 'exclude' | 'yaleExclude' | 'include' | 'sensorsError' | 'sensorsFailed';

export const errorKinds = ['start', 'prep', 'exclude', 'yaleExclude', 'include', 'sensorsError', 'sensorsFailed'] as const satisfies readonly ErrorKind[];

/** A Yale lock's master codes for the unit (spec 02 §3): the one to use, and older ones it may still hold. */
export interface MasterCodes {
  active: string;
  inactive: readonly string[];
}

export interface PairingError {
  kind: ErrorKind;
  /** A message to show under the kind's text, such as the stream's failure. */
  detail?: string;
}

export interface PairingState {
  /** What the installer came to do; an inclusion may run an exclusion first (Exclude, Yale). */
  mode: Operation;
  /** A Yale lock gets the 90 s exclusion countdown (spec 02 §9). */
  yale: boolean;
  stage: Stage;
  /** Any stage can flag an error; the stage stays where it failed, for the error buttons. */
  error: PairingError | null;
  /** Inclusion attempts, counted on inclusion errors (spec 02 §4). */
  attempts: number;
  /** The exclusion-hint flag: the Exclude button after an inclusion error waits for a second attempt. */
  exclusionHint: boolean;
  /** The handle-s-2-inclusion-attempts flag (decision 0156): a failed Yale inclusion offers Exclude at once. */
  handleS2: boolean;
  /** The Yale lock's master codes, once fetched or generated. */
  masterCodes: MasterCodes | null;
  /** Failed Yale exclusions: Try Again is offered up to YALE_EXCLUSION_TRIES in all (spec 02 §9). */
  yaleExclusionFailures: number;
  /** The hub's devices when the hub started including: device info looks for one that is not among them. */
  knownUids: readonly string[];
}

export interface PairingOptions {
  yale?: boolean;
  exclusionHint?: boolean;
  /** The yale-lock-master-codes flag: the flow opens on the Yale question. */
  askYale?: boolean;
  handleS2?: boolean;
}

export function initialPairing(mode: Operation, options: PairingOptions = {}): PairingState {
  return {
    mode,
    yale: options.yale ?? false,
    exclusionHint: options.exclusionHint ?? false,
    handleS2: options.handleS2 ?? false,
    masterCodes: null,
    yaleExclusionFailures: 0,
    stage: options.askYale ? { name: 'choose-device' } : { name: 'pairing-start' },
    error: null,
    attempts: 0,
    knownUids: [],
  };
}

const exclusionStages = new Set<StageName>(['exclusion-prep', 'exclusion-start', 'excluding', 'exclusion-success']);

/** Stages before the hub is asked anything: they belong to the mode the installer came for. */
const beforeHubStages = new Set<StageName>(['choose-device', 'yale-codes', 'yale-master-code', 'pairing-start']);

/** Which operation a stage belongs to; the stages before the hub is asked belong to the mode. */
export function operationOf(state: Pick<PairingState, 'mode' | 'stage'>): Operation {
  if (beforeHubStages.has(state.stage.name)) return state.mode;
  return exclusionStages.has(state.stage.name) ? 'exclusion' : 'inclusion';
}

/** Stages in which the hub runs an inclusion or exclusion that leaving must abort (spec 02 §4). */
const hubBusyStages = new Set<StageName>(['exclusion-prep', 'exclusion-start', 'excluding', 'inclusion-prep', 'inclusion-start', 'including']);

/**
 * What leaving the screen must abort, if anything: not after an error, not in device info or
 * success, and not before the hub was asked to start.
 */
export function abortOnLeave(state: PairingState): Operation | null {
  if (state.error || !hubBusyStages.has(state.stage.name)) return null;
  return operationOf(state);
}

/** Stages after the new device has joined the hub: it is read, then named. */
const joinedStages = new Set<StageName>(['device-info', 'inclusion-success']);

/**
 * A stream failure no longer ends the flow once the device has joined (decision 0267): the device
 * is on the hub either way, and naming it needs the stream only for Next (spec 02 §5).
 */
export function survivesStreamFailure(state: PairingState): boolean {
  return state.error === null && joinedStages.has(state.stage.name);
}

/** The error kind a failure in this stage means (device info tells its two kinds itself). */
export function errorKindOf(stage: StageName): ErrorKind {
  switch (stage) {
    case 'choose-device':
    case 'yale-codes':
    case 'yale-master-code':
    case 'pairing-start':
      return 'start';
    case 'exclusion-prep':
    case 'inclusion-prep':
      return 'prep';
    case 'exclusion-start':
    case 'excluding':
    case 'exclusion-success':
      return 'exclude';
    case 'inclusion-start':
    case 'including':
    case 'inclusion-success':
      return 'include';
    case 'device-info':
      return 'sensorsError';
  }
}
