import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hubSerialKey } from '../../app/config/env';
import { EMPTY_SERIAL } from './calls/hubAssignment';
import { hubSerialKey as simulatorHubSerialKey } from './calls/hubSerialKey';
import type { NodeSimulator } from '../node';
import { callApi, signedInSimulator, signIn, support } from '../testing/apiClient';
import { offContract } from './contractLog';

const GW_104 = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0104';
const GW_106 = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0106';
const FREE_SERIAL = 'HB2-1000901';
const FREE_GATEWAY = '3b6a1e52-9c4d-4f1a-8e27-5d0c9b7a6f01';
const action = { client: 'concierge', userId: 'u1' };

let sim: NodeSimulator;
let token: string;

beforeEach(async () => ({ sim, token } = await signedInSimulator()));
afterEach(() => sim.close());

const unit = (id: number) => sim.control.db.find('units', { id })[0];
const hub = (serial: string) => sim.control.db.find('hubs', { hub_serial_number: serial })[0];
const devicesOf = (gatewayId: string) => sim.control.db.find('devices', { gatewayId }).map((d) => `${String(d.deviceType)}:${String(d.localId)}`);
/** A unit of a generated community, which the support account cannot see. */
const otherUnit = () => sim.control.db.list('units').find((u) => u.communityId !== 'cmty-7d2f9a0e-maple-court' && u.gatewayId)!;

it('names the serial field as the app does', () => {
  expect(simulatorHubSerialKey).toBe(hubSerialKey);
});

describe('permissions.create', () => {
  it('sets the permission of the unit the gateway belongs to', async () => {
    expect(unit(1006)?.permission).toBe(false);
    const answer = await callApi('permissions.create', {}, { token, body: { gateway_id: GW_106 } });
    expect(answer).toEqual({ status: 200, body: { message: 'Permission created for unit 106.' } });
    expect(unit(1006)?.permission).toBe(true);
  });

  it.each([
    ['an unknown gateway', () => 'no-such-gateway', 404],
    ["another community's gateway", () => String(otherUnit().gatewayId), 404],
  ])('refuses %s', async (_case, gateway, status) => {
    const supportToken = await signIn(support);
    const answer = await callApi('permissions.create', {}, { token: supportToken, body: { gateway_id: gateway() } });
    expect(answer.status).toBe(status);
  });

  it('names a missing field', async () => {
    // Sends what the app never does, to see the refusal: off the contract on purpose.
    offContract(400);
    expect(await callApi('permissions.create', {}, { token, body: {} })).toEqual({ status: 400, body: { message: 'gateway_id: is required' } });
  });
});

describe('hubs.associate', () => {
  const associate = (body: object) => callApi('hubs.associate', {}, { token, body });

  it('assigns a free hub to a unit without one', async () => {
    const answer = await associate({ [hubSerialKey]: ' hb2-1000901 ', address_id: 1001 });
    expect(answer).toEqual({ status: 200, body: { message: 'Hub HB2-1000901 assigned to unit 101.' } });
    expect(unit(1001)).toMatchObject({ gatewayId: FREE_GATEWAY, hub_serial: FREE_SERIAL, permission: true });
    expect(hub(FREE_SERIAL)?.addressId).toBe(1001);
  });

  it.each([
    ['an unknown serial', { [hubSerialKey]: 'HB2-9999999', address_id: 1001 }, { status: 400, body: { message: 'Hub serial not found' } }],
    ['an empty serial, in words an installer understands', { [hubSerialKey]: '  ', address_id: 1001 }, { status: 400, body: { message: EMPTY_SERIAL } }],
    [
      'a serial assigned elsewhere',
      { [hubSerialKey]: 'HB2-1000104', address_id: 1001 },
      { status: 400, body: { custom: 'This hub is already assigned to another unit.' } },
    ],
    [
      'a unit that has a hub',
      { [hubSerialKey]: FREE_SERIAL, address_id: 1006 },
      { status: 400, body: { message: 'Unit 106 already has a hub. Remove it before assigning another.' } },
    ],
    ['an unknown unit', { [hubSerialKey]: FREE_SERIAL, address_id: 999999 }, { status: 404, body: { message: 'Object Not Found Matching Id 999999' } }],
    ['the wrong payload key', { hub_serial: FREE_SERIAL, address_id: 1001 }, { status: 400, body: { message: `${hubSerialKey}: is required` } }],
  ])('refuses %s and changes nothing', async (_case, body, expected) => {
    // Sends what the app never does, to see the refusal: off the contract on purpose.
    offContract(400);
    expect(await associate(body)).toEqual(expected);
    expect(hub(FREE_SERIAL)?.addressId).toBeNull();
    expect(unit(1001)?.gatewayId).toBeNull();
  });
});

