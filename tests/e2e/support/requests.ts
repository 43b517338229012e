import { expect, type Page } from '@playwright/test';
import type { Sim } from './fixtures';
import { nextPageCall, onPageCall, pathOf, SIMULATOR_STARTED_EVENT } from './pageCalls';

/**
 * The paths of the calls the page sends while `during` runs, all of them: a marker call sent
 * afterwards closes the list, and the page reports its calls in the order it sent them, so every
 * call started before it has been heard once it is. No time-based wait.
 */
export async function requestsSentDuring(page: Page, during: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const stop = onPageCall(page, (call) => {
    if (call.phase === 'sent') sent.push(pathOf(call));
  });
  try {
    await during();
    const marker = `/?request-fence=${Date.now()}`;
    const fenced = nextPageCall(page, (call) => call.url.endsWith(marker));
    await page.evaluate((url) => void fetch(url).catch(() => undefined), marker);
    await fenced;
  } finally {
    stop();
  }
  return sent.filter((path) => path !== '/');
}

/**
 * Holds the page's calls to paths ending in `path` until `release` is called, so a test can look
 * at the screen while a call is under way without racing a timer. Install it before the page
 * loads; it wraps the page's fetch once the simulator has started, outside the simulator's own.
 */
export async function holdRequests(page: Page, path: string): Promise<{ release: () => Promise<void> }> {
  await page.addInitScript(
    ({ held, started }) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      (window as unknown as { releaseHeldRequests: () => void }).releaseHeldRequests = release;
      window.addEventListener(started, () => {
        const original = window.fetch.bind(window);
        window.fetch = async (input, init) => {
          const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
          if (url.pathname.endsWith(held)) await released;
          return original(input, init);
        };
      });
    },
    { held: path, started: SIMULATOR_STARTED_EVENT },
  );
  return { release: () => page.evaluate(() => (window as unknown as { releaseHeldRequests: () => void }).releaseHeldRequests()) };
}

/**
 * A query's two retries wait 1 s, then 2 s, on the simulator clock: moves the clock past each once
 * the request before it went out, instead of waiting 3 s of real time. `sent` counts the requests;
 * `first` is the count once the first attempt went out. (Were a retry's timer not set yet when the
 * clock moves, it still fires on time, a moment later: slower, never wrong.)
 */
export async function stepThroughRetries(sim: Sim, sent: () => Promise<number>, first: number): Promise<void> {
  await expect.poll(sent).toBe(first);
  await sim.advanceClock(1_000);
  await expect.poll(sent).toBe(first + 1);
  await sim.advanceClock(2_000);
  await expect.poll(sent).toBe(first + 2);
}
