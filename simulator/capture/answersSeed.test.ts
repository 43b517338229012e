// @vitest-environment node
/** The records a compiled capture starts with, read from its answers (decisions 0342, 0343). */
import { describe, expect, it } from 'vitest';
import type { CaptureEntry } from './captureFile';
import { seedFromAnswers } from './answersSeed';

const HUB = 'HB2-0042001';
const GATEWAY = 'gw-42001';
const call = (name: string, path: string, answer: unknown, extra: Partial<CaptureEntry> = {}): CaptureEntry =>
  ({ kind: 'call', at: 0, call: name, method: 'GET', path, status: 200, outcome: 'ok', ms: 10, answer, ...extra }) as CaptureEntry;

const community = { uid: 'cmty-field', name: 'Field Court', street: '1 Field Way', city: 'Austin', state: 'Texas', postal: '78701', usesPrefilledPins: false, salesforceInfo: { propertyManager: '[Filtered]', phoneNumber: '[Filtered]' } };
const unit = {
  id: 42, uid: 'addr-42', unit: '4B', communityId: 'cmty-field', communityName: 'Field Court', gatewayId: GATEWAY, hub_serial: HUB, permission: true, role: 'Installer',
  residents: [{ firstName: '[Filtered]', lastName: '[Filtered]', email: '[Filtered]' }],
  installerPreviewData: { notes: '[Typed: 9 characters]', devicesToBeInstalled: [] },
};
const hub = { hub_serial_number: HUB, gateway_id: GATEWAY, is_iot_hub: true, balena_commit_hash: 'abc', last_seen: '2026-11-23T14:59:00.000Z' };
const switchDevice = { uid: 'dev-switch', localId: '3', gatewayId: GATEWAY, name: 'Kitchen', model: 'Zooz ZEN71', deviceType: 'switch', sensors: [] };
const joinedLock = { uid: 'dev-joined', localId: '9', gatewayId: GATEWAY, name: null, model: 'Yale Assure Lock SL', deviceType: 'lock', sensors: [] };

