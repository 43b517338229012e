import { describe, expect, it } from 'vitest';
import type { CollectionName } from '../db/schemas';
import { objectiveCallSchema, objectiveMet, type ExerciseState } from './objectives';

const START = Date.parse('2026-11-23T15:00:00Z');
const unit = (gatewayId: string | null) => ({ id: 1001, gatewayId });
const hub = (fields: object = {}) => ({ hub_serial_number: 'HB2-1000901', gateway_id: 'gw-901', online: true, lifecycle: null, boot_time: '2026-11-20T08:00:00Z', last_seen: null, ...fields });
const device = (uid: string, deviceType: string, fields: object = {}) => ({ uid, gatewayId: 'gw-901', deviceType, model: 'Any', dcm: null, ...fields });
const sync = (device_id: string, created: string, status: string) => ({ device_id, created, status });
const submission = (Status__c: string, Incomplete_reason__c: string | null = null, addressId = 1001) => ({ addressId, body: { workTicketFields: { Status__c, Incomplete_reason__c } } });

function state(records: Partial<Record<CollectionName, object[]>>, now = START + 60_000): ExerciseState {
  return { records: ((collection: CollectionName) => records[collection] ?? []) as ExerciseState['records'], now, startedAt: START };
}

const gw = [unit('gw-901')];
const twoDevices = [device('d1', 'gateway'), device('d2', 'lock'), device('d3', 'thermostat')];

describe('objectives', () => {
  it.each([
    ['hub.assigned: a unit with a gateway', { 'hub.assigned': { unit: 1001 } }, { units: gw }, true],
    ['hub.assigned: no gateway yet', { 'hub.assigned': { unit: 1001 } }, { units: [unit(null)] }, false],
    ['hub.assigned: another unit', { 'hub.assigned': { unit: 1002 } }, { units: gw }, false],
    ['devices.paired: two of two (the hub itself not counted)', { 'devices.paired': { unit: 1001, count: 2 } }, { units: gw, devices: twoDevices }, true],
    ['devices.paired: two of three', { 'devices.paired': { unit: 1001, count: 3 } }, { units: gw, devices: twoDevices }, false],
    ['devices.paired: of a type', { 'devices.paired': { unit: 1001, deviceType: 'lock' } }, { units: gw, devices: twoDevices }, true],
    ['devices.paired: of a model not paired', { 'devices.paired': { unit: 1001, model: 'Yale Assure Lock 2 Keypad' } }, { units: gw, devices: twoDevices }, false],
    ['devices.paired: devices of another hub', { 'devices.paired': { unit: 1001 } }, { units: gw, devices: [device('x', 'lock', { gatewayId: 'gw-2' })] }, false],
    ['doorCodes.synced: newest sync complete', { 'doorCodes.synced': { unit: 1001 } },
      { units: gw, devices: twoDevices, doorCodeSyncs: [sync('d2', '2026-11-23T15:00:00Z', 'cloud_error'), sync('d2', '2026-11-23T15:01:00Z', 'complete')] }, true],
    ['doorCodes.synced: newest sync still running', { 'doorCodes.synced': { unit: 1001 } },
      { units: gw, devices: twoDevices, doorCodeSyncs: [sync('d2', '2026-11-23T15:00:00Z', 'complete'), sync('d2', '2026-11-23T15:01:00Z', 'in_progress')] }, false],
    ['doorCodes.synced: no lock at all', { 'doorCodes.synced': { unit: 1001 } }, { units: gw, devices: [device('d3', 'thermostat')] }, false],
    ['doorCodes.synced: master code not synced', { 'doorCodes.synced': { unit: 1001, masterCode: true } },
      { units: gw, devices: [device('d2', 'lock', { dcm: { masterCodeSynced: false } })], doorCodeSyncs: [sync('d2', '2026-11-23T15:01:00Z', 'complete')] }, false],
    ['doorCodes.synced: master code synced', { 'doorCodes.synced': { unit: 1001, masterCode: true } },
      { units: gw, devices: [device('d2', 'lock', { dcm: { masterCodeSynced: true } })], doorCodeSyncs: [sync('d2', '2026-11-23T15:01:00Z', 'complete')] }, true],
    ['workTicket.closed: Complete', { 'workTicket.closed': { unit: 1001, noReason: true } }, { submissions: [submission('Complete')] }, true],
    ['workTicket.closed: only Incomplete', { 'workTicket.closed': { unit: 1001 } }, { submissions: [submission('Incomplete', 'Customer not home')] }, false],
    ['workTicket.closed: Incomplete asked for', { 'workTicket.closed': { unit: 1001, status: 'Incomplete' } }, { submissions: [submission('Incomplete', 'Customer not home')] }, true],
    ['workTicket.closed: with a reason when none may be', { 'workTicket.closed': { unit: 1001, status: 'Incomplete', noReason: true } }, { submissions: [submission('Incomplete', 'Customer not home')] }, false],
    ['workTicket.closed: another unit', { 'workTicket.closed': { unit: 1001 } }, { submissions: [submission('Complete', null, 1002)] }, false],
    ['hub.running: online, idle', { 'hub.running': { serial: 'HB2-1000901' } }, { hubs: [hub()] }, true],
    ['hub.running: offline', { 'hub.running': { serial: 'HB2-1000901' } }, { hubs: [hub({ online: false })] }, false],
    ['hub.running: still rebooting', { 'hub.running': { serial: 'HB2-1000901' } }, { hubs: [hub({ lifecycle: { kind: 'rebooting', since: START } })] }, false],
    ['hub.running: not rebooted since the start', { 'hub.running': { serial: 'HB2-1000901', rebooted: true } }, { hubs: [hub()] }, false],
  ] as const)('%s', (_name, check, records, met) => {
    expect(objectiveCallSchema.safeParse(check).success).toBe(true);
    expect(objectiveMet(state(records as Partial<Record<CollectionName, object[]>>), check)).toBe(met);
  });

  it('a reboot is over 3.5 minutes after it began: the hub runs, rebooted since the start', () => {
    const rebooting = { hubs: [hub({ lifecycle: { kind: 'rebooting', since: START + 10_000 } })] };
    expect(objectiveMet(state(rebooting, START + 10_000 + 209_000), { 'hub.running': { serial: 'HB2-1000901', rebooted: true } })).toBe(false);
    expect(objectiveMet(state(rebooting, START + 10_000 + 210_000), { 'hub.running': { serial: 'HB2-1000901', rebooted: true } })).toBe(true);
  });

  it.each([
    [{ 'hub.assgned': { unit: 1001 } }, 'unknown objective "hub.assgned"'],
    [{ 'devices.paired': { unit: 1001, count: 0 } }, 'count'],
    [{ 'hub.assigned': { unit: 1001 }, 'devices.paired': { unit: 1001 } }, 'name exactly one check'],
  ])('refuses %j', (check, problem) => {
    expect(objectiveCallSchema.safeParse(check).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')).toContain(problem);
  });
});
