/**
 * Runs the pairing stage machine (domain/pairing) for the Z-Wave setup sub-page: feeds it the hub
 * stream's messages, the clock's ticks and the device list, makes the hub's start and abort calls,
 * and aborts when the page is left mid-operation (spec 02 §4).
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { api } from '../../api';
import type { HubMessage, LiveDevice } from '../../api/schemas';
import { deviceQueries } from '../../data/devices';
import { forgetPairing, readPairing, savePairing } from '../../data/pairingRecord';
import type { StreamHub, StreamStatus } from '../../data/hubStream';
import { useUserId } from '../../data/sessionStore';
import { useSingleMutation } from '../../data/useSingleMutation';
import { useHubStream } from '../../data/useHubStream';
import { zWaveDevices } from '../../domain/deviceStatus';
import { genericFailureText } from '../../domain/errorMessages';
import { transition, type PairingEvent } from '../../domain/pairing/machine';
import { abortOnLeave, initialPairing, type Operation, type PairingOptions, type PairingState } from '../../domain/pairing/stages';
import { DEVICE_INFO_POLL_MS } from '../../domain/pairing/timing';
import { recordFlight } from '../../lib/flightTap';
import { useYaleMasterCodes } from './useYaleMasterCodes';
import { timers } from '../../lib/timers';

/** Deadlines are checked, and the countdown redrawn, once a second of the one clock. */
const TICK_MS = 1_000;

interface Flow {
  state: PairingState;
  now: number;
}

function reduce(flow: Flow, { event, now }: { event: PairingEvent; now: number }): Flow {
  return { state: transition(flow.state, event, now), now };
}

export interface PairingFlow {
  state: PairingState;
  now: number;
  stream: StreamStatus;
  /** The hub's Z-Wave devices, once listed. */
  devices: LiveDevice[] | undefined;
  /** Opens the stream again after it failed (the naming step outlives a failure, decision 0267). */
  reconnectStream(): void;
  /** A generated Yale master code could not be saved for the unit (the phone keeps it). */
  masterCodeNotSaved: boolean;
  /** The phone can keep that code only until a reload (its storage is full). */
  masterCodeNotKept: boolean;
  send(event: PairingEvent): void;
  abort: InstallerAbort;
}

/** The installer's Abort: the hub is asked to stop, and only once it said so does the page close (decision 0264). */
export interface InstallerAbort {
  /** Asks the hub to stop what runs, then calls `stopped`; with nothing running, calls it at once. */
  run(stopped: () => void): void;
  pending: boolean;
  /** The last Abort's failure, until the next Abort. */
  failure: unknown;
}

interface Options {
  mode: Operation;
  /** The unit, whose flow is kept across a reload. */
  addressId: number;
  hubSerial: string;
  /** Null until the hub status tells whether the hub is an IoT hub. */
  streamHub: StreamHub | null;
  /** The flags the flow starts with (exclusion-hint, yale-lock-master-codes, handle-s-2-inclusion-attempts). */
  flags: Omit<PairingOptions, 'yale'>;
}

/** The flow a reload left for this unit and mode, else a new one. */
function resumedOrNew(addressId: number, mode: Operation, flags: Options['flags']): Flow {
  const stored = readPairing(addressId);
  return { state: stored?.mode === mode ? stored : initialPairing(mode, flags), now: Date.now() };
}

