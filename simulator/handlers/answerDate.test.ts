import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_NODE_BASE_URL, startNodeSimulator, type NodeSimulator } from '../node';
import { installer } from '../testing/apiClient';
import { withFaults } from '../testing/scenarios';

const START = Date.parse('2026-11-21T09:00:00Z');
const FIVE_DAYS_MS = 5 * 24 * 3_600_000;

let sim: NodeSimulator;
beforeEach(async () => {
  const slowUnit = withFaults([{ call: 'units.get', status: 503, delayMs: 30_000 }]);
  sim = await startNodeSimulator({ scenario: { ...slowUnit, clock: { start: '2026-11-21T09:00:00Z', paused: true } } });
});
afterEach(() => sim.close());

const login = () =>
  fetch(`${DEFAULT_NODE_BASE_URL}/v4/installer/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...installer, applicationId: 'concierge' }),
  });

describe("the answers' Date (decision 0381)", () => {
  it("is the world's clock, not the host's, on answers and refusals alike", async () => {
    expect((await login()).headers.get('Date')).toBe(new Date(START).toUTCString());
    await sim.control.clock.jump(FIVE_DAYS_MS + 1_500);
    const refused = await fetch(`${DEFAULT_NODE_BASE_URL}/v4/installer/community/?limit=5`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Date')).toBe(new Date(START + FIVE_DAYS_MS + 1_000).toUTCString());
  });

  it('is the moment the answer leaves, after the delay a fault held it for', async () => {
    const answered = fetch(`${DEFAULT_NODE_BASE_URL}/v4/installer/address/?addressId=1004`);
    await sim.control.clock.advance(29_000);
    await sim.control.clock.advance(1_000);
    const answer = await answered;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Date')).toBe(new Date(START + 30_000).toUTCString());
  });
});
