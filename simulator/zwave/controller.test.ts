// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { hubMessageSchema } from '../../app/api/schemas';
import { callApi } from '../testing/apiClient';
import { connectStream } from '../testing/streamClient';
import { FULL_HUB, NEW_GATEWAY, NEW_HUB, startPairing, type PairingHarness } from '../testing/zwave';
import { offContract } from '../handlers/contractLog';

let h: PairingHarness;
afterEach(() => h.sim.close());

const FULL_INCLUSION = (node: number, at = 0) => [
  `${at + 1} AddNode Started`,
  `${at + 7} AddNode ProtocolDone ${node}`,
  `${at + 8} AddNode GettingNodeInfo ${node}`,
  `${at + 11} DetailedNodeTotals Updated ${node}`,
  `${at + 15} AddNode Done ${node}`,
  `${at + 16} NetworkChanged Done`,
];

describe('inclusion', () => {
  it('plays Started, ProtocolDone, GettingNodeInfo, DetailedNodeTotals, AddNode Done and NetworkChanged on the clock, to the app\'s stream', async () => {
    h = await startPairing();
    const client = connectStream(h.sim.WebSocket, { token: h.token, hubSerialNumber: NEW_HUB });
    await client.opened;
    expect(await h.call('hubs.inclusion', 'start')).toEqual({ status: 200, body: { message: 'Inclusion started.' } });
    await h.advanceTo(6);
    expect(h.sent()).toEqual(['1 AddNode Started']);
    await h.advanceTo(60);
    expect(h.sent()).toEqual(FULL_INCLUSION(2));
    const received = await client.received(6);
    expect(received.map((message) => hubMessageSchema.parse(message))).toEqual([
      { state: 'AddNode', status: 'Started' },
      { state: 'AddNode', status: 'ProtocolDone', nodeId: 2 },
      { state: 'AddNode', status: 'GettingNodeInfo', nodeId: 2 },
      { state: 'DetailedNodeTotals', status: 'Updated', nodeId: 2, nodes: 1 },
      { state: 'AddNode', status: 'Done', nodeId: 2 },
      { state: 'NetworkChanged', status: 'Done' },
    ]);
    expect(h.control.zwave.controller(NEW_HUB)).toMatchObject({ mode: 'idle', lastNodeId: 2, attempts: { inclusion: 1, exclusion: 0 } });
  });

  it('the next device to install joins, and appears in the device list only once its interview is done', async () => {
    h = await startPairing();
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(14.999);
    expect(await h.devices()).toEqual([]);
    await h.advanceTo(15);
    expect(await h.devices()).toEqual([expect.objectContaining({
      localId: '2',
      gatewayId: NEW_GATEWAY,
      model: 'Yale Assure Lock SL',
      deviceType: 'lock',
      name: null,
      device_metadata: [expect.objectContaining({ modelNumber: 'YRD256-ZW2', wtField: 'Lock_Qty__c' })],
      sensors: [
        { sensorType: 'DoorLocked', value: 'True', timeIssued: '2026-11-21T09:00:15.000Z' },
        { sensorType: 'BatteryLevel', value: '100', timeIssued: '2026-11-21T09:00:15.000Z' },
      ],
    })]);
  });

  it('takes the work ticket in order: both locks, then the window sensor (with its placement letter), then the motion sensor', async () => {
    h = await startPairing();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await h.call('hubs.inclusion', 'start');
      await h.advanceTo(20 * (attempt + 1));
    }
    expect(await h.models()).toEqual(['2 Yale Assure Lock SL', '3 Yale Assure Lock SL', '4 Aeotec Door/Window Sensor 7', '5 Zooz ZSE18 Motion Sensor']);
    const [window, motion] = (await h.devices()).slice(2);
    expect(window).toMatchObject({ deviceType: 'binary_sensor', sensor_readings: 'W', sensors: [{ sensorType: 'DoorLocked' }, { sensorType: 'BatteryLevel' }] });
    expect(motion?.sensors.map((reading) => reading.sensorType)).toEqual(['Motion', 'DisturbanceReset', 'BatteryLevel']);
  });

  it('its sensors report again every hour', async () => {
    h = await startPairing();
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(3_615);
    expect((await h.devices())[0]?.sensors.map((reading) => reading.timeIssued)).toEqual(['2026-11-21T10:00:15.000Z', '2026-11-21T10:00:15.000Z']);
  });

  it('with nothing left to install, no device joins: the controller stops after 60 s with AddNode Failed', async () => {
    h = await startPairing();
    await h.call('hubs.inclusion', 'start', FULL_HUB);
    await h.advanceTo(120);
    expect(h.sent()).toEqual(['1 AddNode Started', '60 AddNode Failed']);
    expect(h.control.zwave.controller(FULL_HUB)).toMatchObject({ mode: 'idle', events: [] });
  });
});

