// @vitest-environment node
/** Each new fault kind does what it says, on the simulator clock, through the Node simulator. */
import { afterEach, describe, expect, it } from 'vitest';
import { fillPath } from '../../app/api/calls';
import { DEFAULT_NODE_BASE_URL, startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn } from '../testing/apiClient';
import { withFaults } from '../testing/scenarios';
import { connectStream } from '../testing/streamClient';

const HUB = 'HB2-1000104';
const GATEWAY = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0104';
const LOCK = 'dev-1004-lock';
const COMMUNITY = 'cmty-7d2f9a0e-maple-court';
let sim: NodeSimulator;
let token: string;
afterEach(() => sim.close());

async function start(faults: object[], randomSeed = 1) {
  const scenario = withFaults(faults);
  sim = await startNodeSimulator({ scenario: { ...scenario, randomSeed, clock: { ...scenario.clock, paused: true } } });
  token = await signIn();
}

const unitsText = async () => {
  const url = new URL(DEFAULT_NODE_BASE_URL + fillPath('units.list', {}));
  url.searchParams.set('communityId', COMMUNITY);
  const response = await fetch(url, { headers: { Authorization: `Token ${token}` } });
  return { status: response.status, text: await response.text() };
};

const lockReading = async () => {
  const answer = await callApi('devices.listByHub', { hubSerial: HUB }, { token, query: { deviceId: LOCK } });
  const [device] = (answer.body as { results: Array<{ sensors: Array<{ sensorType: string; value: string }> }> }).results;
  return device?.sensors.find((sensor) => sensor.sensorType === 'DoorLocked')?.value;
};
const unlock = () => callApi('devices.command', { deviceId: LOCK }, { token, body: { command: 'unlock', commandValue: null } });

describe('provider API faults', { timeout: 20_000 }, () => {
  it('corrupt malformed: the answer is an HTML page, not JSON', async () => {
    await start([{ call: 'units.list', corrupt: 'malformed', times: 1 }]);
    const answer = await unitsText();
    expect(answer).toEqual({ status: 200, text: '<html><body><h1>502 Bad Gateway</h1></body></html>' });
    const next = (await unitsText()).text;
    expect(() => JSON.parse(next) as unknown).not.toThrow();
  });

  it('corrupt truncated: the real body cut short at a seeded place, the same cut for the same seed', async () => {
    await start([{ call: 'units.list', corrupt: 'truncated' }], 4);
    const cut = (await unitsText()).text;
    sim.control.faults.clear();
    const whole = (await unitsText()).text;
    expect(whole.startsWith(cut) && cut.length < whole.length).toBe(true);
    expect(() => JSON.parse(cut) as unknown).toThrow();
    sim.close();
    await start([{ call: 'units.list', corrupt: 'truncated' }], 4);
    expect((await unitsText()).text).toBe(cut);
  });

  it('network reset: fetch rejects, yet the server carried out the command', async () => {
    await start([{ kind: 'network', call: 'devices.command', failure: 'reset', times: 1 }]);
    await expect(unlock()).rejects.toThrow();
    await sim.control.clock.advance(5_000);
    expect(await lockReading()).toBe('False');
  });

  it('jitter: the delay varies around delayMs by the seed, on the simulator clock', async () => {
    await start([{ call: 'units.list', delayMs: 10_000, jitterMs: 5_000, times: 1 }], 2);
    let answered = false;
    const pending = unitsText().then((answer) => {
      answered = true;
      return answer;
    });
    await sim.control.clock.advance(4_999);
    expect(answered).toBe(false);
    await sim.control.clock.advance(10_001);
    expect((await pending).status).toBe(200);
  });
});