describe('hubs.disassociate', () => {
  it('frees the hub and clears the unit', async () => {
    const answer = await callApi('hubs.disassociate', {}, { token, body: { gateway_id: GW_106, address_id: 1006 } });
    expect(answer).toEqual({ status: 200, body: { message: 'The hub was removed from unit 106.' } });
    expect(unit(1006)).toMatchObject({ gatewayId: null, hub_serial: null, permission: false });
    expect(hub('HB2-1000106')?.addressId).toBeNull();
  });

  it.each([
    [{ gateway_id: GW_104, address_id: 1006 }, { status: 400, body: { custom: `The gateway ${GW_104} is not the hub of unit 106.` } }],
    [{ gateway_id: GW_106, address_id: 1001 }, { status: 400, body: { custom: 'Unit 101 has no hub to remove.' } }],
    [{ gateway_id: GW_106 }, { status: 400, body: { message: 'address_id: is required' } }],
  ])('refuses %j', async (body, expected) => {
    // Sends what the app never does, to see the refusal: off the contract on purpose.
    offContract(400);
    expect(await callApi('hubs.disassociate', {}, { token, body })).toEqual(expected);
    expect(hub('HB2-1000106')?.addressId).toBe(1006);
  });
});

describe('permissions.transfer', () => {
  it('moves the permission from a removed hub to the new one', async () => {
    await callApi('hubs.disassociate', {}, { token, body: { gateway_id: GW_106, address_id: 1006 } });
    await callApi('hubs.associate', {}, { token, body: { [hubSerialKey]: FREE_SERIAL, address_id: 1006 } });
    await sim.control.db.update('units', { id: 1006 }, { permission: false });
    const answer = await callApi('permissions.transfer', {}, {
      token,
      body: { from_gateway_id: GW_106, to_gateway_id: FREE_GATEWAY, address_id: 1006 },
    });
    expect(answer).toEqual({ status: 200, body: { message: 'Permissions transferred to the hub of unit 106.' } });
    expect(unit(1006)?.permission).toBe(true);
  });

  it.each([
    [{ from_gateway_id: GW_106, to_gateway_id: GW_106, address_id: 1006 }, 'The old and the new gateway id are the same.'],
    [{ from_gateway_id: FREE_GATEWAY, to_gateway_id: GW_104, address_id: 1006 }, `The gateway ${GW_104} is not the hub of unit 106.`],
    [{ from_gateway_id: 'nope', to_gateway_id: GW_106, address_id: 1006 }, 'No hub has the gateway id nope.'],
    [{ from_gateway_id: GW_104, to_gateway_id: GW_106, address_id: 1006 }, 'The old hub is still assigned to a unit. Remove it first.'],
  ])('refuses %j', async (body, custom) => {
    expect(await callApi('permissions.transfer', {}, { token, body })).toEqual({ status: 400, body: { custom } });
  });
});

