// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offContract } from '../../simulator/handlers/contractLog';
import { startNodeSimulator, type NodeSimulator } from '../../simulator/node';
import { env } from '../../app/config/env';
import { api } from '../../app/api';
import { ApiError, holdRequestsUntil, onUnauthorized } from '../../app/api/client';
import { storedToken } from '../../app/api/storedToken';
import { genericFailureText } from '../../app/domain/errorMessages';

const installer = { email: 'installer@demo.test', password: 'install123' };

async function signIn() {
  const answer = await api.auth.login(installer.email, installer.password);
  storedToken.write(answer.token);
  return answer;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

/** communities.list answers after five seconds of simulator time. */
const slowList = {
  name: 'slow-list',
  description: 'communities.list takes five seconds',
  seed: { handwritten: true },
  faults: [{ call: 'communities.list', delayMs: 5000 }],
};

describe('API client against the simulator', () => {
  let sim: NodeSimulator;
  const unauthorized = vi.fn();
  let stopListening: () => void = () => undefined;

  async function start(scenario: string | object = 'default') {
    sim = await startNodeSimulator({ scenario, baseUrl: env.apiBaseUrl });
  }

  beforeEach(() => {
    localStorage.clear();
    unauthorized.mockReset();
    stopListening = onUnauthorized(unauthorized);
  });
  afterEach(() => {
    stopListening();
    sim?.close();
  });

  it('signs in and reads the token and user', async () => {
    await start();
    const answer = await signIn();
    expect(answer.token).toEqual(expect.any(String));
    expect(answer.user).toMatchObject({ email: installer.email, firstName: expect.any(String) });
  });

  it('sends the stored token as "Authorization: Token …"', async () => {
    await start();
    const { token } = await signIn();
    const seen: string[] = [];
    sim.server.events.on('request:start', ({ request }) => seen.push(request.headers.get('Authorization') ?? ''));
    const communities = await api.communities.list();
    expect(communities.results.length).toBeGreaterThan(1);
    expect(seen).toEqual([`Token ${token}`]);
    expect(sim.control.calls().at(-1)).toMatchObject({ name: 'communities.list', status: 200 });
  });

  it('builds query strings and path parameters from the call table', async () => {
    await start();
    await signIn();
    const [first] = (await api.communities.list()).results;
    if (!first) throw new Error('no community seeded');
    const units = await api.units.list(first.uid);
    expect(units.results.length).toBeGreaterThan(0);
    expect(sim.control.calls().at(-1)).toMatchObject({ name: 'units.list', query: { communityId: first.uid } });
  });

  it('a wrong password is an http failure carrying the server message', async () => {
    await start();
    const error = await failureOf(api.auth.login(installer.email, 'wrong'));
    expect(error).toMatchObject({ kind: 'http', status: 400, call: 'auth.login' });
    expect(error.body?.message).toEqual(expect.any(String));
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('any 401 reaches the unauthorized handler', async () => {
    await start();
    await signIn();
    await sim.control.expireSessions();
    const error = await failureOf(api.communities.list());
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('a call without a token is refused with 401', async () => {
    await start();
    const error = await failureOf(api.communities.list());
    expect(error.status).toBe(401);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('an answer that breaks its schema is a malformed failure, not a crash later', async () => {
    await start({
      name: 'broken-answer',
      description: 'communities.list answers the wrong shape',
      seed: { handwritten: true },
      faults: [{ call: 'communities.list', status: 200, body: { results: 'not a list' } }],
    });
    await signIn();
    const error = await failureOf(api.communities.list());
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/results/);
  });

  it('a cancelled call is a cancelled failure', async () => {
    await start(slowList);
    await signIn();
    const controller = new AbortController();
    const pending = api.communities.list(controller.signal);
    controller.abort();
    expect((await failureOf(pending)).kind).toBe('cancelled');
  });

  it('an answer that comes after its session ended is a cancelled failure, and nothing acts on it', async () => {
    await start(slowList);
    await signIn();
    const failure = failureOf(api.communities.list());
    storedToken.remove();
    await sim.control.clock.advance(5000);
    expect(await failure).toMatchObject({ kind: 'cancelled', status: null });
  });

  it('an answer in the same session is taken, whatever else changed', async () => {
    await start();
    await signIn();
    const pending = api.communities.list();
    localStorage.setItem('installer:unrelated', '1');
    expect((await pending).results.length).toBeGreaterThan(1);
  });

  it('an unreachable server is a network failure', async () => {
    await start();
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await failureOf(api.communities.list())).kind).toBe('network');
  });

  it('holds requests until the start-up is ready (the demo build renders before its simulator), then sends them', async () => {
    await start();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    let ready: () => void = () => undefined;
    holdRequestsUntil(new Promise<void>((resolve) => (ready = resolve)));
    try {
      const answer = signIn();
      // Several turns of the event loop: nothing may go out while the start-up runs.
      for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetchSpy).not.toHaveBeenCalled();
      ready();
      expect((await answer).user.email).toBe(installer.email);
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    } finally {
      holdRequestsUntil(Promise.resolve());
    }
  });

  it('a call the simulator does not serve yet answers 501 naming the call', async () => {
    await start();
    await signIn();
    offContract(501);
    const error = await failureOf(api.nest.addLegacy('gw', '09AA01AC1234', 'Nest Learning Thermostat'));
    expect(error.status).toBe(501);
    expect(genericFailureText(error)).toContain('nest.addLegacy');
  });

  it('signing out ends the session on the server', async () => {
    await start();
    await signIn();
    await api.auth.logout();
    expect(storedToken.read()).not.toBeNull();
    expect((await failureOf(api.communities.list())).status).toBe(401);
  });
});
