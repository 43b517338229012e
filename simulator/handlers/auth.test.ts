import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAnswerSchema } from '../../app/api/schemas';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, installer, signIn } from '../testing/apiClient';
import { smallScenario } from '../testing/scenarios';
import { offContract } from './contractLog';

let sim: NodeSimulator;
beforeEach(async () => {
  sim = await startNodeSimulator({ scenario: smallScenario });
});
afterEach(() => sim.close());

const listCommunities = (token?: string | null) => callApi('communities.list', {}, { token, query: { limit: 5000 } });

describe('auth.login', () => {
  it('answers a token and the user, in the shape the app expects', async () => {
    const answer = await callApi('auth.login', {}, { body: { ...installer, applicationId: 'concierge' } });
    expect(answer.status).toBe(200);
    const parsed = loginAnswerSchema.parse(answer.body);
    expect(parsed.user).toEqual({ uid: 'usr-5f1c2a90-installer', firstName: 'Marcus', lastName: 'Delgado', email: 'installer@demo.test' });
  });

  it('matches the e-mail without regard to case', async () => {
    const answer = await callApi('auth.login', {}, { body: { email: 'Installer@Demo.TEST', password: 'install123', applicationId: 'concierge' } });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['a wrong password', { ...installer, password: 'nope', applicationId: 'concierge' }, 'Unable to log in with provided credentials.'],
    ['an unknown e-mail', { email: 'who@demo.test', password: 'x', applicationId: 'concierge' }, 'Unable to log in with provided credentials.'],
    ['another application', { ...installer, applicationId: 'resident' }, 'applicationId: must be "concierge"'],
    ['no application', { ...installer }, 'applicationId: is required'],
    ['no e-mail', { password: 'x', applicationId: 'concierge' }, 'email: is required'],
    ['a numeric password', { email: installer.email, password: 123, applicationId: 'concierge' }, 'password: expected a string'],
    ['a body that is not an object', ['x'], 'The request body must be a JSON object'],
  ])('answers 400 for %s', async (_case, body, message) => {
    // Sends what the app never does, to see the refusal: off the contract on purpose.
    offContract(400);
    const answer = await callApi('auth.login', {}, { body });
    expect(answer).toEqual({ status: 400, body: { message } });
  });
});

describe('the token check', () => {
  it.each([
    ['no token', null],
    ['an unknown token', 'f00d'],
  ])('answers 401 with %s', async (_case, token) => {
    expect(await listCommunities(token)).toEqual({ status: 401, body: { detail: 'Invalid token.' } });
  });

  it('ends the session on logout', async () => {
    const token = await signIn();
    expect((await listCommunities(token)).status).toBe(200);
    expect(await callApi('auth.logout', {}, { token, body: {} })).toEqual({ status: 200, body: {} });
    expect((await listCommunities(token)).status).toBe(401);
  });

  it('answers 401 after expireSessions', async () => {
    const token = await signIn();
    expect(await sim.control.expireSessions()).toBe(1);
    expect(await listCommunities(token)).toEqual({ status: 401, body: { detail: 'Invalid token.' } });
  });

  it('checks the token before answering a call that is not implemented yet', async () => {
    expect((await callApi('stream.token', {})).status).toBe(401);
  });
});