describe('hubs.resetNetwork and hubs.failDevice', () => {
  it('a reset removes every Z-Wave device and keeps the hub itself', async () => {
    expect(devicesOf(GW_104)).toContain('lock:5');
    const answer = await callApi('hubs.resetNetwork', { hubSerial: 'HB2-1000104' }, { token, body: action });
    expect(answer).toEqual({ status: 200, body: { message: 'Z-Wave network reset.' } });
    expect(devicesOf(GW_104)).toEqual(['gateway:1']);
  });

  it('a repair (heal) confirms and keeps every device; a busy hub refuses it', async () => {
    const before = devicesOf(GW_104);
    const answer = await callApi('hubs.repairNetwork', { hubSerial: 'HB2-1000104' }, { token, body: action });
    expect(answer).toEqual({ status: 200, body: { message: 'Z-Wave network repair started. Devices may respond slowly for a few minutes.' } });
    expect(devicesOf(GW_104)).toEqual(before);
    await callApi('hubs.restart', { hubSerial: 'HB2-1000104' }, { token, body: action });
    expect((await callApi('hubs.repairNetwork', { hubSerial: 'HB2-1000104' }, { token, body: action })).status).toBe(409);
  });

  it('failing a node removes that device only', async () => {
    const before = devicesOf(GW_104);
    const answer = await callApi('hubs.failDevice', { hubSerial: 'HB2-1000104' }, { token, body: { ...action, nodeId: '5' } });
    expect(answer).toEqual({ status: 200, body: { message: 'Node 5 (Front Door) was marked failed and removed.' } });
    expect(devicesOf(GW_104)).toEqual(before.filter((d) => d !== 'lock:5'));
  });

  it.each([
    [{ ...action, nodeId: '99' }, { status: 400, body: { message: 'nodeId: no Z-Wave device 99 on this hub' } }],
    [{ ...action, nodeId: '1' }, { status: 400, body: { message: 'nodeId: no Z-Wave device 1 on this hub' } }],
    [{ client: 'web', userId: 'u1', nodeId: '5' }, { status: 400, body: { message: 'client: must be "concierge"' } }],
  ])('failDevice refuses %j', async (body, expected) => {
    // Sends what the app never does, to see the refusal: off the contract on purpose.
    offContract(400);
    expect(await callApi('hubs.failDevice', { hubSerial: 'HB2-1000104' }, { token, body })).toEqual(expected);
  });

  it('answers 404 for a hub nobody has assigned, and 409 while the hub reboots', async () => {
    expect((await callApi('hubs.resetNetwork', { hubSerial: FREE_SERIAL }, { token, body: action })).status).toBe(404);
    await callApi('hubs.reboot', { hubSerial: 'HB2-1000104' }, { token, body: action });
    const busy = await callApi('hubs.resetNetwork', { hubSerial: 'HB2-1000104' }, { token, body: action });
    expect(busy.status).toBe(409);
    expect(devicesOf(GW_104)).toContain('lock:5');
  });
});

describe('devices.refreshStatus and doorCodes.resendPins', () => {
  it('a refresh re-issues the readings now', async () => {
    const answer = await callApi('devices.refreshStatus', { deviceId: 'dev-1004-lock' }, { token, body: action });
    expect(answer).toEqual({ status: 200, body: { message: 'Status refresh requested for Front Door.' } });
    const now = new Date(sim.control.clock.now()).toISOString().slice(0, 16);
    const [lock] = sim.control.db.find('devices', { uid: 'dev-1004-lock' });
    expect((lock?.sensors as { timeIssued: string }[]).every((s) => s.timeIssued.startsWith(now))).toBe(true);
  });

  it('refreshing an unknown device answers 404', async () => {
    expect((await callApi('devices.refreshStatus', { deviceId: 'dev-nope' }, { token, body: action })).status).toBe(404);
  });

  it.each([
    [GW_104, { status: 200, body: { message: 'Pins resent to 1 lock.' } }],
    [GW_106, { status: 400, body: { message: 'There are no locks on this hub.' } }],
    ['no-such-gateway', { status: 404, body: { message: 'Object Not Found Matching Id no-such-gateway' } }],
  ])('resending pins on %s', async (gatewayId, expected) => {
    expect(await callApi('doorCodes.resendPins', { gatewayId }, { token, body: {} })).toEqual(expected);
  });
});
