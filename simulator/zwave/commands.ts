/**
 * The controller's commands from the API: start and abort inclusion or exclusion (one mode at a
 * time: it refuses to include while excluding and the other way round), and reset the network.
 */
import type { Simulator } from '../core/simulator';
import { busyWith, runningMode, type PairingMode } from '../db/controllerRecord';
import { idle, loadController, networkOf, saveController } from './controllerState';
import { started } from './progress';
import { cancelAll, schedule, sendLater, ZWAVE_EVENTS } from './scheduling';
import { CONTROLLER_TIMEOUT_MS, DEVICE_PRESS_AFTER_MS, STARTED_AFTER_MS } from './timing';

const LABEL: Record<PairingMode, string> = { inclusion: 'Inclusion', exclusion: 'Exclusion' };

export type StartAnswer = { ok: true; message: string } | { ok: false; message: string };

/** The start call: the controller enters the mode, unless it is busy with the other one. */
export async function startPairing(sim: Simulator, serial: string, mode: PairingMode, at: number): Promise<StartAnswer> {
  const controller = loadController(sim, networkOf(sim, serial));
  const running = runningMode(controller);
  if (running === mode) return { ok: true, message: `${LABEL[mode]} is already running.` };
  if (running) return { ok: false, message: `The hub is ${busyWith[running]} a device. Wait until it has finished, or stop the ${running} first.` };
  // A replayed hub's messages come from the capture: the controller neither enters the mode nor sends (decision 0310).
  if (sim.hubBehaviours.decide(serial, 'controller.runs', { serial, mode }).kind === 'standsAside') {
    sim.bus.emit('zwave.started', { serial, mode });
    return { ok: true, message: `${LABEL[mode]} started.` };
  }
  const events = [
    sendLater(sim, serial, started(mode), at + STARTED_AFTER_MS),
    schedule(sim, ZWAVE_EVENTS.press, at + DEVICE_PRESS_AFTER_MS, { serial }),
    schedule(sim, ZWAVE_EVENTS.timeout, at + CONTROLLER_TIMEOUT_MS, { serial }),
  ];
  const attempts = { ...controller.attempts, [mode]: controller.attempts[mode] + 1 };
  await saveController(sim, { ...idle(controller), mode: busyWith[mode], since: at, events, attempts });
  sim.bus.emit('zwave.started', { serial, mode });
  return { ok: true, message: `${LABEL[mode]} started.` };
}

/**
 * The abort call: stops the mode and everything scheduled for it. A device that has joined at the
 * protocol level is in the network already: its interview goes on and it is added.
 */
export async function abortPairing(sim: Simulator, serial: string, mode: PairingMode, at: number): Promise<string> {
  const controller = loadController(sim, networkOf(sim, serial));
  if (runningMode(controller) !== mode) return `No ${mode} was running.`;
  if (controller.committedAt !== null && at >= controller.committedAt) return 'The device has joined already: the hub finishes adding it.';
  cancelAll(sim, controller.events);
  await saveController(sim, idle(controller));
  sim.bus.emit('zwave.ended', { serial, mode, outcome: 'aborted', nodeId: null });
  return `${LABEL[mode]} stopped.`;
}

/** hubs.resetNetwork: the controller forgets its network (node ids start again at 2) and stops what it was doing. */
export async function resetController(sim: Simulator, serial: string): Promise<void> {
  const controller = loadController(sim, networkOf(sim, serial));
  const mode = runningMode(controller);
  cancelAll(sim, controller.events);
  await saveController(sim, { ...idle(controller), lastNodeId: 1 });
  if (mode) sim.bus.emit('zwave.ended', { serial, mode, outcome: 'reset', nodeId: null });
}
