/** Driving a hub's Z-Wave controller through the API in Node tests, and reading what it sent (tests only). */
import { deviceListAnswerSchema, type LiveDevice } from '../../app/api/schemas';
import type { SimulatorControl } from '../control/types';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn, type ApiAnswer } from './apiClient';
import { smallScenario } from './scenarios';

export const START = Date.parse('2026-11-21T09:00:00Z');
/** Unit 1204: a hub with nothing paired yet; to install two Yale locks, a window sensor and a motion sensor. */
export const NEW_HUB = 'HB2-1001204';
export const NEW_GATEWAY = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c1204';
/** Unit 104: a hub with one device of each kind (node 11, the leak sensor, added last); nothing left to install. */
export const FULL_HUB = 'HB2-1000104';

export type PairingCall = 'hubs.inclusion' | 'hubs.exclusion';

export function pairingCall(token: string, call: PairingCall, action: 'start' | 'abort', hubSerial = NEW_HUB) {
  return callApi(call, { hubSerial }, { token, body: { action, client: 'concierge', userId: 'usr-test' } });
}

/** What the controllers sent, as `seconds-after-start State Status [node]`: the sequence and its timing in one line each. */
export function sentMessages(control: SimulatorControl): string[] {
  return control.trace().flatMap((entry) => {
    if (entry.type !== 'zwave.message') return [];
    const { state, status, nodeId } = entry.message as { state: string; status: string; nodeId?: number };
    return [`${(entry.at - START) / 1000} ${state} ${status}${nodeId === undefined ? '' : ` ${nodeId}`}`];
  });
}

/** A Node simulator over Maple Court with simulator time standing still at START, and the calls a pairing test makes. */
export interface PairingHarness {
  sim: NodeSimulator;
  control: SimulatorControl;
  token: string;
  call(name: PairingCall, action: 'start' | 'abort', hubSerial?: string): Promise<ApiAnswer>;
  /** Moves simulator time to `seconds` after START, running what falls due. */
  advanceTo(seconds: number): Promise<number>;
  sent(): string[];
  devices(hubSerial?: string): Promise<LiveDevice[]>;
  /** The hub's devices but the hub itself, as `localId model`. */
  models(hubSerial?: string): Promise<string[]>;
}

export async function startPairing(extra: { faults?: object[]; timeline?: object[]; extends?: string } = {}): Promise<PairingHarness> {
  const sim = await startNodeSimulator({ scenario: { ...smallScenario, name: 'pairing', clock: { start: new Date(START).toISOString(), paused: true }, ...extra } });
  const token = await signIn();
  const { control } = sim;
  const devices = async (hubSerial = NEW_HUB) => deviceListAnswerSchema.parse((await callApi('devices.listByHub', { hubSerial }, { token })).body).results;
  return {
    sim,
    control,
    token,
    call: (name, action, hubSerial) => pairingCall(token, name, action, hubSerial),
    advanceTo: (seconds) => control.clock.advance(START + seconds * 1_000 - control.clock.now()),
    sent: () => sentMessages(control),
    devices,
    models: async (hubSerial) => (await devices(hubSerial)).filter((device) => device.deviceType !== 'gateway').map((device) => `${device.localId} ${device.model}`),
  };
}
