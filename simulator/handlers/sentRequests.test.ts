// @vitest-environment node
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillPath } from '../../app/api/calls';
import { captureRealTime } from '../clock/realTime';
import { createSimClock } from '../clock/simClock';
import { createMockSocketTransport } from '../stream/mockSocketTransport';
import { resolveScenario } from '../scenario/catalogue';
import { smallScenario } from '../testing/scenarios';
import { installer } from '../testing/apiClient';
import { createSimulator } from '../world/createSimulator';
import { createHandlers } from '.';
import { callsAnswered } from './pipeline';
import { trackSentRequests, type SentRequests } from './sentRequests';

const BASE = 'http://localhost:3000/api';

describe('trackSentRequests', () => {
  it('tells each request the count when it was sent, oldest first for identical ones, and forgets it once settled', () => {
    let answered = 0;
    const sent = trackSentRequests(() => answered);
    const releaseFirst = sent.sent('get', `${BASE}/v4/hubs`);
    answered = 2;
    sent.sent('GET', `${BASE}/v4/hubs`);
    expect(sent.answeredWhenSent(new Request(`${BASE}/v4/hubs`))).toBe(0);
    expect(sent.answeredWhenSent(new Request(`${BASE}/v4/hubs`))).toBe(2);
    expect(sent.answeredWhenSent(new Request(`${BASE}/v4/hubs`))).toBeUndefined();
    releaseFirst();
    const releaseThird = sent.sent('GET', `${BASE}/v4/hubs`);
    releaseThird();
    expect(sent.answeredWhenSent(new Request(`${BASE}/v4/hubs`))).toBeUndefined();
  });

  it('knows nothing of a request the page did not send through its fetch', () => {
    const sent = trackSentRequests(() => 0);
    sent.sent('POST', `${BASE}/v4/hubs`);
    expect(sent.answeredWhenSent(new Request(`${BASE}/v4/hubs`))).toBeUndefined();
  });
});

describe('two calls sent together, the second reaching the simulator after the first was answered (decision 0456)', () => {
  let sim: ReturnType<typeof createSimulator>;
  let stop: () => void;
  let token: string;

  beforeEach(async () => {
    const real = captureRealTime();
    const now = real.now();
    const clock = createSimClock({ target: null, real, anchor: { simTime: now, realTime: now, speed: 1, paused: true } });
    const transport = createMockSocketTransport('ws://localhost:3000/stream');
    stop = () => {
      transport.close();
      clock.stop();
    };
    sim = createSimulator({ clock, saving: null, transport });
    const resolved = resolveScenario(smallScenario);
    if (!resolved.ok) throw new Error(resolved.error);
    const started = await sim.start(resolved.scenario);
    if (!started.ok) throw new Error(started.error);
    const login = await getResponse(createHandlers(BASE, sim), new Request(`${BASE}${fillPath('auth.login', {})}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...installer, applicationId: 'concierge' }),
    }));
    token = ((await login?.json()) as { token: string }).token;
  });
  afterEach(() => stop());

  const unitRequest = (addressId: number) =>
    new Request(`${BASE}${fillPath('units.get', {})}?addressId=${addressId}`, { headers: { Authorization: `Token ${token}` } });

  /** Both leave the page at once; the simulator hears `order[0]`, answers it, then hears `order[1]`. */
  async function sendTogether(sent: SentRequests | undefined, order: [number, number]): Promise<string[]> {
    const handlers = createHandlers(BASE, sim, undefined, sent);
    sim.trace.clear();
    const releases = order.map((addressId) => sent?.sent('GET', unitRequest(addressId).url));
    for (const addressId of order) await getResponse(handlers, unitRequest(addressId));
    releases.forEach((release) => release?.());
    return sim.trace.ofType('call').map((call) => `${String(call.name)} ${JSON.stringify(call.query)}`);
  }

  it('records them in one order whichever the simulator heard first', async () => {
    const sent = trackSentRequests(() => callsAnswered(sim));
    const oneWay = await sendTogether(sent, [1001, 1002]);
    expect(await sendTogether(sent, [1002, 1001])).toEqual(oneWay);
  });

  it('counted on arrival alone, they keep the order heard (what the count when sent corrects)', async () => {
    const oneWay = await sendTogether(undefined, [1001, 1002]);
    expect(await sendTogether(undefined, [1002, 1001])).toEqual([...oneWay].reverse());
  });
});
