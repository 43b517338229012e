/**
 * The data a compiled capture starts with, read from what the recorded answers showed (issue 26,
 * decision 0342): each record as the first answer that showed it (the world as the installer found
 * it), with redacted values made up. A table says which call's answer gives which records; the
 * fields only the simulator keeps (a hub's unit, its update state) come from the other answers.
 * A device first shown after a hub's first device list joined during the run: it is returned
 * apart, with the entry that first showed it, for the timeline to add (decision 0343).
 * Pure.
 */
import { pathParamsOf, type CallName } from '../../app/api/calls';
import type { CollectionName } from '../db/schemas';
import { keyOf } from '../db/recordKeys';
import { answerOf, type CallEntry, type CaptureEntry } from './captureFile';
import { regenerate } from './regenerate';

type Json = Record<string, unknown>;

export interface SeedRecord {
  collection: CollectionName;
  record: Json;
}

export interface JoinedDevice {
  hub: string;
  record: Json;
  /** Index of the entry whose answer first showed it. */
  shownAt: number;
}

export interface AnswersSeed {
  records: SeedRecord[];
  joined: JoinedDevice[];
}

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const resultsOf = (answer: Json): Json[] => (Array.isArray(answer.results) ? answer.results.filter(isJson) : []);

/** The call's query and path parameters together ('addressId', 'hubSerial', …). */
function paramsOf(call: CallEntry): Record<string, string> {
  const query = new URLSearchParams(call.path.split('?')[1] ?? '');
  return { ...Object.fromEntries(query), ...pathParamsOf(call.call as CallName, call.path) };
}

const numberOr = (value: unknown, fallback: string | undefined): unknown => (value ?? (fallback === undefined ? undefined : Number(fallback)));

/** Which records each call's answer shows, as the simulator stores them (simulator/db/schemas.ts). */
const recordsOfAnswer: Partial<Record<string, (answer: Json, params: Record<string, string>) => SeedRecord[]>> = {
  // Who sees a community is the seed's demo users' business (simulator/seed/users.ts).
  'communities.list': (answer) => resultsOf(answer).map((community) => ({ collection: 'communities', record: { ...community, memberUids: [] } })),
  'communities.get': (answer) => resultsOf(answer).map((community) => ({ collection: 'communities', record: { ...community, memberUids: [] } })),
  'units.list': (answer) => resultsOf(answer).map((unit) => ({ collection: 'units', record: unit })),
  'units.get': (answer) => resultsOf(answer).map((unit) => ({ collection: 'units', record: unit })),
  'units.configuration': (answer, { communityId }) =>
    isJson(answer.installLocations) ? Object.entries(answer.installLocations).map(([family, locations]) => ({ collection: 'installLocations', record: { communityId, family, locations } })) : [],
  'workTickets.get': (answer, { addressId }) => [{ collection: 'workTickets', record: { ...answer, id: answer.id ?? `wt-${addressId}`, addressId: numberOr(answer.addressId, addressId) } }],
  'hubs.status': (answer) => [{ collection: 'hubs', record: { ...answer, addressId: null } }],
  'devices.listByHub': (answer) => resultsOf(answer).map((device) => ({ collection: 'devices', record: device })),
  // The phone filters the list of older codes whole: one made-up code stands for it.
  'yale.getMasterCodes': (answer, { addressId }) => [{ collection: 'yaleMasterCodes', record: { ...answer, inactiveMasterCodes: [answer.inactiveMasterCodes ?? []].flat(), addressId: numberOr(undefined, addressId) } }],
  'doorCodes.syncsForAddress': (answer, { addressId }) => resultsOf(answer).map((sync) => ({ collection: 'doorCodeSyncs', record: { ...sync, addressId: numberOr(undefined, addressId) } })),
};

/** A hub as the answers showed it: on the unit that names it, updating as its update status said (else up to date on its commit). */
function completeHub(hub: Json, units: readonly Json[], updates: ReadonlyMap<string, Json>): Json {
  const serial = hub.hub_serial_number;
  const unit = units.find((candidate) => candidate.hub_serial === serial);
  const update = typeof serial === 'string' ? updates.get(serial) : undefined;
  return {
    ...hub,
    addressId: typeof unit?.id === 'number' ? unit.id : null,
    update: update ?? { update_pending: false, current_commit: hub.balena_commit_hash ?? null, service_statuses: {} },
  };
}

/**
 * The installer had other communities (communities.get said so, and the app offers the way back to
 * the list) that no answer showed: one stand-in community keeps the replayed answer the same.
 */
function otherCommunity(entries: readonly CaptureEntry[], records: readonly SeedRecord[]): SeedRecord[] {
  const saidSo = entries.some((entry) => entry.kind === 'call' && entry.call === 'communities.get' && isJson(answerOf(entries, entry)) && (answerOf(entries, entry) as Json).multipleCommunitiesAvailable === true);
  if (!saidSo || records.filter((seed) => seed.collection === 'communities').length > 1) return [];
  const record = { uid: 'cmty-replayed-other', name: 'Another community (stand-in)', street: '1 Replay Way', city: 'Austin', state: 'Texas', postal: '78701', usesPrefilledPins: false, salesforceInfo: null, memberUids: [] };
  return [{ collection: 'communities', record }];
}

/** A list answered for one device only tells nothing about the hub's other devices. */
const wholeList = (call: CallEntry) => !new URLSearchParams(call.path.split('?')[1] ?? '').has('deviceId');

export function seedFromAnswers(entries: readonly CaptureEntry[]): AnswersSeed {
  const records = new Map<string, SeedRecord>();
  const updates = new Map<string, Json>();
  const listedHubs = new Set<string>();
  const joined: JoinedDevice[] = [];
  entries.forEach((entry, index) => {
    if (entry.kind !== 'call' || entry.outcome !== 'ok') return;
    const answer = regenerate(answerOf(entries, entry));
    if (!isJson(answer)) return;
    const params = paramsOf(entry);
    if (entry.call === 'hubs.updateStatus' && params.hubSerial && isJson(answer.result) && !updates.has(params.hubSerial)) updates.set(params.hubSerial, answer.result);
    const shown = recordsOfAnswer[entry.call]?.(answer, params) ?? [];
    const hub = params.hubSerial ?? '';
    const joining = entry.call === 'devices.listByHub' && listedHubs.has(hub);
    if (entry.call === 'devices.listByHub' && wholeList(entry)) listedHubs.add(hub);
    shown.forEach((seed) => {
      const key = `${seed.collection} ${keyOf(seed.collection, seed.record as never)}`;
      if (records.has(key)) return;
      records.set(key, seed);
      if (joining) joined.push({ hub, record: seed.record, shownAt: index });
    });
  });
  const joinedKeys = new Set(joined.map((device) => device.record));
  const all = [...records.values(), ...otherCommunity(entries, [...records.values()])];
  const units = all.filter((seed) => seed.collection === 'units').map((seed) => seed.record);
  return {
    records: all.filter((seed) => !joinedKeys.has(seed.record)).map((seed) => (seed.collection === 'hubs' ? { ...seed, record: completeHub(seed.record, units, updates) } : seed)),
    joined,
  };
}
