// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { connectStream } from '../testing/streamClient';
import { FULL_HUB, NEW_HUB, startPairing, type PairingHarness } from '../testing/zwave';

/** Each pairing failure scenario replays its failure, and what the app's Try Again (or Exclude) does next. */
let h: PairingHarness;
afterEach(() => h.sim.close());

const FULL = (at: number, node: number) => [
  `${at + 1} AddNode Started`, `${at + 7} AddNode ProtocolDone ${node}`, `${at + 8} AddNode GettingNodeInfo ${node}`,
  `${at + 11} DetailedNodeTotals Updated ${node}`, `${at + 15} AddNode Done ${node}`, `${at + 16} NetworkChanged Done`,
];

/** Starts `call` at each time (seconds), returning the statuses, then runs to `end`. */
async function attempts(call: 'hubs.inclusion' | 'hubs.exclusion', times: number[], hub = NEW_HUB, end = 400): Promise<number[]> {
  const statuses: number[] = [];
  for (const at of times) {
    await h.advanceTo(at);
    statuses.push((await h.call(call, 'start', hub)).status);
  }
  await h.advanceTo(end);
  return statuses;
}

describe('pairing failure scenarios', () => {
  it('inclusion-nothing-joins: AddNode Failed after 60 s; Try Again includes', async () => {
    h = await startPairing({ extends: 'inclusion-nothing-joins' });
    expect(await attempts('hubs.inclusion', [0, 100])).toEqual([200, 200]);
    expect(h.sent()).toEqual(['1 AddNode Started', '60 AddNode Failed', ...FULL(100, 2)]);
  });

  it('inclusion-addnode-failed: AddNode Failed 2 s after the device is heard; Try Again includes', async () => {
    h = await startPairing({ extends: 'inclusion-addnode-failed' });
    await attempts('hubs.inclusion', [0, 100]);
    expect(h.sent()).toEqual(['1 AddNode Started', '7 AddNode Failed', ...FULL(100, 2)]);
  });

  it('device-needs-exclusion-first: fails until excluded, then includes', async () => {
    h = await startPairing({ extends: 'device-needs-exclusion-first' });
    await attempts('hubs.inclusion', [0, 100], NEW_HUB, 200);
    await attempts('hubs.exclusion', [200], NEW_HUB, 300);
    await attempts('hubs.inclusion', [300]);
    expect(h.sent()).toEqual([
      '1 AddNode Started', '60 AddNode Failed', '101 AddNode Started', '160 AddNode Failed',
      '201 RemoveNode Started', '207 RemoveNode Done 0', '208 NetworkChanged Done', ...FULL(300, 2),
    ]);
  });

  it('exclusion-times-out: RemoveNode Failed after 60 s; Try Again excludes', async () => {
    h = await startPairing({ extends: 'exclusion-times-out' });
    await attempts('hubs.exclusion', [0, 100], FULL_HUB);
    expect(h.sent()).toEqual(['1 RemoveNode Started', '60 RemoveNode Failed', '101 RemoveNode Started', '107 RemoveNode Done 11', '108 NetworkChanged Done']);
  });

  it('inclusion-start-fails: the first start call answers 500; Try Again starts it', async () => {
    h = await startPairing({ extends: 'inclusion-start-fails' });
    expect(await attempts('hubs.inclusion', [0, 10])).toEqual([500, 200]);
    expect(h.sent()).toEqual(FULL(10, 2));
  });

  it('hub-offline-at-prep: 504 and no heartbeat for 2 minutes; then the start works', async () => {
    h = await startPairing({ extends: 'hub-offline-at-prep' });
    expect(await attempts('hubs.inclusion', [0, 60, 120], NEW_HUB, 200)).toEqual([504, 504, 200]);
    expect(h.sent()).toEqual(FULL(120, 2));
  });

  it('sensors-never-report: the first device is listed without readings; the next one reports', async () => {
    h = await startPairing({ extends: 'sensors-never-report' });
    await attempts('hubs.inclusion', [0, 100]);
    expect((await h.devices()).map((device) => device.sensors.length)).toEqual([0, 2]);
  });

  it('stream-drops-once: the connection drops as the inclusion starts; the reconnection gets the rest', async () => {
    h = await startPairing({ extends: 'stream-drops-once' });
    const first = connectStream(h.sim.WebSocket, { token: h.token, hubSerialNumber: NEW_HUB });
    await first.opened;
    await h.call('hubs.inclusion', 'start');
    expect((await first.closed).code).toBe(1006);
    const second = connectStream(h.sim.WebSocket, { token: h.token, hubSerialNumber: NEW_HUB });
    await second.opened;
    await h.advanceTo(60);
    expect((await second.received(6)).map((message) => (message as { status: string }).status)).toEqual(['Started', 'ProtocolDone', 'GettingNodeInfo', 'Updated', 'Done', 'Done']);
  });

  it('stream-drops-twice: the reconnection drops too, 2 s after it opens', async () => {
    h = await startPairing({ extends: 'stream-drops-twice' });
    const first = connectStream(h.sim.WebSocket, { token: h.token, hubSerialNumber: NEW_HUB });
    await first.opened;
    await h.call('hubs.inclusion', 'start');
    await first.closed;
    const second = connectStream(h.sim.WebSocket, { token: h.token, hubSerialNumber: NEW_HUB });
    await second.opened;
    await h.control.clock.advance(1_999);
    expect(second.seen).toEqual(['open', JSON.stringify({ state: 'AddNode', status: 'Started' })]);
    await h.control.clock.advance(1);
    expect((await second.closed).code).toBe(1006);
  });
});
