// @vitest-environment node
import { getResponse } from 'msw';
import { expect, it } from 'vitest';
import { fillPath } from '../../app/api/calls';
import { resolveScenario } from '../scenario/catalogue';
import { installer } from '../testing/apiClient';
import { pageLoad } from '../testing/pageLoad';
import { QuotaStorage } from '../testing/quotaStorage';
import { smallScenario } from '../testing/scenarios';
import { createHandlers } from '.';

const BASE = 'http://localhost:3000/api';

it("an answer reaches the app only once the tap's promise settles: the page's contract log hands its entry on first (decision 0532)", async () => {
  const { sim, clock } = pageLoad(new QuotaStorage());
  const resolved = resolveScenario(smallScenario);
  if (!resolved.ok) throw new Error(resolved.error);
  await sim.start(resolved.scenario);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const tapped: Array<string | null> = [];
  const handlers = createHandlers(BASE, sim, ({ call }) => {
    tapped.push(call.name);
    return held;
  });
  let answered = false;
  const login = new Request(`${BASE}${fillPath('auth.login', {})}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...installer, applicationId: 'concierge' }),
  });
  const response = getResponse(handlers, login).then((answer) => {
    answered = true;
    return answer;
  });
  for (let turn = 0; turn < 50 && tapped.length === 0; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(tapped).toEqual(['auth.login']);
  expect(answered).toBe(false);
  release();
  expect((await response)?.status).toBe(200);
  clock.stop();
});