describe('abort, and one mode at a time', () => {
  it('abort before the device joined stops everything: no more messages, no device', async () => {
    h = await startPairing();
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(6);
    expect(await h.call('hubs.inclusion', 'abort')).toEqual({ status: 200, body: { message: 'Inclusion stopped.' } });
    await h.advanceTo(120);
    expect(h.sent()).toEqual(['1 AddNode Started']);
    expect(await h.devices()).toEqual([]);
    expect(h.control.zwave.controller(NEW_HUB)).toMatchObject({ mode: 'idle', events: [] });
  });

  it('abort after ProtocolDone: the device is in the network already, so the hub finishes adding it', async () => {
    h = await startPairing();
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(7);
    expect(await h.call('hubs.inclusion', 'abort')).toEqual({ status: 200, body: { message: 'The device has joined already: the hub finishes adding it.' } });
    await h.advanceTo(60);
    expect(h.sent()).toEqual(FULL_INCLUSION(2));
  });

  it('abort with nothing running answers plainly and changes nothing', async () => {
    h = await startPairing();
    expect(await h.call('hubs.exclusion', 'abort')).toEqual({ status: 200, body: { message: 'No exclusion was running.' } });
    await h.call('hubs.inclusion', 'start');
    expect(await h.call('hubs.exclusion', 'abort')).toEqual({ status: 200, body: { message: 'No exclusion was running.' } });
    await h.advanceTo(60);
    expect(h.sent()).toEqual(FULL_INCLUSION(2));
  });

  it('refuses to exclude while including and to include while excluding (409); a second start of the same mode changes nothing', async () => {
    h = await startPairing();
    await h.call('hubs.inclusion', 'start');
    expect(await h.call('hubs.exclusion', 'start')).toEqual({ status: 409, body: { message: 'The hub is including a device. Wait until it has finished, or stop the inclusion first.' } });
    expect(await h.call('hubs.inclusion', 'start')).toEqual({ status: 200, body: { message: 'Inclusion is already running.' } });
    await h.advanceTo(15);
    expect(await h.call('hubs.exclusion', 'start')).toEqual({ status: 200, body: { message: 'Exclusion started.' } });
    expect(await h.call('hubs.inclusion', 'start')).toEqual({ status: 409, body: { message: 'The hub is excluding a device. Wait until it has finished, or stop the exclusion first.' } });
    await h.advanceTo(60);
    expect(h.sent()).toEqual([...FULL_INCLUSION(2), '16 RemoveNode Started', '22 RemoveNode Done 2', '23 NetworkChanged Done']);
  });

  it('answers a busy or offline hub as for any hub command, and a malformed body with the field', async () => {
    // Sends what the app never does, to see the refusal: off the contract on purpose.
    offContract(400);
    h = await startPairing();
    await h.control.hub.setOnline(NEW_HUB, false);
    expect((await h.call('hubs.inclusion', 'start')).status).toBe(504);
    await h.control.hub.setOnline(NEW_HUB, true);
    await h.control.hub.reboot(NEW_HUB);
    expect((await h.call('hubs.inclusion', 'start')).status).toBe(409);
    const bad = await callApi('hubs.inclusion', { hubSerial: NEW_HUB }, { token: h.token, body: { action: 'begin', client: 'concierge', userId: 'u' } });
    expect(bad).toEqual({ status: 400, body: { message: expect.stringMatching(/^action: /) } });
    expect((await h.call('hubs.inclusion', 'start', 'HB2-0000000')).status).toBe(404);
    expect(h.sent()).toEqual([]);
  });
});

describe('exclusion', () => {
  it('removes the node added last by default: RemoveNode Started, Done with its node id, NetworkChanged', async () => {
    h = await startPairing();
    await h.call('hubs.exclusion', 'start', FULL_HUB);
    await h.advanceTo(60);
    expect(h.sent()).toEqual(['1 RemoveNode Started', '7 RemoveNode Done 11', '8 NetworkChanged Done']);
    expect((await h.devices(FULL_HUB)).map((device) => device.localId)).not.toContain('11');
  });

  it('on a hub without nodes, resets the device the installer holds: a stranger, reported as node 0', async () => {
    h = await startPairing();
    await h.call('hubs.exclusion', 'start');
    await h.advanceTo(60);
    expect(h.sent()).toEqual(['1 RemoveNode Started', '7 RemoveNode Done 0', '8 NetworkChanged Done']);
  });

  it('an excluded device is a device to install again; node ids are not given out twice', async () => {
    h = await startPairing();
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(20);
    await h.call('hubs.exclusion', 'start');
    await h.advanceTo(40);
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(60);
    expect(await h.models()).toEqual(['3 Yale Assure Lock SL']);
  });
});

describe('hubs.resetNetwork', () => {
  it('removes every included device, stops what the controller does, and gives node ids from 2 again', async () => {
    h = await startPairing();
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(20);
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(27);
    const reset = await callApi('hubs.resetNetwork', { hubSerial: NEW_HUB }, { token: h.token, body: { client: 'concierge', userId: 'u' } });
    expect(reset).toEqual({ status: 200, body: { message: 'Z-Wave network reset.' } });
    await h.advanceTo(60);
    expect(h.sent()).toEqual([...FULL_INCLUSION(2), ...FULL_INCLUSION(3, 20).slice(0, 2)]);
    expect(await h.devices()).toEqual([]);
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(80);
    expect(await h.models()).toEqual(['2 Yale Assure Lock SL']);
  });

  it('keeps the hub itself, Nest and doorbells', async () => {
    h = await startPairing();
    await callApi('hubs.resetNetwork', { hubSerial: FULL_HUB }, { token: h.token, body: { client: 'concierge', userId: 'u' } });
    expect((await h.devices(FULL_HUB)).map((device) => device.deviceType)).toEqual(['gateway']);
  });
});
