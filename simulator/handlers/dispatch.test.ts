import { afterEach, beforeEach, expect, it } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { signIn } from '../testing/apiClient';
import { smallScenario } from '../testing/scenarios';
import { offContract } from './contractLog';

const BASE = 'http://localhost:3000/api';
let sim: NodeSimulator;
let token: string;

beforeEach(async () => {
  sim = await startNodeSimulator({ scenario: smallScenario });
  token = await signIn();
});
afterEach(() => sim.close());

const get = (path: string) => fetch(`${BASE}${path}`, { headers: { Authorization: `Token ${token}` } });

it('is one MSW handler: MSW would parse the URL, the cookies and a path pattern per route for every request (decision 0505)', () => {
  // No error-reporting DSN: the API's handlers are all there is.
  expect(sim.server.listHandlers()).toHaveLength(1);
});

it('finds each route as MSW did: a shared path without its query keys, in another case', async () => {
  offContract(400);
  for (const path of ['/v4/installer/community/', '/V4/Installer/Community/']) {
    const response = await get(path);
    expect(response.status, path).toBe(400);
    expect(((await response.json()) as { message: string }).message, path).toContain('needs one of the query parameters: limit, communityId');
  }
});

it('hands a route its decoded path parameters, and answers 404 for a path that is no call, a route with its last slash left off included', async () => {
  offContract(404);
  const unknownHub = await get('/v4/hub/NO%20SUCH/status/');
  expect(unknownHub.status).toBe(404);
  expect(await unknownHub.json()).toEqual({ message: 'Object Not Found Matching Id NO SUCH' });
  for (const path of ['/v9/nothing/', '/v4/installer/community']) {
    const nothing = await get(path);
    expect(nothing.status, path).toBe(404);
    expect(await nothing.json()).toEqual({ message: `No API call matches GET ${path}` });
  }
});
