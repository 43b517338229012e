/**
 * The simulator's event bus: what happens inside it (a call answered, a stream opened, a step
 * fired, a fault hit) is announced here, so the hub, the door-code service, the triggers, the
 * trace and the control API hear each other without importing each other.
 *
 * Every payload is plain JSON: the trace keeps each event as it was announced. Later parts of
 * the simulator add their own events by augmenting `SimEvents`:
 *
 *   declare module '../engine/bus' { interface SimEvents { 'sync.progress': { deviceId: string; sent: number } } }
 */
import type { CallName } from '../../app/api/calls';
import type { JsonValue } from './json';

export interface SimEvents {
  'scenario.started': { name: string };
  /** A request answered (status 0: the network failed it, see `failure`). */
  call: {
    /** The call from app/api/calls.ts, or null when the request matched none. */
    name: CallName | null;
    method: string;
    /** Path below the API base URL. */
    path: string;
    query: Record<string, string>;
    status: number;
    /** Set when a network fault answered instead of the server. */
    failure?: 'error' | 'hang';
  };
  'stream.opened': { connection: string; serial: string };
  'stream.refused': { serial: string; reason: string };
  'stream.closed': { connection: string; serial: string; code: number; reason: string; by: 'app' | 'simulator' };
  /** A message the simulated hub sent to the app's connection. */
  'stream.sent': { connection: string; serial: string; message: JsonValue };
  /** A message the app sent on the stream. */
  'stream.received': { connection: string; serial: string; message: JsonValue };
  'step.fired': { step: string; params: JsonValue; source: StepSource; entry: number | null };
  'step.failed': { step: string; error: string; source: StepSource; entry: number | null };
  'fault.added': { id: string; fault: JsonValue };
  'fault.removed': { id: string };
  'fault.hit': { id: string; kind: string };
  'clock.changed': { paused: boolean; speed: number };
  'sessions.expired': { count: number };
  /** A hub's Z-Wave controller accepted a start: the Nth inclusion attempt trigger counts these. */
  'zwave.started': { serial: string; mode: 'inclusion' | 'exclusion' };
  /** A hub's controller left its mode; nodeId is the node added or removed (0: a device of another network). */
  'zwave.ended': { serial: string; mode: 'inclusion' | 'exclusion'; outcome: 'added' | 'removed' | 'failed' | 'timedOut' | 'aborted' | 'reset'; nodeId: number | null };
  /** A message the controller sent, and how many stream connections it reached (0: nobody listened). */
  'zwave.message': { serial: string; message: JsonValue; reached: number };
  /** A device entered inclusion or exclusion mode: heard by the controller, ignored by it, or waiting for its next mode. */
  'zwave.deviceInMode': { serial: string; mode: 'inclusion' | 'exclusion'; device: string; outcome: 'heard' | 'ignored' | 'waiting' };
}

/** Where a step came from: the scenario's timeline (by time or trigger) or a control call. */
export type StepSource = 'timeline' | 'trigger' | 'control';

export type SimEventType = keyof SimEvents;
export type Listener<K extends SimEventType> = (payload: SimEvents[K], at: number) => void;
/**
 * What an announcer knows of an event beyond its payload. `sideBySide`: how many events of the same
 * type were announced while this one was on its way (calls answered while a call was in flight).
 */
export interface EventOrigin {
  sideBySide?: number;
}
export type AnyListener = <K extends SimEventType>(type: K, payload: SimEvents[K], at: number, origin: EventOrigin) => void;

export interface Bus {
  on<K extends SimEventType>(type: K, listener: Listener<K>): () => void;
  /** Hears every event, in the order announced (the trace). */
  onAny(listener: AnyListener): () => void;
  emit<K extends SimEventType>(type: K, payload: SimEvents[K], origin?: EventOrigin): void;
}

export function createBus(now: () => number): Bus {
  const byType = new Map<SimEventType, Set<Listener<never>>>();
  const any = new Set<AnyListener>();

  // One listener's bug must not stop the others, nor the request or step that announced the event.
  function safely(type: SimEventType, call: () => void): void {
    try {
      call();
    } catch (error) {
      console.error(`Simulator: a listener of "${type}" failed`, error);
    }
  }

  return {
    on(type, listener) {
      const set = byType.get(type) ?? new Set();
      set.add(listener as Listener<never>);
      byType.set(type, set);
      return () => void set.delete(listener as Listener<never>);
    },
    onAny(listener) {
      any.add(listener);
      return () => void any.delete(listener);
    },
    emit(type, payload, origin = {}) {
      const at = now();
      [...any].forEach((listener) => safely(type, () => listener(type, payload, at, origin)));
      [...(byType.get(type) ?? [])].forEach((listener) => safely(type, () => (listener as Listener<typeof type>)(payload, at)));
    },
  };
}
