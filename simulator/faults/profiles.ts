/**
 * Named fault profiles: a field condition as a set of faults, for a scenario file (`profile`),
 * the trainer's panel and the classroom console. Each draws its magnitudes (how slow, how lossy,
 * when the outage starts) from the random it is given, so the run's seed picks one version of
 * the condition and replays it. Their faults carry ids `profile-<name>-<n>`, so a profile can be
 * taken away again without touching other faults (docs/scenarios.md, **Faults and profiles**).
 */
import { callNames, type CallName } from '../../app/api/calls';
import { createSeededRandom, type SeededRandom } from '../engine/seededRandom';
import { faultSchema, type Fault } from './schema';

export const profileNames = ['flaky-cellular', 'provider-outage', 'hub-reboot-loop', 'weak-zwave-mesh'] as const;
export type ProfileName = (typeof profileNames)[number];

/** Why a name is no profile, naming the four: a scenario file's check and the control API say it alike. */
export const unknownProfile = (name: unknown) => `Unknown profile ${JSON.stringify(name)}: one of ${profileNames.join(', ')}`;

export const isProfileName = (name: unknown): name is ProfileName => profileNames.includes(name as ProfileName);

/** The name as a profile's; throws (the control API's 400) on any other. */
export function profileNameOf(name: unknown): ProfileName {
  if (!isProfileName(name)) throw new Error(unknownProfile(name));
  return name;
}

/** The calls an installer's screens poll or load most, which a slow cellular link shows first. */
const everydayCalls: CallName[] = ['units.list', 'units.get', 'hubs.status', 'devices.listByHub', 'doorCodes.syncsForDevice'];

const minutes = (count: number) => count * 60_000;

/** Faults as written, checked and given the profile's ids. */
function named(name: ProfileName, faults: readonly object[]): Fault[] {
  return faults.map((fault, index) => faultSchema.parse({ ...fault, id: `profile-${name}-${index + 1}` }));
}

export const faultProfiles: Record<ProfileName, (random: SeededRandom) => Fault[]> = {
  /** A hub and a phone on a weak cellular link: slow and jittery both ways, lossy, dropping now and then. */
  'flaky-cellular': (random) => named('flaky-cellular', [
    { kind: 'stream', action: 'latency', direction: 'toApp', delayMs: random.int(400, 1_200), jitterMs: random.int(200, 800) },
    { kind: 'stream', action: 'latency', direction: 'toHub', delayMs: random.int(200, 600), jitterMs: random.int(100, 400) },
    { kind: 'stream', action: 'bandwidth', direction: 'toApp', bytesPerSecond: random.int(2_000, 8_000) },
    { kind: 'stream', action: 'lose', direction: 'toApp', toxicity: random.int(5, 15) / 100 },
    { kind: 'stream', action: 'drop', afterMs: random.int(minutes(2), minutes(6)), toxicity: 0.5 },
    ...everydayCalls.map((call) => ({ kind: 'http', call, delayMs: random.int(800, 2_500), jitterMs: 700, toxicity: 0.6 })),
    { kind: 'network', call: random.pick(everydayCalls), failure: 'error', delayMs: 5_000, toxicity: 0.15 },
  ]),
  /**
   * The provider's API goes down a minute or two in, for about five minutes: every call answers
   * 503 (a few hang instead) and the stream refuses connections; then all is well again.
   */
  'provider-outage': (random) => {
    const after = random.int(minutes(1), minutes(2));
    const trigger = { after, until: after + random.int(minutes(4), minutes(6)) };
    // The hang goes ahead of the 503s: the first fault that hits wins, and a 503 always hits.
    return named('provider-outage', [
      { kind: 'network', call: random.pick(everydayCalls), failure: 'hang', toxicity: 0.3, trigger },
      ...callNames.map((call) => ({ kind: 'http', call, status: 503, body: { message: 'Service Unavailable' }, trigger })),
      { kind: 'stream', action: 'refuse', trigger },
    ]);
  },
  /** The hub reboots whenever it is reached, more and more often, and its stream closes as it goes. */
  'hub-reboot-loop': (random) => named('hub-reboot-loop', [
    { kind: 'hub', behaviour: 'hub.rebootsWhenReached', trigger: { ramp: { from: 0.3, to: 0.9, over: minutes(10) } } },
    { kind: 'stream', action: 'close', code: 1001, reason: 'Hub restarting', afterMs: random.int(minutes(1), minutes(4)) },
  ]),
  /** Z-Wave at the edge of its range: interviews fail, locks answer late, commands and keypad presses get lost. */
  'weak-zwave-mesh': (random) => named('weak-zwave-mesh', [
    { kind: 'hub', behaviour: 'inclusion.addNodeFailed', params: { stage: random.pick(['protocol', 'interview']) }, toxicity: 0.5 },
    { kind: 'hub', behaviour: 'device.slowLock', params: { by: random.int(10_000, 40_000) } },
    { kind: 'hub', behaviour: 'device.ignoresCommands', toxicity: random.int(20, 40) / 100 },
    { kind: 'hub', behaviour: 'yale.exclusionNotHeard', toxicity: 0.5 },
    { kind: 'hub', behaviour: 'exclusion.timesOut', toxicity: 0.3 },
  ]),
};

/** A profile's faults for a run: drawn from the run's seed by the profile's name, so one seed gives one version. */
export function profileFaults(name: ProfileName, random: SeededRandom): Fault[] {
  return faultProfiles[name](random.fork(`profile:${name}`));
}

/** Whether a fault id belongs to a profile (to take the profile away). */
export const isProfileFault = (name: ProfileName, id: string) => id.startsWith(`profile-${name}-`);

/** What applying or clearing a profile needs of the fault book: the control API's faults fit it. */
export interface ProfileTarget {
  add(fault: unknown): { ok: true; id: string } | { ok: false; error: string };
  remove(id: string): boolean;
  list(): Array<{ id: string }>;
}

/** Takes a profile's faults away again; returns how many. */
export function clearProfile(target: ProfileTarget, name: ProfileName): number {
  return target.list().filter((entry) => isProfileFault(name, entry.id)).filter((entry) => target.remove(entry.id)).length;
}

/**
 * Adds a profile's faults at run time (the trainer's panel, the classroom console), replacing any
 * of the same profile already there; they count from the next occurrence. Returns how many.
 */
export function applyProfile(target: ProfileTarget, name: ProfileName, seed: number): number {
  clearProfile(target, name);
  return profileFaults(name, createSeededRandom(seed)).filter((fault) => target.add(fault).ok).length;
}
