import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn } from '../testing/apiClient';
import { offContract } from './contractLog';
import { smallScenario } from '../testing/scenarios';

let sim: NodeSimulator;
beforeEach(async () => {
  sim = await startNodeSimulator({ scenario: smallScenario });
});
afterEach(() => sim.close());

describe('the call log', () => {
  it('records every request with its call name, query, status and simulator time', async () => {
    const token = await signIn();
    await callApi('units.get', {}, { token, query: { addressId: 1004 } });
    offContract(404);
    await fetch('http://localhost:3000/api/v9/nothing/');

    const start = Date.parse('2026-11-21T09:00:00Z');
    const calls = sim.control.calls();
    expect(calls.map(({ at: _at, ...call }) => call)).toEqual([
      { name: 'auth.login', method: 'POST', path: '/v4/installer/login/', query: {}, status: 200 },
      { name: 'units.get', method: 'GET', path: '/v4/installer/address/', query: { addressId: '1004' }, status: 200 },
      { name: null, method: 'GET', path: '/v9/nothing/', query: {}, status: 404 },
    ]);
    calls.forEach((call) => expect(call.at).toBeGreaterThanOrEqual(start));
  });

  it('starts empty again after clearCalls', async () => {
    await signIn();
    sim.control.clearCalls();
    expect(sim.control.calls()).toEqual([]);
  });
});