export function usePairingFlow({ mode, addressId, hubSerial, streamHub, flags }: Options): PairingFlow {
  const userId = useUserId();
  const [flow, dispatch] = useReducer(reduce, undefined, () => resumedOrNew(addressId, mode, flags));
  const send = useCallback((event: PairingEvent) => dispatch({ event, now: Date.now() }), []);
  const current = useRef(flow.state);
  useEffect(() => {
    current.current = flow.state;
  });
  // A reload keeps the flow; leaving the page (unmount) ends it.
  useEffect(() => savePairing(addressId, flow.state), [addressId, flow.state]);
  useEffect(() => () => forgetPairing(addressId), [addressId]);
  const masterCodes = useYaleMasterCodes(addressId, flow.state, send);

  const devicesQuery = useQuery({ ...deviceQueries.byHub(hubSerial), refetchInterval: DEVICE_INFO_POLL_MS, select: (answer) => zWaveDevices(answer.results) });
  const devices = devicesQuery.data;
  const knownDevices = useRef<LiveDevice[]>([]);
  useEffect(() => {
    if (devices) knownDevices.current = devices;
  }, [devices]);

  const hubCall = (operation: Operation, action: 'start' | 'abort') =>
    operation === 'inclusion' ? api.hubs.inclusion(hubSerial, action, userId) : api.hubs.exclusion(hubSerial, action, userId);
  const start = useSingleMutation({
    mutationKey: ['pairingStart', hubSerial],
    mutationFn: (operation: Operation) => hubCall(operation, 'start'),
    onSuccess: () => send({ type: 'startAnswered', knownUids: knownDevices.current.map((device) => device.uid) }),
    onError: (error) => send({ type: 'startFailed', detail: genericFailureText(error) }),
  });
  const abort = useSingleMutation({ mutationKey: ['pairingAbort', hubSerial], mutationFn: (operation: Operation) => hubCall(operation, 'abort') });
  const abortRef = useRef(abort.mutate);
  useEffect(() => {
    abortRef.current = abort.mutate;
  });
  const [abortFailure, setAbortFailure] = useState<unknown>(null);
  // The hub said it stopped: leaving the page then has nothing left to abort.
  const abortAnswered = useRef(false);
  const runAbort = useCallback((stopped: () => void) => {
    const running = abortOnLeave(current.current);
    if (!running) return stopped();
    setAbortFailure(null);
    abortRef.current(running, {
      onSuccess: () => {
        abortAnswered.current = true;
        stopped();
      },
      onError: (error) => setAbortFailure(error),
    });
  }, []);

  const onMessage = useCallback((message: HubMessage) => send({ type: 'hubMessage', message }), [send]);
  const { status: stream, reconnect: reconnectStream } = useHubStream(streamHub, onMessage);
  useEffect(() => {
    if (stream.kind !== 'failed') return;
    const running = abortOnLeave(current.current);
    if (running) abortRef.current(running);
    send({ type: 'streamFailed', detail: stream.message });
  }, [stream, send]);

  // Each entry into a prep stage asks the hub to start (Start, Try Again, Exclude, Skip Exclusion).
  const { stage } = flow.state;
  const startMutate = start.mutate;
  useEffect(() => {
    if (stage.name === 'inclusion-prep') startMutate('inclusion');
    if (stage.name === 'exclusion-prep') startMutate('exclusion');
  }, [stage, startMutate]);

  useEffect(() => recordFlight(() => ({ kind: 'stage', flow: 'pairing', stage: stage.name })), [stage.name]);

  useEffect(() => {
    if (stage.name === 'device-info' && devices) send({ type: 'devicesPolled', devices });
  }, [stage.name, devices, send]);

  useEffect(() => {
    const id = timers.setInterval(() => {
      // A deadline of the app's own (the 30 s exclusion countdown ends before the hub's 60 s) tells
      // the hub to stop too, so Try Again starts a fresh run instead of joining the one still going.
      const before = current.current;
      const running = abortOnLeave(before);
      if (running && transition(before, { type: 'tick' }, Date.now()).error) abortRef.current(running);
      send({ type: 'tick' });
    }, TICK_MS);
    return () => timers.clearInterval(id);
  }, [send]);

  // Leaving mid-operation aborts it; the state is read when the page goes, not when it came.
  useEffect(
    () => () => {
      const running = abortOnLeave(current.current);
      if (running && !abortAnswered.current) abortRef.current(running);
    },
    [],
  );

  return {
    state: flow.state,
    now: flow.now,
    stream,
    reconnectStream,
    devices,
    masterCodeNotSaved: masterCodes.saveFailed,
    masterCodeNotKept: masterCodes.notKept,
    send,
    abort: { run: runAbort, pending: abort.isPending, failure: abortFailure },
  };
}
