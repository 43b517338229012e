/**
 * A production page's clock held by a test (decision 0347): the page clock (../clock/pageClock.ts)
 * installed before the page's scripts on every load, at the time the last load left, and moved
 * only by `advancePageClock`. The classroom's trainee pages run the same clock following their world.
 */
import type { Page } from '@playwright/test';
import { installPageClock, pageClockPolicy, type PageClock } from '../clock/pageClock';

declare global {
  interface Window {
    __pageClock?: PageClock;
  }
}

const HELD_TIME_KEY = 'e2e:held-clock';

/** From the next load on, the page's clock stands at `start` until `advancePageClock` moves it. */
export async function holdPageClock(page: Page, start: number): Promise<void> {
  await page.addInitScript(installPageClock, { ...pageClockPolicy, source: { held: { start, key: HELD_TIME_KEY } } });
}

/** Moves the page's held clock `ms` ahead, firing its timers in order; resolves with the new time. */
export function advancePageClock(page: Page, ms: number): Promise<number> {
  return page.evaluate((by) => {
    if (!window.__pageClock) throw new Error('The page has no held clock: holdPageClock before loading it');
    return window.__pageClock.advance(by);
  }, ms);
}
