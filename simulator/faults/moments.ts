/**
 * The moments at which a simulated hub decides what happens, each with what the hub knows then
 * (its input) and what can happen (its outcome). A hub behaviour acts on one moment
 * (./behaviourList.ts); the defaults (./defaultBehaviours.ts) say what a healthy hub does.
 */
import type { PairingMode } from '../db/controllerRecord';

export interface Moments {
  /** An inclusion or exclusion start call reaches the hub. */
  'pairing.start': {
    input: { mode: PairingMode };
    outcome: { kind: 'proceeds' } | { kind: 'dropsOffline'; backAfter: number };
  };
  /**
   * The hub's controller enters a mode (an accepted start call): it runs it itself, or stands aside
   * because the hub's messages come from elsewhere (a replayed field capture, decision 0310).
   */
  'controller.runs': {
    input: { serial: string; mode: PairingMode };
    outcome: { kind: 'simulated' } | { kind: 'standsAside' };
  };
  /** 5 s after an inclusion start the device the installer holds should enter inclusion mode. */
  'inclusion.deviceEntersMode': {
    input: Record<string, never>;
    outcome: { kind: 'entersMode' } | { kind: 'nothingJoins' };
  };
  /** The including hub hears a device; `newDevice`: not the one left at the door by a failed inclusion. */
  'inclusion.deviceHeard': {
    input: { newDevice: boolean };
    outcome: { kind: 'joins' } | { kind: 'pairedElsewhere' } | { kind: 'addNodeFails'; stage: 'protocol' | 'interview' };
  };
  /** 5 s after an exclusion start the device should enter exclusion mode. */
  'exclusion.deviceEntersMode': {
    input: Record<string, never>;
    outcome: { kind: 'entersMode' } | { kind: 'nothingHeard' };
  };
  /** A Yale lock's keypad puts it in exclusion mode. */
  'yale.exclusionMode': {
    input: Record<string, never>;
    outcome: { kind: 'heard' } | { kind: 'notHeard' };
  };
  /** The hub finishes adding a device. */
  'device.added': {
    input: Record<string, never>;
    outcome: { reports: boolean };
  };
  /** The hub accepts a device command (devices.command) for the device `uid` of type `deviceType`. */
  'device.command': {
    input: { uid: string; deviceType: string };
    /** `reports`: the device reports the change; `lateByMs`: that much later than it would. */
    outcome: { reports: boolean; lateByMs?: number };
  };
  /**
   * A call for the hub reaches it (a command, a pairing call, a device action): it answers, or
   * starts rebooting, or drops off the network for `backAfter`, and the call meets it so.
   */
  'hub.reached': {
    input: Record<string, never>;
    outcome: { kind: 'answers' } | { kind: 'reboots' } | { kind: 'dropsOffline'; backAfter: number };
  };
}

export type MomentName = keyof Moments;
export type MomentInput<M extends MomentName> = Moments[M]['input'];
export type MomentOutcome<M extends MomentName> = Moments[M]['outcome'];
