import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deviceListAnswerSchema, hubStatusSchema, hubUpdateStatusSchema, liveDeviceSchema } from '../../app/api/schemas';
import type { NodeSimulator } from '../node';
import { callApi, signedInSimulator } from '../testing/apiClient';
import { withFaults } from '../testing/scenarios';
import { offContract } from './contractLog';

const HUB = 'HB2-1000104';
const GATEWAY = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0104';
const action = { client: 'concierge', userId: 'usr-1' };
let sim: NodeSimulator;
let token: string;

const start = async (scenario?: object) => ({ sim, token } = await signedInSimulator(scenario));
afterEach(() => sim.close());

const status = async () => hubStatusSchema.parse((await callApi('hubs.status', { hubSerial: HUB }, { token })).body);

describe('hub calls', () => {
  beforeEach(() => start());

  it('answers the status in the API shape, with a heartbeat that follows the clock', async () => {
    const before = await status();
    expect(before).not.toHaveProperty('lifecycle');
    await sim.control.clock.jump(10 * 60_000);
    expect(Date.parse((await status()).last_seen ?? '')).toBeGreaterThan(Date.parse(before.last_seen ?? ''));
  });

  it('reboots: boot_time changes after 3.5 minutes, and a second reboot meanwhile is refused', async () => {
    const before = await status();
    expect((await callApi('hubs.reboot', { hubSerial: HUB }, { token, body: action })).status).toBe(200);
    expect((await callApi('hubs.restart', { hubSerial: HUB }, { token, body: action })).status).toBe(409);
    await sim.control.clock.jump(200_000);
    expect((await status()).boot_time).toBe(before.boot_time);
    await sim.control.clock.jump(15_000);
    expect(Date.parse((await status()).boot_time ?? '')).toBeGreaterThan(Date.parse(before.boot_time ?? ''));
    expect((await callApi('hubs.restart', { hubSerial: HUB }, { token, body: action })).status).toBe(200);
  });

  it('refuses a hub action from another client', async () => {
    // Sends what the app never does, to see the refusal: off the contract on purpose.
    offContract(400);
    const answer = await callApi('hubs.reboot', { hubSerial: HUB }, { token, body: { ...action, client: 'resident' } });
    expect(answer).toEqual({ status: 400, body: { message: 'client: must be "concierge"' } });
  });

  it('updates on the clock after control.hub.startUpdate', async () => {
    await sim.control.hub.startUpdate(HUB);
    const update = async () => hubUpdateStatusSchema.parse((await callApi('hubs.updateStatus', { hubSerial: HUB }, { token })).body).result;
    expect((await update()).update_pending).toBe(true);
    await sim.control.clock.jump(60_000);
    expect(Object.values((await update()).service_statuses).map((s) => s.status)).toContain('Downloaded');
    await sim.control.clock.jump(10 * 60_000);
    expect((await update()).update_pending).toBe(false);
  });

  it('lists the hub devices, or one by deviceId, and answers 404 for an unknown hub', async () => {
    const all = deviceListAnswerSchema.parse((await callApi('devices.listByHub', { hubSerial: HUB }, { token })).body).results;
    expect(all.map((d) => d.uid)).toContain('dev-1004-leak');
    expect(all.every((d) => d.gatewayId === GATEWAY)).toBe(true);
    const one = await callApi('devices.listByHub', { hubSerial: HUB }, { token, query: { deviceId: 'dev-1004-lock' } });
    expect(deviceListAnswerSchema.parse(one.body).results.map((d) => d.uid)).toEqual(['dev-1004-lock']);
    expect((await callApi('devices.listByHub', { hubSerial: 'HB2-NOPE' }, { token })).status).toBe(404);
  });

  it('provisions a Nest by serial (again after it was offline), refuses a bad serial or a second Nest, and removes it', async () => {
    const body = { installer: 'installer@demo.test', deviceName: 'Nest thermostat', deviceType: 'nest' };
    expect((await callApi('nest.provision', { gatewayId: GATEWAY, serial: 'bad-serial!' }, { token, body })).status).toBe(400);
    const made = await callApi('nest.provision', { gatewayId: GATEWAY, serial: '09AA01AC1234' }, { token, body });
    expect(liveDeviceSchema.parse(made.body)).toMatchObject({ localId: '09AA01AC1234', deviceType: 'nest', sensors: [] });
    expect((await callApi('nest.provision', { gatewayId: GATEWAY, serial: '09AA01AC1234' }, { token, body })).status).toBe(200);
    expect((await callApi('nest.provision', { gatewayId: GATEWAY, serial: '09AA01AC9999' }, { token, body })).status).toBe(409);
    expect((await callApi('nest.remove', { gatewayId: GATEWAY, localId: '09AA01AC1234' }, { token })).status).toBe(200);
    expect((await callApi('nest.remove', { gatewayId: GATEWAY, localId: '09AA01AC1234' }, { token })).status).toBe(404);
  });
});

describe('scenario hubs', () => {
  it('starts an update that is under way and sets status fields', async () => {
    await start({ ...withFaults([]), hubs: [{ serial: HUB, updateStartedSecondsAgo: 30, set: { cellular_signal: 18 } }] });
    expect((await status()).cellular_signal).toBe(18);
    const answer = hubUpdateStatusSchema.parse((await callApi('hubs.updateStatus', { hubSerial: HUB }, { token })).body);
    expect(Object.values(answer.result.service_statuses)[0]).toMatchObject({ status: 'Downloading', download_progress: 50 });
  });
});
