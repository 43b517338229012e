import { afterEach, describe, expect, it } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { DEFAULT_NODE_BASE_URL } from '../node';
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
    expect(await callApi('auth.logout', {}, { token, body: {} })).toEqual({ status: 500, body: { message: 'Simulated failure (500)' } });
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

  it('waits in simulator time: a paused clock holds a delayed answer until advance reaches it', async () => {
    const token = await start(withFaults([{ call: 'communities.list', delayMs: 60_000 }]));
    sim?.control.clock.pause();
    let answered = false;
    const answer = callApi('communities.list', {}, { token, query: { limit: 5 } }).then((result) => {
      answered = true;
      return result;
    });
    await sim?.control.clock.advance(59_000);
    expect(answered).toBe(false);
    await sim?.control.clock.advance(1_000);
    expect((await answer).status).toBe(200);
  });

  it('network error: the request fails as if the network did, and the call log says so', async () => {
    const token = await start(withFaults([{ kind: 'network', call: 'units.get', failure: 'error', times: 1 }]));
    await expect(callApi('units.get', {}, { token, query: { addressId: 1004 } })).rejects.toThrow(TypeError);
    expect((await callApi('units.get', {}, { token, query: { addressId: 1004 } })).status).toBe(200);
    expect(sim?.control.calls().filter((call) => call.name === 'units.get').map(({ status, failure }) => ({ status, failure })))
      .toEqual([{ status: 0, failure: 'error' }, { status: 200, failure: undefined }]);
  });

  it('network hang: no answer ever comes; the call is logged when it arrives', async () => {
    const token = await start(withFaults([{ kind: 'network', call: 'units.get', failure: 'hang' }]));
    const gaveUp = new AbortController();
    const request = fetch(`${DEFAULT_NODE_BASE_URL}/v4/installer/address/?addressId=1004`, { headers: { Authorization: `Token ${token}` }, signal: gaveUp.signal });
    await expect.poll(() => sim?.control.calls().filter((call) => call.name === 'units.get')).toEqual([expect.objectContaining({ status: 0, failure: 'hang' })]);
    await sim?.control.clock.advance(10 * 60_000);
    gaveUp.abort();
    await expect(request).rejects.toThrow(/abort/i);
  });

  it('faults added at run time hit from the next request, and removing one ends it', async () => {
    const token = await start('default');
    const added = sim?.control.faults.add({ call: 'units.list', status: 503, times: 2 });
    expect(added).toEqual({ ok: true, id: 'injected-1' });
    expect(await statuses(1, token)).toEqual([503]);
    expect(sim?.control.faults.remove('injected-1')).toBe(true);
    expect(await statuses(1, token)).toEqual([200]);
    expect(sim?.control.faults.add({ call: 'units.list' })).toEqual({ ok: false, error: 'Invalid fault: a fault needs a status, a delayMs or a corrupt body' });
  });

  it('clear removes the scenario\'s faults too', async () => {
    const token = await start('logout-fails');
    expect(sim?.control.faults.list().map((entry) => entry.source)).toEqual(['scenario']);
    expect(sim?.control.faults.clear()).toBe(1);
    expect((await callApi('auth.logout', {}, { token, body: {} })).status).toBe(200);
  });

  it('applies before the token check, like an outage in front of the server', async () => {
    await start(withFaults([{ call: 'units.get', status: 503 }]));
    expect((await callApi('units.get', {}, { query: { addressId: 1001 } })).status).toBe(503);
  });
});
