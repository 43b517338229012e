import { afterEach, describe, expect, it } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn } from '../testing/apiClient';

const HUB = 'HB2-1000104';
const TWO_MINUTES = 2 * 60_000;

let sim: NodeSimulator;
afterEach(() => sim.close());

describe('a call answers the world as the events due by its moment left it (decision 0532)', () => {
  it('a call sent in the same instant as a jump sees the step the jump fired', async () => {
    sim = await startNodeSimulator({ scenario: 'hub-goes-offline' });
    const token = await signIn();
    const started = sim.control.clock.now();
    // In one task, as a page's poll timer fired by the jump sends it: no turn of the event loop in between.
    const jumped = sim.control.clock.jump(15 * 60_000);
    const status = callApi('hubs.status', { hubSerial: HUB }, { token });
    await jumped;
    const { body } = await status;
    const lastSeen = Date.parse((body as { last_seen: string }).last_seen);
    expect(lastSeen).toBeLessThanOrEqual(started + TWO_MINUTES);
  });
});
