// @vitest-environment node
/** Each named profile through the Node simulator, from a scenario file's `profile`. */
import { afterEach, describe, expect, it } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn } from '../testing/apiClient';
import { smallScenario } from '../testing/scenarios';
import { connectStream } from '../testing/streamClient';
import type { ProfileName } from './profiles';

const HUB = 'HB2-1000104';
const LOCK = 'dev-1004-lock';
const minute = 60_000;
let sim: NodeSimulator;
let token: string;
afterEach(() => sim.close());

async function start(profile: ProfileName) {
  sim = await startNodeSimulator({ scenario: { ...smallScenario, name: `small-${profile}`, randomSeed: 11, profile, clock: { ...smallScenario.clock, paused: true } } });
  token = await signIn();
}

const unlock = async () => (await callApi('devices.command', { deviceId: LOCK }, { token, body: { command: 'unlock', commandValue: null } })).status;

describe('fault profiles through the Node simulator', { timeout: 30_000 }, () => {
  it('flaky-cellular: the hub stream is late and the profile\'s faults are listed', async () => {
    await start('flaky-cellular');
    expect(sim.control.faults.list().map((entry) => entry.id)).toContain('profile-flaky-cellular-1');
    const client = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
    await client.opened;
    sim.control.stream.push(HUB, { n: 1 });
    await sim.control.clock.advance(100);
    expect(client.messages()).toEqual([]);
    await sim.control.clock.advance(10_000);
    expect(client.messages().length).toBeLessThanOrEqual(1);
  });

  it('provider-outage: calls answer until the outage, 503 during it, and again after it', async () => {
    await start('provider-outage');
    const status = async () => (await callApi('communities.list', {}, { token, query: { limit: 5 } })).status;
    expect(await status()).toBe(200);
    await sim.control.clock.advance(2 * minute + 1_000);
    expect(await status()).toBe(503);
    await sim.control.clock.advance(7 * minute);
    expect(await status()).toBe(200);
  });

  it('hub-reboot-loop: reaching the hub sets off reboots', async () => {
    await start('hub-reboot-loop');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8 && !statuses.includes(409); attempt += 1) {
      statuses.push(await unlock());
      await sim.control.clock.advance(4 * minute);
    }
    expect(statuses).toContain(409);
  });

  it('weak-zwave-mesh: a lock command is not reported in the time a healthy lock takes', async () => {
    await start('weak-zwave-mesh');
    expect(await unlock()).toBe(200);
    await sim.control.clock.advance(5_000);
    const answer = await callApi('devices.listByHub', { hubSerial: HUB }, { token, query: { deviceId: LOCK } });
    const [device] = (answer.body as { results: Array<{ sensors: Array<{ sensorType: string; value: string }> }> }).results;
    expect(device?.sensors.find((sensor) => sensor.sensorType === 'DoorLocked')?.value).toBe('True');
  });
});
