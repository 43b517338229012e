// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { hubStatusSchema, syncListSchema } from '../../app/api/schemas';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn } from '../testing/apiClient';
import { smallScenario } from '../testing/scenarios';

/** Each door-code scenario file, replayed: unit 104's lock synced, then the status its script gives. */
let sim: NodeSimulator;
afterEach(() => sim.close());

const GATEWAY = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0104';
const LOCK = 'dev-1004-lock';

async function replay(file: string, forMs: number) {
  sim = await startNodeSimulator({ scenario: { ...smallScenario, name: 'replay', extends: file, clock: { start: '2026-11-23T15:00:00Z', paused: true } } });
  const token = await signIn();
  expect((await callApi('doorCodes.resendPins', { gatewayId: GATEWAY }, { token, body: { device_id: LOCK } })).status).toBe(200);
  await sim.control.clock.advance(forMs);
  const [latest] = syncListSchema.parse((await callApi('doorCodes.syncsForDevice', { deviceId: LOCK }, { token })).body).results;
  return { latest, token };
}

// Each test seeds a simulator and runs minutes of its clock: more than Vitest's 5 s when the whole suite loads both cores.
describe('door-code sync scenarios', { timeout: 20_000 }, () => {
  it.each<[string, number, string, number, number]>([
    ['door-code-sync-completes', 300_000, 'complete', 100, 100],
    ['door-code-sync-cloud-error', 300_000, 'cloud_error', 30, 0],
    ['door-code-sync-codes-failing', 300_000, 'codes_failing', 100, 40],
    ['door-code-sync-hub-offline', 300_000, 'hub_offline', 60, 0],
    ['door-code-sync-lock-offline', 300_000, 'lock_offline', 40, 0],
    ['door-code-sync-low-battery', 300_000, 'low_battery', 10, 0],
    ['door-code-sync-pairing-issue', 300_000, 'pairing_issue', 6, 0],
    // A quarter of the pace: 75 s of work in 5 minutes.
    ['door-code-sync-poor-cell-signal', 300_000, 'poor_cell_signal', 50, 0],
    ['door-code-sync-paused', 300_000, 'paused', 50, 0],
    // Stalled for 2 minutes from 40% sent: 23 steps of 5 s behind a sync that never stalls.
    ['door-code-sync-stalls', 300_000, 'in_progress', 100, 23],
  ])('%s: after %i ms the sync is %s at %i% sent, %i% verified', async (file, forMs, status, sent, verified) => {
    const { latest } = await replay(file, forMs);
    expect(latest).toMatchObject({ status, sent_percent: sent, verified_percent: verified });
  });

  it('door-code-sync-hub-offline takes the hub off the network too', async () => {
    const { token } = await replay('door-code-sync-hub-offline', 300_000);
    const status = hubStatusSchema.parse((await callApi('hubs.status', { hubSerial: 'HB2-1000104' }, { token })).body);
    expect(Date.parse(status.last_seen ?? '')).toBeLessThan(Date.parse('2026-11-23T15:02:00Z'));
  });

  it('door-code-sync-stalls and door-code-sync-poor-cell-signal still complete', async () => {
    expect((await replay('door-code-sync-stalls', 420_000)).latest?.status).toBe('complete');
    sim.close();
    expect((await replay('door-code-sync-poor-cell-signal', 1_200_000)).latest?.status).toBe('complete');
  });
});