describe('seedFromAnswers: which answer gives which record', () => {
  it.each([
    ['communities.get: the community, with no members (the demo users are added by the seed)', call('communities.get', '/v4/installer/community/?communityId=cmty-field', { results: [community] }), 'communities', { ...community, memberUids: [], salesforceInfo: { propertyManager: 'Sam Roe', phoneNumber: '555-0102' } }],
    ['communities.list: each community', call('communities.list', '/v4/installer/community/?limit=5000', { results: [community] }), 'communities', expect.objectContaining({ uid: 'cmty-field', memberUids: [] })],
    ['units.get: the unit, people and typed notes made up', call('units.get', '/v4/installer/address/?addressId=42', { results: [unit] }), 'units', {
      ...unit,
      residents: [{ firstName: 'Sam', lastName: 'Poe', email: 'person3@example.invalid' }],
      installerPreviewData: { notes: 'replayedx', devicesToBeInstalled: [] },
    }],
    ['units.list: each unit', call('units.list', '/v4/installer/address/?communityId=cmty-field', { results: [unit] }), 'units', expect.objectContaining({ id: 42, hub_serial: HUB })],
    ['units.configuration: one record per family, for the community of the query', call('units.configuration', '/v4/installer/unit-configurations/?communityId=cmty-field&addressId=42', { installLocations: { locks: ['Front Door'] } }), 'installLocations', { communityId: 'cmty-field', family: 'locks', locations: ['Front Door'] }],
    ['workTickets.get: the ticket', call('workTickets.get', '/v4/installer/workticket/?addressId=42', { id: 'wt-1', addressId: 42, workTicketStatus: 'Scheduled' }), 'workTickets', { id: 'wt-1', addressId: 42, workTicketStatus: 'Scheduled' }],
    ['workTickets.get without id: keyed by the unit of the query', call('workTickets.get', '/v4/installer/workticket/?addressId=42', { workTicketStatus: 'Scheduled' }), 'workTickets', { id: 'wt-42', addressId: 42, workTicketStatus: 'Scheduled' }],
    ['hubs.status alone: on no unit, up to date on its commit', call('hubs.status', `/v4/hub/${HUB}/status/`, hub), 'hubs', { ...hub, addressId: null, update: { update_pending: false, current_commit: 'abc', service_statuses: {} } }],
    ['devices.listByHub: each device', call('devices.listByHub', `/v4/sensor/hub/${HUB}/`, { results: [switchDevice] }), 'devices', switchDevice],
    ['yale.getMasterCodes: the unit\'s codes, made up', call('yale.getMasterCodes', '/v4/installer/yale_lock/master_code/?addressId=42', { activeMasterCode: '[Filtered]', inactiveMasterCodes: ['[Filtered]'] }), 'yaleMasterCodes', { activeMasterCode: '107919', inactiveMasterCodes: ['115838'], addressId: 42 }],
    ['doorCodes.syncsForAddress: each sync, on the unit of the path', call('doorCodes.syncsForAddress', '/door-code/v1/sync/address/42', { results: [{ device_id: 'dev-lock', status: 'complete', created: 'c', last_updated: 'u', sent_percent: 100, verified_percent: 100 }] }), 'doorCodeSyncs', expect.objectContaining({ device_id: 'dev-lock', addressId: 42 })],
  ])('%s', (_case, entry, collection, record) => {
    expect(seedFromAnswers([entry]).records).toEqual([{ collection, record }]);
  });

  it.each([
    ['a failed call', call('units.get', '/v4/installer/address/?addressId=42', { detail: 'no' }, { status: 500, outcome: 'http' })],
    ['a call whose answer tells no data', call('hubs.inclusion', `/v4/hub/${HUB}/inclusion/`, { message: 'Inclusion started.' }, { method: 'POST' })],
  ])('gives nothing for %s', (_case, entry) => {
    expect(seedFromAnswers([entry])).toEqual({ records: [], joined: [] });
  });
});

describe('seedFromAnswers: the world as the installer found it', () => {
  const entries = [
    call('units.get', '/v4/installer/address/?addressId=42', { results: [unit] }),
    call('hubs.status', `/v4/hub/${HUB}/status/`, hub),
    call('hubs.updateStatus', `/v4/hub/${HUB}/softwareupdate/status/`, { result: { update_pending: true, current_commit: 'abc', service_statuses: {} } }),
    call('devices.listByHub', `/v4/sensor/hub/${HUB}/`, { results: [switchDevice] }),
    call('units.get', '/v4/installer/address/?addressId=42', { results: [{ ...unit, unit: 'renamed later' }] }),
    call('devices.listByHub', `/v4/sensor/hub/${HUB}/?deviceId=dev-switch`, { results: [switchDevice] }),
    call('devices.listByHub', `/v4/sensor/hub/${HUB}/`, { results: [switchDevice, joinedLock] }),
  ];
  const seed = seedFromAnswers(entries);

  it('keeps each record as the first answer showed it', () => {
    expect(seed.records.filter((record) => record.collection === 'units').map(({ record }) => record.unit)).toEqual(['4B']);
  });

  it('puts the hub on the unit that names it, updating as its update status said', () => {
    expect(seed.records.find((record) => record.collection === 'hubs')?.record).toMatchObject({ addressId: 42, update: { update_pending: true } });
  });

  it('gives a device first shown after the hub\'s first whole list as joined during the run, not as seeded', () => {
    expect(seed.records.filter((record) => record.collection === 'devices').map(({ record }) => record.uid)).toEqual(['dev-switch']);
    expect(seed.joined).toEqual([{ hub: HUB, record: joinedLock, shownAt: 6 }]);
  });

  it('is the same every time (generated values included)', () => {
    expect(seedFromAnswers(entries)).toEqual(seed);
  });
});
