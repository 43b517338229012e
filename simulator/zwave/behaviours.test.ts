// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { FULL_HUB, NEW_HUB, START, startPairing, type PairingHarness } from '../testing/zwave';

let h: PairingHarness;
afterEach(() => h.sim.close());

const hubFault = (behaviour: string, more: object = {}) => ({ kind: 'hub', behaviour, ...more });
const devicesInMode = () => h.control.trace().flatMap((entry) => (entry.type === 'zwave.deviceInMode' ? [`${(entry.at - START) / 1000} ${entry.mode} ${entry.device} ${entry.outcome}`] : []));
describe('hub behaviours (fault kind "hub")', () => {
  it('inclusion.nothingJoins: no device enters inclusion mode; AddNode Failed after 60 s; the next attempt works', async () => {
    h = await startPairing({ faults: [hubFault('inclusion.nothingJoins', { times: 1 })] });
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(100);
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(200);
    expect(h.sent()).toEqual([
      '1 AddNode Started', '60 AddNode Failed',
      '101 AddNode Started', '107 AddNode ProtocolDone 2', '108 AddNode GettingNodeInfo 2', '111 DetailedNodeTotals Updated 2', '115 AddNode Done 2', '116 NetworkChanged Done',
    ]);
  });

  it.each([
    ['protocol', ['1 AddNode Started', '7 AddNode Failed']],
    ['interview', ['1 AddNode Started', '7 AddNode ProtocolDone 2', '8 AddNode GettingNodeInfo 2', '11 AddNode Failed']],
  ])('inclusion.addNodeFailed at the %s stage: AddNode Failed, no device added', async (stage, expected) => {
    h = await startPairing({ faults: [hubFault('inclusion.addNodeFailed', { params: { stage } })] });
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(100);
    expect(h.sent()).toEqual(expected);
    expect(await h.models()).toEqual([]);
    expect(h.control.zwave.controller(NEW_HUB)).toMatchObject({ mode: 'idle', door: { model: 'Yale Assure Lock SL', foreign: false } });
  });

  it('inclusion.needsExclusionFirst: ignored on every try until excluded (as a stranger, node 0); then it includes', async () => {
    h = await startPairing({ faults: [hubFault('inclusion.needsExclusionFirst', { times: 1 })] });
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(100);
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(200);
    await h.call('hubs.exclusion', 'start');
    await h.advanceTo(300);
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(400);
    expect(h.sent()).toEqual([
      '1 AddNode Started', '60 AddNode Failed',
      '101 AddNode Started', '160 AddNode Failed',
      '201 RemoveNode Started', '207 RemoveNode Done 0', '208 NetworkChanged Done',
      '301 AddNode Started', '307 AddNode ProtocolDone 2', '308 AddNode GettingNodeInfo 2', '311 DetailedNodeTotals Updated 2', '315 AddNode Done 2', '316 NetworkChanged Done',
    ]);
    expect(devicesInMode()).toEqual([
      '5 inclusion Yale Assure Lock SL ignored', '105 inclusion Yale Assure Lock SL ignored',
      '205 exclusion Yale Assure Lock SL heard', '305 inclusion Yale Assure Lock SL heard',
    ]);
  });

  it('exclusion.timesOut: no device enters exclusion mode; RemoveNode Failed after 60 s, nothing removed', async () => {
    h = await startPairing({ faults: [hubFault('exclusion.timesOut', { times: 1 })] });
    await h.call('hubs.exclusion', 'start', FULL_HUB);
    await h.advanceTo(100);
    expect(h.sent()).toEqual(['1 RemoveNode Started', '60 RemoveNode Failed']);
    expect(await h.models(FULL_HUB)).toHaveLength(7);
  });

  it('hub.offlineAtPrep: the start call answers 504 and the hub stops its heartbeat until backAfter', async () => {
    h = await startPairing({ faults: [hubFault('hub.offlineAtPrep', { params: { backAfter: '2m' }, times: 1 })] });
    expect(await h.call('hubs.inclusion', 'start')).toEqual({ status: 504, body: { message: 'The hub did not respond. Check that it is powered and online.' } });
    expect((await h.control.hub.get(NEW_HUB)).online).toBe(false);
    await h.advanceTo(119);
    expect((await h.call('hubs.inclusion', 'start')).status).toBe(504);
    await h.advanceTo(120);
    expect((await h.control.hub.get(NEW_HUB)).online).toBe(true);
    expect((await h.call('hubs.inclusion', 'start')).status).toBe(200);
  });

  it('device.sensorsNeverReport: the device joins and is listed, without a single reading, and stays so', async () => {
    h = await startPairing({ faults: [hubFault('device.sensorsNeverReport', { times: 1 })] });
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(20);
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(2 * 3_600);
    const [silent, reporting] = await h.devices();
    expect(silent?.sensors).toEqual([]);
    expect(reporting?.sensors.map((reading) => reading.sensorType)).toEqual(['DoorLocked', 'BatteryLevel']);
  });

  it('a hub fault with a serial hits that hub only', async () => {
    h = await startPairing({ faults: [hubFault('inclusion.addNodeFailed', { serial: FULL_HUB })] });
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(20);
    expect(await h.models()).toEqual(['2 Yale Assure Lock SL']);
  });
});

