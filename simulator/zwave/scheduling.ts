/**
 * What the controller puts on the simulator clock: its event kinds (their handlers are in
 * ../world/eventKinds.ts, their work in ./events.ts), the messages it sends, and stopping what it
 * waited for.
 */
import type { Simulator } from '../core/simulator';
import { toJson, type JsonValue } from '../engine/json';
import type { ProgressStep, ZwaveMessage } from './progress';

/** The scheduled event kinds of the controller. */
export const ZWAVE_EVENTS = {
  send: 'zwave.send',
  /** The device the installer holds enters the running mode by itself. */
  press: 'zwave.press',
  timeout: 'zwave.timeout',
  failed: 'zwave.failed',
  added: 'zwave.added',
  removed: 'zwave.removed',
  report: 'zwave.report',
} as const;

const LISTENING: ReadonlySet<string> = new Set([ZWAVE_EVENTS.press, ZWAVE_EVENTS.timeout]);

export function schedule(sim: Simulator, kind: string, at: number, payload: JsonValue): string {
  return sim.scheduler.schedule(kind, at, payload).id;
}

export function cancelAll(sim: Simulator, ids: readonly string[]): void {
  ids.forEach((id) => sim.scheduler.cancel(id));
}

/** Stops waiting for a device (its own press and the controller's timeout); returns the events still to come. */
export function stopListening(sim: Simulator, ids: readonly string[]): string[] {
  const pending = new Map(sim.scheduler.pending().map((event) => [event.id, event.kind]));
  return ids.filter((id) => {
    const kind = pending.get(id);
    if (kind !== undefined && LISTENING.has(kind)) sim.scheduler.cancel(id);
    return kind !== undefined && !LISTENING.has(kind);
  });
}

/** The default device does not press any more once another was put in the mode; the timeout stays until one is heard. */
export function stopListeningForPress(sim: Simulator, ids: readonly string[]): string[] {
  const presses = new Set(sim.scheduler.pending().filter((event) => event.kind === ZWAVE_EVENTS.press).map((event) => event.id));
  ids.filter((id) => presses.has(id)).forEach((id) => sim.scheduler.cancel(id));
  return ids.filter((id) => !presses.has(id));
}

/** Sends a hub message to the app's stream connections of the hub, and announces it (even when nobody listens). */
export function sendMessage(sim: Simulator, serial: string, message: JsonValue): void {
  const reached = sim.stream.push(serial, message);
  sim.bus.emit('zwave.message', { serial, message, reached });
}

export const send = (sim: Simulator, serial: string, message: ZwaveMessage) => sendMessage(sim, serial, toJson(message) as unknown as JsonValue);

export const sendLater = (sim: Simulator, serial: string, message: ZwaveMessage, at: number) =>
  schedule(sim, ZWAVE_EVENTS.send, at, { serial, message: toJson(message) as unknown as JsonValue });

export function scheduleProgress(sim: Simulator, serial: string, from: number, steps: ProgressStep[], ending: { kind: string; payload: JsonValue }): string[] {
  return steps.map((step) => {
    if ('send' in step) return sendLater(sim, serial, step.send, from + step.after);
    if (step.end === 'failed') return schedule(sim, ZWAVE_EVENTS.failed, from + step.after, { serial });
    return schedule(sim, ending.kind, from + step.after, ending.payload);
  });
}
