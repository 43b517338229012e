import { afterEach, describe, expect, it } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn } from '../testing/apiClient';
import { withFaults } from '../testing/scenarios';

let sim: NodeSimulator | undefined;
afterEach(() => sim?.close());

async function start(scenario: string | object): Promise<string> {
  sim = await startNodeSimulator({ scenario });
  return signIn();
}

const statuses = async (count: number, token: string) => {
  const result: number[] = [];
  for (let i = 0; i < count; i += 1) {
    result.push((await callApi('units.list', {}, { token, query: { communityId: 'cmty-7d2f9a0e-maple-court' } })).status);
  }
  return result;
};

describe('scenario faults', () => {
  it('logout-fails: auth.logout answers 500 with the default body', async () => {
    const token = await start('logout-fails');
    expect(await callApi('auth.logout', {}, { token })).toEqual({ status: 500, body: { message: 'Simulated failure (500)' } });
  });

  it('community-list-down: communities.list answers 503 with the scenario body', async () => {
    const token = await start('community-list-down');
    expect(await callApi('communities.list', {}, { token, query: { limit: 5000 } }))
      .toEqual({ status: 503, body: { message: 'Service Unavailable' } });
  });

  it.each([
    ['nth', { nth: 2 }, [200, 500, 200, 200]],
    ['times', { times: 2 }, [500, 500, 200, 200]],
    ['nth and times', { nth: 2, times: 2 }, [200, 500, 500, 200]],
  ])('hits only the calls its %s window selects', async (_label, window, expected) => {
    const token = await start(withFaults([{ call: 'units.list', status: 500, ...window }]));
    expect(await statuses(4, token)).toEqual(expected);
  });

  it('delays the answer, then handles the call normally', async () => {
    const token = await start(withFaults([{ call: 'communities.list', delayMs: 150 }]));
    const started = Date.now();
    const answer = await callApi('communities.list', {}, { token, query: { limit: 5 } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(answer.status).toBe(200);
  });

  it('applies before the token check, like an outage in front of the server', async () => {
    await start(withFaults([{ call: 'units.get', status: 503 }]));
    expect((await callApi('units.get', {}, { query: { addressId: 1001 } })).status).toBe(503);
  });
});