describe('hub stream toxics', { timeout: 20_000 }, () => {
  async function connected(faults: object[], seed = 1) {
    await start(faults, seed);
    const client = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
    await client.opened;
    return client;
  }

  it('latency toApp with jitter: each message late by delay ± jitter, still in order', async () => {
    const client = await connected([{ kind: 'stream', action: 'latency', direction: 'toApp', delayMs: 2_000, jitterMs: 1_000 }]);
    [1, 2, 3].forEach((n) => sim.control.stream.push(HUB, { n }));
    await sim.control.clock.advance(999);
    expect(client.messages()).toEqual([]);
    await sim.control.clock.advance(2_001);
    expect(await client.received(3)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('latency toHub: what the app sends reaches the hub late; toApp is untouched', async () => {
    const client = await connected([{ kind: 'stream', action: 'latency', direction: 'toHub', delayMs: 3_000 }]);
    const heard = () => sim.control.trace().flatMap((entry) => (entry.type === 'stream.received' ? [entry.message] : []));
    // mock-socket hands the message over on a timer of its own: count from when the fault took it.
    const taken = new Promise<void>((resolve) => {
      const stop = sim.control.subscribeTrace((entry) => {
        if (entry.type !== 'fault.hit') return;
        stop();
        resolve();
      });
    });
    client.socket.send(JSON.stringify({ ping: 1 }));
    await taken;
    await sim.control.clock.advance(2_999);
    expect(heard()).toEqual([]);
    await sim.control.clock.advance(1);
    expect(heard()).toEqual([{ ping: 1 }]);
    sim.control.stream.push(HUB, { n: 1 });
    expect(await client.received(1)).toEqual([{ n: 1 }]);
  });

  it('bandwidth: a message takes its size over the rate', async () => {
    const client = await connected([{ kind: 'stream', action: 'bandwidth', bytesPerSecond: 10 }]);
    sim.control.stream.push(HUB, { text: 'x'.repeat(40) });
    // 51 bytes at 10 per second: 5.1 s.
    await sim.control.clock.advance(5_099);
    expect(client.messages()).toEqual([]);
    await sim.control.clock.advance(1);
    expect(await client.received(1)).toEqual([{ text: 'x'.repeat(40) }]);
  });

  it('slice: a message arrives as frames of about sizeBytes, gapMs apart', async () => {
    const client = await connected([{ kind: 'stream', action: 'slice', sizeBytes: 10, gapMs: 100 }]);
    const text = JSON.stringify({ type: 'AddNode', status: 'Done' });
    sim.control.stream.push(HUB, { type: 'AddNode', status: 'Done' });
    await sim.control.clock.advance(1_000);
    expect(client.seen.slice(1).join('')).toBe(text);
    expect(client.seen.slice(1).map((frame) => frame.length)).toEqual([10, 10, 10, text.length - 30]);
  });

  it('lose with toxicity: about that share of messages never arrive, the same ones for the same seed', async () => {
    const lost = async (seed: number) => {
      const client = await connected([{ kind: 'stream', action: 'lose', toxicity: 0.5 }], seed);
      Array.from({ length: 20 }, (_, n) => sim.control.stream.push(HUB, { n }));
      await sim.control.clock.advance(100);
      const arrived = client.messages().map((message) => (message as { n: number }).n);
      sim.close();
      return arrived;
    };
    const first = await lost(3);
    expect(first.length).toBeGreaterThan(4);
    expect(first.length).toBeLessThan(16);
    expect(await lost(3)).toEqual(first);
    await start([]);
  });

  it('halfOpen: after afterMs nothing passes either way and nothing closes', async () => {
    const client = await connected([{ kind: 'stream', action: 'halfOpen', afterMs: 10_000 }]);
    sim.control.stream.push(HUB, { n: 1 });
    await sim.control.clock.advance(10_000);
    sim.control.stream.push(HUB, { n: 2 });
    await sim.control.clock.advance(60_000);
    expect(client.seen).toEqual(['open', '{"n":1}']);
    expect(sim.control.stream.connections()).toHaveLength(1);
  });

  it('close with a code: a clean close afterMs later', async () => {
    const client = await connected([{ kind: 'stream', action: 'close', code: 1011, reason: 'Internal error', afterMs: 30_000 }]);
    await sim.control.clock.advance(29_999);
    expect(client.seen).toEqual(['open']);
    await sim.control.clock.advance(1);
    expect(await client.closed).toEqual({ code: 1011, reason: 'Internal error' });
  });
});

describe('stream fault offline: the hub goes off the network at a stage of a flow', { timeout: 20_000 }, () => {
  const refusedWhileOffline = 'The hub stream refused the connection (fault injected-1)';

  it('afterMs after the message it is counted at, the connection drops and reconnects are refused for forMs', async () => {
    await start([{ kind: 'stream', action: 'offline', onMessage: { state: 'AddNode', status: 'Done' }, afterMs: 5_000, forMs: 30_000, times: 1 }]);
    const client = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
    await client.opened;
    sim.control.stream.push(HUB, { state: 'AddNode', status: 'GettingNodeInfo' });
    await sim.control.clock.advance(60_000);
    expect(client.seen).toEqual(['open', '{"state":"AddNode","status":"GettingNodeInfo"}']);
    sim.control.stream.push(HUB, { state: 'AddNode', status: 'Done' });
    await sim.control.clock.advance(4_999);
    expect(client.seen.at(-1)).toBe('{"state":"AddNode","status":"Done"}');
    await sim.control.clock.advance(1);
    expect(await client.closed).toEqual({ code: 1006, reason: 'The hub stream was dropped' });
    const reconnect = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
    expect(await reconnect.closed).toEqual({ code: 1006, reason: refusedWhileOffline });
    await sim.control.clock.advance(30_000);
    const back = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
    await back.opened;
    expect(sim.control.stream.connections()).toHaveLength(1);
  });

  it('without afterMs it drops at once; a message of another state is not counted', async () => {
    await start([{ kind: 'stream', action: 'offline', onMessage: { state: 'NetworkChanged' }, forMs: 10_000, nth: 1 }]);
    const client = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
    await client.opened;
    sim.control.stream.push(HUB, { state: 'AddNode', status: 'Done' });
    sim.control.stream.push(HUB, { state: 'NetworkChanged', status: 'Done' });
    expect(await client.closed).toEqual({ code: 1006, reason: 'The hub stream was dropped' });
    expect(sim.control.faults.list().find((entry) => entry.id === 'fault-1')).toMatchObject({ seen: 1, hits: 1 });
    expect(await connectStream(sim.WebSocket, { token, hubSerialNumber: HUB }).closed).toEqual({ code: 1006, reason: refusedWhileOffline });
  });
});

describe('door-code and hub faults', { timeout: 20_000 }, () => {
  it.each(['cloud_error', 'lock_offline', 'low_battery', 'paused'] as const)('doorCode %s: the sync goes into that status afterMs after it starts', async (status) => {
    await start([{ kind: 'doorCode', status, afterMs: 20_000, times: 1 }]);
    await callApi('doorCodes.resendPins', { gatewayId: GATEWAY }, { token, body: { device_id: LOCK } });
    const latest = async () => ((await callApi('doorCodes.syncsForDevice', { deviceId: LOCK }, { token })).body as { results: Array<{ status: string }> }).results[0]?.status;
    await sim.control.clock.advance(19_999);
    expect(await latest()).toBe('in_progress');
    await sim.control.clock.advance(1);
    expect(await latest()).toBe(status);
  });

  it('device.slowLock: the lock reports `by` later than a healthy one', async () => {
    await start([{ kind: 'hub', behaviour: 'device.slowLock', params: { by: '30s' } }]);
    expect((await unlock()).status).toBe(200);
    await sim.control.clock.advance(30_000);
    expect(await lockReading()).toBe('True');
    await sim.control.clock.advance(5_000);
    expect(await lockReading()).toBe('False');
  });

  it('device.deadNode: only the named node stays silent', async () => {
    await start([{ kind: 'hub', behaviour: 'device.deadNode', params: { uid: LOCK } }]);
    expect((await unlock()).status).toBe(200);
    await sim.control.clock.advance(60_000);
    expect(await lockReading()).toBe('True');
  });

  it('hub.rebootsWhenReached: the call meets a rebooting hub (409), the next ones too until it is back', async () => {
    await start([{ kind: 'hub', behaviour: 'hub.rebootsWhenReached', times: 1 }]);
    expect((await unlock()).status).toBe(409);
    await sim.control.clock.advance(60_000);
    expect((await unlock()).status).toBe(409);
    await sim.control.clock.advance(4 * 60_000);
    expect((await unlock()).status).toBe(200);
  });

  it('hub.offlineWhenReached: the call meets an offline hub (504) until backAfter', async () => {
    await start([{ kind: 'hub', behaviour: 'hub.offlineWhenReached', params: { backAfter: '1m' }, times: 1 }]);
    expect((await unlock()).status).toBe(504);
    await sim.control.clock.advance(60_000);
    expect((await unlock()).status).toBe(200);
  });
});
