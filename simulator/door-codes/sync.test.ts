import { afterEach, describe, expect, it } from 'vitest';
import { dcmSchema, syncListSchema, type SyncRecord } from '../../app/api/schemas';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn } from '../testing/apiClient';
import { smallScenario, withTimeline } from '../testing/scenarios';

const GATEWAY = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0104';
const LOCK = 'dev-1004-lock';
let sim: NodeSimulator;
let token: string;

async function start(scenario: object = { ...smallScenario, clock: { ...smallScenario.clock, paused: true } }) {
  sim = await startNodeSimulator({ scenario });
  token = await signIn();
}
afterEach(() => sim.close());

const resend = (body: object = { device_id: LOCK }) => callApi('doorCodes.resendPins', { gatewayId: GATEWAY }, { token, body });
const latest = async (): Promise<SyncRecord | undefined> =>
  syncListSchema.parse((await callApi('doorCodes.syncsForDevice', { deviceId: LOCK }, { token })).body).results[0];
const dcm = async () => dcmSchema.parse((await callApi('doorCodes.deviceSyncData', { deviceId: LOCK }, { token })).body);

// Each test seeds a simulator and runs minutes of its clock: more than Vitest's 5 s when the whole suite loads both cores.
describe('the door-code service', { timeout: 20_000 }, () => {
  it('sends then verifies over 5 minutes of simulator time, counting codes and the master code last', async () => {
    await start();
    expect((await resend()).status).toBe(200);
    expect(await latest()).toMatchObject({ status: 'in_progress', sent_percent: 0, verified_percent: 0, completed: null });
    expect(await dcm()).toMatchObject({ codesSynced: 0, masterCodeSynced: false });

    await sim.control.clock.advance(75_000);
    expect(await latest()).toMatchObject({ status: 'in_progress', sent_percent: 50, verified_percent: 0 });
    await sim.control.clock.advance(150_000);
    expect(await latest()).toMatchObject({ sent_percent: 100, verified_percent: 50 });
    expect(await dcm()).toMatchObject({ codesExpected: 6, codesSynced: 3, masterCodeSynced: false });
    await sim.control.clock.advance(75_000);
    const done = await latest();
    expect(done).toMatchObject({ status: 'complete', sent_percent: 100, verified_percent: 100 });
    expect(Date.parse(done?.completed ?? '') - Date.parse(done?.created ?? '')).toBe(300_000);
    expect(await dcm()).toMatchObject({ codesSynced: 6, masterCodeSynced: true });
    // The unit's list has it too, newest first.
    const forUnit = syncListSchema.parse((await callApi('doorCodes.syncsForAddress', { addressId: 1004 }, { token })).body).results;
    expect(forUnit[0]).toEqual(done);
  });

  it('keeps a sync still running instead of starting a second; a jump runs every step', async () => {
    await start();
    await resend();
    await sim.control.clock.advance(10_000);
    await resend({});
    expect(syncListSchema.parse((await callApi('doorCodes.syncsForDevice', { deviceId: LOCK }, { token })).body).results.filter((r) => r.status === 'in_progress')).toHaveLength(1);
    await sim.control.clock.jump(10 * 60_000);
    expect(await latest()).toMatchObject({ status: 'complete', verified_percent: 100 });
  });

  it('refuses a device that is not a lock of the hub', async () => {
    await start();
    expect(await resend({ device_id: 'dev-1004-thermostat' })).toMatchObject({ status: 400 });
  });

  it('stops on an error status, slows with a poor signal, stalls and recovers, as scenario steps say', async () => {
    await start(
      withTimeline([
        { when: { doorCodeSync: { sentPercent: 20 } }, do: { 'doorCodes.setStatus': { status: 'lock_offline' } } },
        { when: { doorCodeSync: { sentPercent: 50 } }, do: { 'doorCodes.stall': { for: '1m' } } },
      ]),
    );
    await resend();
    await sim.control.clock.advance(60_000);
    expect(await latest()).toMatchObject({ status: 'lock_offline', sent_percent: 20 });
    await sim.control.steps.run({ 'doorCodes.setStatus': { status: 'poor_cell_signal' } });
    await sim.control.clock.advance(20_000);
    // A quarter of the pace: 20 s of time is 5 s of work.
    expect(await latest()).toMatchObject({ status: 'poor_cell_signal', sent_percent: 23 });
    await sim.control.steps.run({ 'doorCodes.setStatus': { deviceUid: LOCK, status: 'in_progress' } });
    await sim.control.clock.advance(45_000);
    expect(await latest()).toMatchObject({ sent_percent: 50 });
    // Stalled for a minute from the step that reached 50%, still in progress.
    await sim.control.clock.advance(50_000);
    expect(await latest()).toMatchObject({ status: 'in_progress', sent_percent: 50 });
    await sim.control.clock.advance(30_000);
    expect((await latest())?.sent_percent).toBeGreaterThan(50);
  });
});
