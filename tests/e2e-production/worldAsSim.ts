/**
 * A production page and its world on the simulator server, seen as the expect runner's `Sim`
 * (decision 0347): the runner that replays a compiled capture in the demo build also plays the
 * installer's part in the production build, so both move time alike. Time moves on two clocks
 * together, the page's held clock and the world's, in one-second turns: the page's first (its
 * polls go out), then the world's (the hub's doings, answered as the page stands at that moment).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { calls } from '../../app/api/calls';
import type { SimulatorControl } from '../../simulator/control/types';
import { WORLD_HEADER } from '../../simulator/server/worldKey';
import { productionNetwork } from '../../playwright.production.config';
import { demoInstaller, type Sim } from '../e2e/support/fixtures';
import { trackRequests } from '../e2e/support/expectPage';
import { advancePageClock } from '../../simulator/testing/heldPageClock';
import type { TestWorld } from './world';

/** A hub doing lands on the page within a turn of its moment (on it, when it falls on a whole second, as the scenarios' do); a minute of waiting is sixty turns. */
const TURN_MS = 1_000;
/** Real time a request may take before a turn stops waiting for it. */
const ANSWER_MS = 5_000;

const notHere = (what: string) => () => Promise.reject(new Error(`${what}: not offered for a production build driven over the network`));

export function worldAsSim(page: Page, world: TestWorld, request: APIRequestContext): Sim {
  const pending = trackRequests(page);
  /** What the page has drawn from what reached it (an answer, a stream message), two frames on. */
  const settle = async () => {
    await pending.answered(ANSWER_MS);
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  };

  async function stepTogether(ms: number): Promise<number> {
    for (let moved = 0; moved < ms; moved += TURN_MS) {
      const turn = Math.min(TURN_MS, ms - moved);
      await advancePageClock(page, turn);
      await pending.answered(ANSWER_MS);
      await world.control('clock.step', turn);
      await settle();
    }
    return world.control<number>('clock.now');
  }

  /**
   * The part of the control API the runner uses, read from the world once per call: the runner's
   * functions run in the page in a simulator build, and here on this copy.
   */
  async function controlCopy(): Promise<SimulatorControl> {
    const [scenario, trace, now] = await Promise.all([world.control('scenario'), world.control('trace'), world.control<number>('clock.now')]);
    // The page has no simulator to ask whether it is idle: what it drew from the last turn, as after a turn.
    const clock = { now: () => now, pause: () => world.control('clock.pause'), step: stepTogether, advance: stepTogether, idle: () => settle().then(() => now) };
    return { scenario: () => scenario, trace: () => trace, clock } as unknown as SimulatorControl;
  }

  /** Signs in over the API as the app would and stores the session where the app keeps it; the app's next load is signed in. */
  async function storeSession(): Promise<void> {
    const answer = await request.post(`${productionNetwork.simulatorUrl}/api${calls['auth.login'].path}`, {
      data: { ...demoInstaller, applicationId: 'concierge' },
      headers: { [WORLD_HEADER]: world.key },
    });
    if (!answer.ok()) throw new Error(`Signing in to world ${world.id} failed: ${answer.status()} ${await answer.text()}`);
    const { token, user } = (await answer.json()) as { token: string; user: unknown };
    const entries: Array<[string, string]> = [
      ['installer:token', JSON.stringify(token)],
      ['installer:user', JSON.stringify(user)],
    ];
    await page.evaluate((stored) => stored.forEach(([key, value]) => localStorage.setItem(key, value)), entries);
  }

  const sim: Sim = {
    control: async (fn, arg) => fn(await controlCopy(), arg as never),
    advanceClock: stepTogether,
    stepClock: stepTogether,
    async openSignedIn(path) {
      if (page.url() === 'about:blank') await page.goto('/login');
      await storeSession();
      await page.goto(path);
      await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
    },
    open: notHere('open'),
    db: notHere('db'),
    calls: notHere('calls'),
    expireSessions: notHere('expireSessions'),
    adoptSession: notHere('adoptSession'),
  };
  return sim;
}
