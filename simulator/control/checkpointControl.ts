/**
 * A server world's control API with checkpoints (issue 39, decision 0435): each call that injects
 * a fault takes a checkpoint first, labelled with the fault, so a trainer can "try again from
 * before the stream dropped"; a scenario start takes one once it has started.
 */
import { profileNameOf } from '../faults/profiles';
import type { Checkpoints } from '../world/checkpoints';
import type { JsonRecord, SimulatorControl, WorldControl } from './types';

const before = <A extends unknown[], R>(checkpoints: Checkpoints, fault: (...args: A) => string, call: (...args: A) => R) =>
  (...args: A): R => {
    checkpoints.take(`before fault: ${fault(...args)}`);
    return call(...args);
  };

const at = (serial?: string) => (serial ? ` at ${serial}` : '');

/** "http workTickets.submit 500", "stream drop HB2-1000104": the fault's kind and what it aims at. */
function faultLabel(fault: JsonRecord): string {
  const parts = [fault.kind ?? 'http', fault.action, fault.call, fault.status, fault.serial, fault.behaviour].filter((part) => typeof part === 'string' || typeof part === 'number');
  return parts.join(' ');
}

export function checkpointedControl(control: SimulatorControl, checkpoints: Checkpoints): WorldControl {
  const { hub, zwave, stream, faults, profiles, doorCodes } = control;
  return {
    ...control,
    async startScenario(nameOrScenario) {
      const started = await control.startScenario(nameOrScenario);
      if (started.ok) checkpoints.take('scenario started');
      return started;
    },
    expireSessions: before(checkpoints, () => 'sessions expired', control.expireSessions),
    hub: {
      ...hub,
      setOnline: before(checkpoints, (serial: string, online: boolean) => `hub ${online ? 'online' : 'offline'}${at(serial)}`, hub.setOnline),
      reboot: before(checkpoints, (serial: string) => `hub reboot${at(serial)}`, hub.reboot),
      restart: before(checkpoints, (serial: string) => `hub restart${at(serial)}`, hub.restart),
    },
    zwave: { ...zwave, failNextInclusion: before(checkpoints, (serial: string, stage: string) => `inclusion fails at ${stage}${at(serial)}`, zwave.failNextInclusion) },
    stream: { ...stream, drop: before(checkpoints, (serial?: string) => `stream drop${at(serial)}`, stream.drop) },
    faults: { ...faults, add: before(checkpoints, faultLabel, faults.add) },
    // The name is checked first: a mistyped profile adds no fault, so it takes no checkpoint.
    profiles: { ...profiles, apply: (name) => before(checkpoints, (known: string) => `profile ${known}`, profiles.apply)(profileNameOf(name)) },
    doorCodes: { ...doorCodes, setStatus: before(checkpoints, (status: string) => `door-code sync ${status}`, doorCodes.setStatus) },
    checkpoints: {
      list: () => checkpoints.list(),
      take: (label = 'taken by hand') => checkpoints.take(String(label).slice(0, 200)),
      rewind: (id) => checkpoints.rewind(Number(id)),
      used: () => checkpoints.used(),
    },
  };
}
