import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn } from '../testing/apiClient';
import { smallScenario } from '../testing/scenarios';

let sim: NodeSimulator;
beforeEach(async () => {
  sim = await startNodeSimulator({ scenario: smallScenario });
});
afterEach(() => sim.close());

describe('control: scenarios', () => {
  it('names and describes the running scenario, with its start in simulator time', () => {
    expect(sim.control.scenario()).toEqual({ name: 'small', description: 'Maple Court plus two small generated communities', startedAt: Date.parse('2026-11-21T09:00:00Z'), expect: null });
    expect(sim.control.scenarios()).toContain('default');
  });

  it('gives the running scenario\'s expect section as parsed, durations in ms (scenario:test reads it)', async () => {
    expect(await sim.control.startScenario({ name: 'with-expect', description: 'x', extends: 'default', expect: [{ text: 'Sign in', within: '90s' }] })).toEqual({ ok: true });
    expect(sim.control.scenario().expect).toEqual([{ text: 'Sign in', within: 90_000 }]);
  });

  it('starts a scenario file by name and exposes its flags', async () => {
    expect(await sim.control.startScenario('support-tools')).toEqual({ ok: true });
    expect(sim.control.scenario().name).toBe('support-tools');
    expect(await sim.control.flags()).toMatchObject({ 'customer-support-user': true });
  });

  it('refuses an invalid scenario object and keeps the data', async () => {
    const result = await sim.control.startScenario({ ...smallScenario, faults: [{ call: 'auth.logout', status: 'x' }] });
    expect(result).toEqual({ ok: false, error: 'Scenario "small" is invalid: faults[0].status: expected a number' });
    expect(sim.control.scenario().name).toBe('small');
  });

  it('resets data, sessions and the call log when a scenario starts', async () => {
    const token = await signIn();
    expect(sim.control.db.remove('units', { id: 1001 })).toBe(1);
    await sim.control.startScenario(smallScenario);
    expect(sim.control.db.find('units', { id: 1001 })).toHaveLength(1);
    expect(sim.control.calls()).toEqual([]);
    expect((await callApi('communities.list', {}, { token, query: { limit: 5 } })).status).toBe(401);
  });

  it('seeds the same bulk data for the same scenario', async () => {
    const first = sim.control.db.list('communities');
    await sim.control.startScenario(smallScenario);
    expect(sim.control.db.list('communities')).toEqual(first);
  });
});

describe('control: db', () => {
  it('finds by deep-equal fields', () => {
    expect(sim.control.db.find('hubs', { addressId: null }).length).toBeGreaterThan(0);
    expect(sim.control.db.find('units', { id: 1004 }).map((u) => u.unit)).toEqual(['104']);
  });

  it('updates records, and the API answers the change', async () => {
    const [updated] = await sim.control.db.update('workTickets', { addressId: 1005 }, { workTicketStatus: 'Complete' });
    expect(updated).toMatchObject({ addressId: 1005, workTicketStatus: 'Complete' });
    const token = await signIn();
    expect((await callApi('workTickets.get', {}, { token, query: { addressId: 1005 } })).body).toMatchObject({ workTicketStatus: 'Complete' });
  });

  it('refuses an update that breaks the record schema, naming the field', async () => {
    await expect(sim.control.db.update('units', { id: 1004 }, { permission: 'yes' })).rejects.toThrow('Invalid units record: permission: expected a boolean');
  });

  it('creates and removes records', async () => {
    const hub = { ...sim.control.db.find('hubs', { addressId: null })[0], hub_serial_number: 'HB2-9999999' };
    await sim.control.db.create('hubs', hub);
    expect(sim.control.db.find('hubs', { hub_serial_number: 'HB2-9999999' })).toHaveLength(1);
    expect(sim.control.db.remove('hubs', { hub_serial_number: 'HB2-9999999' })).toBe(1);
    await expect(sim.control.db.create('hubs', { hub_serial_number: 1 })).rejects.toThrow(/Invalid hubs record: hub_serial_number: expected a string/);
  });

  it('refuses an unknown collection', () => {
    expect(() => sim.control.db.list('people' as never)).toThrow(/Unknown collection "people"/);
  });
});

describe('control: clock', () => {
  it('jumps and advances simulator time, and sessions expire by it', async () => {
    const token = await signIn();
    const before = sim.control.clock.now();
    sim.control.clock.setSpeed(0.001);
    expect(await sim.control.clock.jump(60_000)).toBeGreaterThanOrEqual(before + 60_000);
    await sim.control.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await callApi('communities.list', {}, { token, query: { limit: 5 } })).status).toBe(401);
  });
});

