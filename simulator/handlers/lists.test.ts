import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { communityListAnswerSchema, unitConfigurationSchema, unitListAnswerSchema, workTicketSchema } from '../../app/api/schemas';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn, support } from '../testing/apiClient';
import { offContract } from './contractLog';
import { smallScenario } from '../testing/scenarios';

const MAPLE_COURT = 'cmty-7d2f9a0e-maple-court';
let sim: NodeSimulator;
let token: string;
let supportToken: string;

beforeEach(async () => {
  sim = await startNodeSimulator({ scenario: smallScenario });
  token = await signIn();
  supportToken = await signIn(support);
});
afterEach(() => sim.close());

const names = (body: unknown) => (body as { results: { name?: string; unit?: string }[] }).results.map((r) => r.name ?? r.unit);

describe('communities.list', () => {
  it('answers the user\'s communities sorted by name, in the API shape', async () => {
    const answer = await callApi('communities.list', {}, { token, query: { limit: 5000 } });
    expect(answer.status).toBe(200);
    const { results } = communityListAnswerSchema.parse(answer.body);
    expect(results).toHaveLength(3);
    expect(names(answer.body)).toEqual([...names(answer.body)].sort((a = '', b = '') => a.localeCompare(b)));
    expect(results[0]).not.toHaveProperty('memberUids');
  });

  it('answers at most `limit` communities', async () => {
    const answer = await callApi('communities.list', {}, { token, query: { limit: 2 } });
    expect(communityListAnswerSchema.parse(answer.body).results).toHaveLength(2);
  });

  it('shows support only the community they are a member of', async () => {
    const answer = await callApi('communities.list', {}, { token: supportToken, query: { limit: 5000 } });
    expect(names(answer.body)).toEqual(['Maple Court Apartments']);
  });

  it.each([['abc', 'limit: must be a whole number'], ['0', 'limit: must be greater than 0']])('rejects limit=%s', async (limit, message) => {
    expect(await callApi('communities.list', {}, { token, query: { limit } })).toEqual({ status: 400, body: { message } });
  });
});

describe('communities.get', () => {
  it.each([
    ['the installer (several communities)', () => token, true],
    ['support (one community)', () => supportToken, false],
  ])('tells %s whether more communities exist', async (_who, tokenOf, multiple) => {
    const answer = await callApi('communities.get', {}, { token: tokenOf(), query: { communityId: MAPLE_COURT } });
    const parsed = communityListAnswerSchema.parse(answer.body);
    expect(parsed.results.map((c) => c.uid)).toEqual([MAPLE_COURT]);
    expect(parsed.multipleCommunitiesAvailable).toBe(multiple);
  });

  it('answers an empty list for an unknown community', async () => {
    expect(await callApi('communities.get', {}, { token, query: { communityId: 'cmty-nope' } })).toEqual({ status: 200, body: { results: [] } });
  });
});

describe('units', () => {
  it('lists a community\'s units in natural order, in the API shape', async () => {
    const answer = await callApi('units.list', {}, { token, query: { communityId: MAPLE_COURT } });
    unitListAnswerSchema.parse(answer.body);
    expect(names(answer.body)).toEqual(['101', '102', '103', '104', '105', '106', '210', '1204']);
  });

  it('refuses the unit list of a community the user is not a member of', async () => {
    const other = sim.control.db.find('communities', {}).find((c) => c.uid !== MAPLE_COURT);
    const answer = await callApi('units.list', {}, { token: supportToken, query: { communityId: String(other?.uid) } });
    expect(answer).toEqual({ status: 403, body: { message: `You do not have permission to view community ${String(other?.uid)}.` } });
  });

  it('answers one unit by address id, or none', async () => {
    const found = await callApi('units.get', {}, { token, query: { addressId: 1004 } });
    expect(unitListAnswerSchema.parse(found.body).results.map((u) => u.unit)).toEqual(['104']);
    expect((await callApi('units.get', {}, { token, query: { addressId: 999999 } })).body).toEqual({ results: [] });
    expect(await callApi('units.get', {}, { token, query: { addressId: 'x' } })).toEqual({ status: 400, body: { message: 'addressId: must be a whole number' } });
  });
});

describe('units.configuration', () => {
  it('answers the community\'s install locations per device family, from the seed', async () => {
    const answer = await callApi('units.configuration', {}, { token, query: { communityId: MAPLE_COURT, addressId: 1004 } });
    expect(answer.status).toBe(200);
    const { installLocations } = unitConfigurationSchema.parse(answer.body);
    expect(installLocations).toMatchObject({ sensor: ['Front Door', 'Patio Door', 'Water Heater', 'Under Kitchen Sink', 'Hallway', 'Back Door', 'hallway', 'Laundry Room', 'Garage Entry', 'Basement Stairs'], thermostats: ['Hallway', 'Living Room'] });
    expect(Object.keys(installLocations).sort()).toEqual(['doorbell', 'hub', 'lights', 'locks', 'sensor', 'thermostats']);
  });

  it('refuses a unit the user cannot see, or one of another community', async () => {
    const other = sim.control.db.find('communities', {}).find((c) => c.uid !== MAPLE_COURT);
    expect((await callApi('units.configuration', {}, { token: supportToken, query: { communityId: String(other?.uid), addressId: 1004 } })).status).toBe(403);
    expect((await callApi('units.configuration', {}, { token, query: { communityId: String(other?.uid), addressId: 1004 } })).status).toBe(403);
    expect(await callApi('units.configuration', {}, { token, query: { communityId: MAPLE_COURT, addressId: 'x' } })).toEqual({ status: 400, body: { message: 'addressId: must be a whole number' } });
  });
});

describe('workTickets.get', () => {
  it('answers the ticket fields for a unit with a ticket', async () => {
    const answer = await callApi('workTickets.get', {}, { token, query: { addressId: 1005 } });
    expect(workTicketSchema.parse(answer.body)).toMatchObject({ addressId: 1005, workTicketStatus: 'Incomplete', workType: 'service' });
  });

  it('answers the provider\'s 404 when the unit has none', async () => {
    expect(await callApi('workTickets.get', {}, { token, query: { addressId: 1006 } }))
      .toEqual({ status: 404, body: { message: 'Object Not Found Matching Id' } });
  });
});

describe('requests the simulator cannot answer', () => {
  it('answers 501 naming a call that is not implemented yet', async () => {
    offContract(501);
    expect(await callApi('nest.addLegacy', {}, { token, body: {} }))
      .toEqual({ status: 501, body: { message: 'Not implemented in the simulator yet: nest.addLegacy' } });
  });

  it('answers 400 naming the query keys when a shared path gets none of them', async () => {
    const response = await fetch('http://localhost:3000/api/v4/installer/community/', { headers: { Authorization: `Token ${token}` } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'GET /v4/installer/community/ needs one of the query parameters: limit, communityId' });
  });

  it('answers 404 for a path that is no call', async () => {
    offContract(404);
    const response = await fetch('http://localhost:3000/api/v9/nothing/');
    expect(response.status).toBe(404);
  });
});
