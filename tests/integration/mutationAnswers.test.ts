// @vitest-environment jsdom
/**
 * Issue 23, 'A broken answer counts as success': every mutation of the call table, each answer
 * broken five ways, must fail as an ApiError whose words are the spec's generic failure (spec 02
 * §8): the answer's message when a 500 carries one, 'Something went wrong. Please contact
 * support.' otherwise (decision 0262).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../app/api';
import { calls, type CallName } from '../../app/api/calls';
import { ApiError } from '../../app/api/client';
import { storedToken } from '../../app/api/storedToken';
import { env, hubSerialKey } from '../../app/config/env';
import { genericFailureText } from '../../app/domain/errorMessages';
import { texts } from '../../app/domain/texts';
import { startNodeSimulator, type NodeSimulator } from '../../simulator/node';
import { breakAnswers, breakages, SERVER_MESSAGE, type Breakage } from './support/brokenAnswers';
import { demoInstaller } from './support/renderApp';

type MutationName = { [N in CallName]: (typeof calls)[N]['method'] extends 'GET' ? never : N }[CallName];

/** What each answer is, so a wrong shape is wrong for that answer and not merely unexpected. */
const wrongShapes = {
  device: { message: 'Saved.' },
  message: { message: ['Saved.'] },
  login: { token: 'tok-1' },
  stream: { streamId: 42 },
  masterCodes: { activeMasterCode: 123456 },
} satisfies Record<string, Record<string, unknown>>;

interface Mutation {
  answer: keyof typeof wrongShapes;
  send(): Promise<unknown>;
}

const user = 'u-1';

/** Every mutation: the type makes a new one in the call table fail the typecheck until it is here. */
const mutations: Record<MutationName, Mutation> = {
  'auth.login': { answer: 'login', send: () => api.auth.login(demoInstaller.email, demoInstaller.password) },
  'auth.logout': { answer: 'message', send: () => api.auth.logout() },
  'workTickets.submit': { answer: 'message', send: () => api.workTickets.submit(4, { workType: 'Install', workTicketFields: {}, unitFields: {} }) },
  'permissions.create': { answer: 'message', send: () => api.hubs.createPermission('gw-1') },
  'permissions.transfer': { answer: 'message', send: () => api.hubs.transferPermission('gw-1', 'gw-2', 4) },
  'hubs.associate': { answer: 'message', send: () => api.hubs.associate(hubSerialKey, 'HUB-1', 4) },
  'hubs.disassociate': { answer: 'message', send: () => api.hubs.disassociate('gw-1', 4) },
  'hubs.reboot': { answer: 'message', send: () => api.hubs.reboot('HUB-1', user) },
  'hubs.restart': { answer: 'message', send: () => api.hubs.restart('HUB-1', user) },
  'hubs.resetNetwork': { answer: 'message', send: () => api.hubs.resetNetwork('HUB-1', user) },
  'hubs.repairNetwork': { answer: 'message', send: () => api.hubs.repairNetwork('HUB-1', user) },
  'hubs.failDevice': { answer: 'message', send: () => api.hubs.failDevice('HUB-1', user, '7') },
  'hubs.inclusion': { answer: 'message', send: () => api.hubs.inclusion('HUB-1', 'start', user) },
  'hubs.exclusion': { answer: 'message', send: () => api.hubs.exclusion('HUB-1', 'abort', user) },
  'stream.create': { answer: 'stream', send: () => api.pairing.createStream('HUB-1') },
  'devices.update': { answer: 'device', send: () => api.devices.update('dev-1', { givenName: 'Front Door' }) },
  'devices.remove': { answer: 'message', send: () => api.devices.remove('dev-1') },
  'devices.command': { answer: 'message', send: () => api.devices.command('dev-1', 'lock', null) },
  'devices.refreshStatus': { answer: 'message', send: () => api.devices.refreshStatus('dev-1', user) },
  'devices.setNotifications': { answer: 'device', send: () => api.devices.setNotifications('dev-1', true) },
  'nest.addLegacy': { answer: 'device', send: () => api.nest.addLegacy('gw-1', '09AA01AC1234', 'Nest Learning Thermostat') },
  'nest.provision': { answer: 'device', send: () => api.nest.provision('gw-1', '09AA01AC1234', 'Ada') },
  'nest.remove': { answer: 'message', send: () => api.nest.remove('gw-1', '09AA01AC1234') },
  'nest.removeLegacy': { answer: 'message', send: () => api.nest.removeLegacy('dev-1') },
  'yale.saveMasterCode': { answer: 'masterCodes', send: () => api.pairing.saveMasterCode(4, '123456') },
  'doorCodes.resendPins': { answer: 'message', send: () => api.doorCodes.resendPins('gw-1', 'dev-1') },
  'ring.create': { answer: 'device', send: () => api.ring.create('gw-1', 41) },
  'ring.update': { answer: 'device', send: () => api.ring.update('dev-1', 42) },
};

const expectedText = (breakage: Breakage) => (breakage === '500 with a message' ? SERVER_MESSAGE : texts.errors.generic);

const cases = (Object.keys(mutations) as MutationName[]).flatMap((call) => breakages.map((breakage) => ({ call, breakage })));

describe('a broken answer to any mutation is a failure with the generic message', () => {
  let sim: NodeSimulator;

  beforeAll(async () => {
    localStorage.clear();
    sim = await startNodeSimulator({ scenario: 'default', baseUrl: env.apiBaseUrl });
    storedToken.write((await api.auth.login(demoInstaller.email, demoInstaller.password)).token);
  });
  afterEach(() => {
    sim.control.faults.clear();
    sim.server.resetHandlers();
  });
  afterAll(() => {
    sim.close();
    localStorage.clear();
  });

  it('covers every call of the call table that changes something', () => {
    const changing = Object.entries(calls).filter(([, spec]) => spec.method !== 'GET').map(([name]) => name);
    expect(Object.keys(mutations).sort()).toEqual(changing.sort());
  });

  it.each(cases)('$call, $breakage', async ({ call, breakage }) => {
    breakAnswers(sim, call, breakage, wrongShapes[mutations[call].answer]);
    const outcome = await mutations[call].send().then(
      (answer: unknown) => ({ answer }),
      (error: unknown) => ({ error }),
    );
    expect(outcome).toMatchObject({ error: expect.any(ApiError) });
    const { error } = outcome as { error: ApiError };
    expect(error.call).toBe(call);
    expect(genericFailureText(error)).toBe(expectedText(breakage));
  });
});