describe('control: inject now (reboot, a failing inclusion stage, a door-code sync status)', () => {
  it('makes the next inclusion fail at a stage with one fault, and refuses an unknown hub or stage', async () => {
    expect(await sim.control.zwave.failNextInclusion('HB2-1000104', 'interview')).toEqual({ ok: true });
    expect(sim.control.faults.list().map((fault) => fault.fault)).toContainEqual(
      expect.objectContaining({ kind: 'hub', behaviour: 'inclusion.addNodeFailed', params: { stage: 'interview' }, serial: 'HB2-1000104', times: 1 }),
    );
    expect(await sim.control.zwave.failNextInclusion('HB2-0000000', 'protocol')).toEqual({ ok: false, error: 'No hub with serial "HB2-0000000"' });
    expect(await sim.control.zwave.failNextInclusion('HB2-1000104', 'later')).toMatchObject({ ok: false, error: expect.stringContaining('stage') });
  });

  it('puts the running door-code sync into a status, and says when no sync runs', async () => {
    expect(await sim.control.doorCodes.setStatus('paused', 'dev-1003-lock')).toEqual({ ok: false, error: 'No door-code sync of dev-1003-lock' });
    await sim.control.steps.run({ 'doorCodes.start': { deviceUid: 'dev-1004-lock' } });
    expect(await sim.control.doorCodes.setStatus('low_battery', 'dev-1004-lock')).toEqual({ ok: true });
    expect(sim.control.doorCodes.syncs()[0]).toMatchObject({ device_id: 'dev-1004-lock', status: 'low_battery' });
    expect(await sim.control.doorCodes.setStatus('stuck')).toMatchObject({ ok: false });
  });
});

describe('control: physical steps at the sensors', () => {
  const reading = (uid: string, sensorType: string) =>
    (sim.control.db.find('devices', { uid })[0]?.sensors as Array<{ sensorType: string; value: string; timeIssued: string }>).find((r) => r.sensorType === sensorType);

  it('lists the sensors by unit, opens and closes a door, sees motion that resets a minute later, and a leak', async () => {
    sim.control.clock.pause();
    expect(sim.control.devices.sensors().filter((sensor) => sensor.unit === '104')).toEqual([
      { uid: 'dev-1004-motion', name: 'Hallway Motion', kind: 'motion', serial: 'HB2-1000104', unit: '104' },
      { uid: 'dev-1004-door', name: 'Patio Door', kind: 'door', serial: 'HB2-1000104', unit: '104' },
      { uid: 'dev-1004-leak', name: 'Water Heater Leak', kind: 'leak', serial: 'HB2-1000104', unit: '104' },
    ]);
    expect(await sim.control.devices.door('dev-1004-door', true)).toEqual({ ok: true });
    expect(reading('dev-1004-door', 'DoorLocked')?.value).toBe('False');
    await sim.control.devices.door('dev-1004-door', false);
    expect(reading('dev-1004-door', 'DoorLocked')?.value).toBe('True');

    const now = sim.control.clock.now();
    await sim.control.devices.motion('dev-1004-motion');
    expect(reading('dev-1004-motion', 'Motion')).toMatchObject({ value: 'True', timeIssued: new Date(now).toISOString() });
    await sim.control.clock.advance(60_000);
    expect(reading('dev-1004-motion', 'DisturbanceReset')?.timeIssued).toBe(new Date(now + 60_000).toISOString());

    await sim.control.devices.leak('dev-1004-leak');
    expect(reading('dev-1004-leak', 'BinarySensorWater')?.value).toBe('True');
    expect(await sim.control.devices.leak('dev-1004-door')).toEqual({ ok: false, error: 'Patio Door: a door sensor does not sense "leak"' });
    expect(sim.control.trace().filter((entry) => entry.type === 'step.fired').map((entry) => entry.step)).toEqual([
      'device.door', 'device.door', 'device.motion', 'device.leak', 'device.leak',
    ]);
  });
});

describe('control: the clock', () => {
  const changes = () => sim.control.trace().filter((entry) => entry.type === 'clock.changed').map((entry) => ({ paused: entry.paused, speed: entry.speed }));

  it('announces a change of pause or speed, and nothing when a call changes nothing', () => {
    sim.control.clock.pause();
    sim.control.clock.pause();
    sim.control.clock.setSpeed(4);
    sim.control.clock.setSpeed(4);
    sim.control.clock.resume();
    sim.control.clock.resume();
    expect(changes()).toEqual([{ paused: true, speed: 1 }, { paused: true, speed: 4 }, { paused: false, speed: 4 }]);
  });
});