describe('physical steps: a device put in inclusion or exclusion mode by hand', () => {
  it('heard at once by a listening controller, in place of the device that would join', async () => {
    h = await startPairing({ faults: [hubFault('inclusion.nothingJoins')] });
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(30);
    expect(await h.control.zwave.putInInclusionMode(NEW_HUB, 'Honeywell T6 Pro Z-Wave')).toEqual({ ok: true });
    await h.advanceTo(100);
    expect(h.sent()).toEqual(['1 AddNode Started', '32 AddNode ProtocolDone 2', '33 AddNode GettingNodeInfo 2', '36 DetailedNodeTotals Updated 2', '40 AddNode Done 2', '41 NetworkChanged Done']);
    expect(await h.models()).toEqual(['2 Honeywell T6 Pro Z-Wave']);
  });

  it('put in a mode while the hub is idle, it waits for the hub\'s next start of that mode', async () => {
    h = await startPairing();
    expect(await h.control.zwave.putInInclusionMode(NEW_HUB, 'zen72')).toEqual({ ok: true });
    expect(await h.control.zwave.putInExclusionMode(FULL_HUB, '7')).toEqual({ ok: true });
    expect(h.control.zwave.controller(NEW_HUB)).toMatchObject({ waiting: { mode: 'inclusion', device: { model: 'Zooz ZEN72 Dimmer' } } });
    await h.call('hubs.inclusion', 'start');
    await h.call('hubs.exclusion', 'start', FULL_HUB);
    await h.advanceTo(60);
    expect(await h.models()).toEqual(['2 Zooz ZEN72 Dimmer']);
    expect(await h.models(FULL_HUB)).not.toContain('7 Zooz ZEN71 On/Off Switch');
    expect(devicesInMode()).toEqual([
      '0 inclusion Zooz ZEN72 Dimmer waiting', '0 exclusion node 7 (Zooz ZEN71 On/Off Switch) waiting',
      '5 inclusion Zooz ZEN72 Dimmer heard', '5 exclusion node 7 (Zooz ZEN71 On/Off Switch) heard',
    ]);
  });

  it('a model names the hub\'s node of that model for exclusion', async () => {
    h = await startPairing();
    await h.call('hubs.exclusion', 'start', FULL_HUB);
    expect(await h.control.zwave.putInExclusionMode(FULL_HUB, 'Honeywell T6 Pro Z-Wave')).toEqual({ ok: true });
    await h.advanceTo(10);
    expect(h.sent()).toEqual(['1 RemoveNode Started', '2 RemoveNode Done 6', '3 NetworkChanged Done']);
  });

  it('refuses what no one could do, with the reason, and traces it', async () => {
    h = await startPairing();
    expect(await h.control.zwave.putInInclusionMode(NEW_HUB, 'Amazon Echo Dot')).toEqual({ ok: false, error: '"Amazon Echo Dot" is not a Z-Wave model of the catalogue (fixtures/device-models.json)' });
    expect(await h.control.zwave.putInExclusionMode(FULL_HUB, '99')).toEqual({ ok: false, error: 'Hub HB2-1000104 has no Z-Wave node 99' });
    expect(await h.control.zwave.putInInclusionMode(FULL_HUB)).toEqual({ ok: false, error: 'Hub HB2-1000104\'s unit has no Z-Wave device left to install: name a model, for example "Zooz ZEN71 On/Off Switch"' });
    expect(await h.control.zwave.putInInclusionMode('HB2-0000000')).toEqual({ ok: false, error: 'No hub with serial "HB2-0000000"' });
    expect(() => h.control.zwave.controller('HB2-0000000')).toThrow('No hub with serial "HB2-0000000"');
    expect(h.control.trace().filter((entry) => entry.type === 'step.failed')).toHaveLength(4);
  });
});

describe('timeline triggers', () => {
  it('the Nth inclusion attempt sets off a step: here the second inclusion fails', async () => {
    h = await startPairing({ timeline: [{ when: { inclusion: { serial: NEW_HUB, nth: 2 } }, do: { 'fault.add': { kind: 'hub', behaviour: 'inclusion.addNodeFailed', times: 1 } } }] });
    await h.call('hubs.inclusion', 'start', FULL_HUB);
    await h.advanceTo(100);
    for (const at of [100, 200, 300]) {
      await h.call('hubs.inclusion', 'start');
      await h.advanceTo(at + 100);
    }
    expect(h.sent().filter((line) => /AddNode (Failed|Done)/.test(line))).toEqual(['60 AddNode Failed', '115 AddNode Done 2', '207 AddNode Failed', '315 AddNode Done 3']);
  });

  it('a trigger naming a hub the seed lacks keeps the scenario from starting', async () => {
    h = await startPairing();
    const typo = { name: 'typo', description: 'x', seed: { handwritten: true }, timeline: [{ when: { inclusion: { serial: 'HB2-0000404' } }, do: { 'sessions.expire': {} } }] };
    expect(await h.control.startScenario(typo)).toEqual({ ok: false, error: 'Scenario "typo" is invalid: timeline[0].when.inclusion.serial: the seed has no hub "HB2-0000404"' });
  });

  it('the Nth exclusion attempt', async () => {
    h = await startPairing({ timeline: [{ when: { exclusion: {} }, do: { 'stream.send': { serial: NEW_HUB, message: { state: 'NetworkChanged', status: 'Done' } } } }] });
    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(20);
    expect(h.control.trace().filter((entry) => entry.type === 'step.fired')).toEqual([]);
    await h.call('hubs.exclusion', 'start');
    await h.control.clock.advance(0);
    expect(h.control.trace().filter((entry) => entry.type === 'step.fired').map((entry) => entry.source)).toEqual(['trigger']);
  });
});
