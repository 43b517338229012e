/**
 * The phone's clock, held by the test, for the production build (decision 0347). A simulator build
 * runs its app timers and Date on the simulator clock (decision 0320); a production build has only
 * the page's own, so a test that must send the same polls at the same moments as a replay holds
 * them: `Date` stands still and `setTimeout`/`setInterval` wait until the test moves time with
 * `advance`. As the simulator clock does while paused, a page timeout of up to 1 s runs on real
 * time (a dialog's closing transition, TanStack Query's notification batch): it animates, it does
 * not simulate. Installed before the page's scripts, on every load, at the time the last load left.
 */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __heldClock?: { now(): number; advance(ms: number): Promise<number> };
  }
}

/** Runs in the page before its scripts: it may use only its argument. */
function installHeldClock({ start, key, uiTimerMs }: { start: number; key: string; uiTimerMs: number }): void {
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  const RealDate = window.Date;
  let now = Number(sessionStorage.getItem(key) ?? start);
  let lastId = 0;
  const held = new Map<number, { at: number; every: number | null; run: () => void }>();
  const real = new Map<number, number>();

  class HeldDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now);
      else super(...(args as [string]));
    }

    static now(): number {
      return now;
    }
  }
  window.Date = HeldDate as DateConstructor;

  const callbackOf = (callback: unknown, args: unknown[]) => () => (callback as (...values: unknown[]) => void)(...args);
  const clear = (id: unknown) => {
    const realId = real.get(id as number);
    if (realId !== undefined) realClearTimeout(realId);
    real.delete(id as number);
    held.delete(id as number);
  };
  window.setTimeout = ((callback: unknown, ms = 0, ...args: unknown[]) => {
    lastId += 1;
    const id = lastId;
    if (typeof callback !== 'function') return id;
    if (ms <= uiTimerMs) {
      real.set(id, realSetTimeout(() => {
        real.delete(id);
        callbackOf(callback, args)();
      }, ms));
    } else held.set(id, { at: now + ms, every: null, run: callbackOf(callback, args) });
    return id;
  }) as typeof window.setTimeout;
  window.setInterval = ((callback: unknown, ms = 0, ...args: unknown[]) => {
    lastId += 1;
    if (typeof callback === 'function') held.set(lastId, { at: now + Math.max(ms, 1), every: Math.max(ms, 1), run: callbackOf(callback, args) });
    return lastId;
  }) as typeof window.setInterval;
  window.clearTimeout = clear;
  window.clearInterval = clear;

  window.__heldClock = {
    now: () => now,
    /** Fires every held timer due within `ms` in order, each at its moment, with a real macrotask after each (what it started begins then). */
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        let next: [number, { at: number; every: number | null; run: () => void }] | undefined;
        held.forEach((timer, id) => {
          if (timer.at <= end && (!next || timer.at < next[1].at)) next = [id, timer];
        });
        if (!next) break;
        const [id, timer] = next;
        now = timer.at;
        if (timer.every === null) held.delete(id);
        else timer.at += timer.every;
        try {
          timer.run();
        } catch (error) {
          realSetTimeout(() => {
            throw error;
          }, 0);
        }
        await new Promise((resolve) => realSetTimeout(resolve, 0));
      }
      now = end;
      sessionStorage.setItem(key, String(now));
      return now;
    },
  };
}

const HELD_TIME_KEY = 'e2e:held-clock';
/** As the simulator clock's UI_TIMER_MS. */
const UI_TIMER_MS = 1_000;

/** From the next load on, the page's clock stands at `start` until `advancePageClock` moves it. */
export async function holdPageClock(page: Page, start: number): Promise<void> {
  await page.addInitScript(installHeldClock, { start, key: HELD_TIME_KEY, uiTimerMs: UI_TIMER_MS });
}

/** Moves the page's held clock `ms` ahead, firing its timers in order; resolves with the new time. */
export function advancePageClock(page: Page, ms: number): Promise<number> {
  return page.evaluate((by) => {
    if (!window.__heldClock) throw new Error('The page has no held clock: holdPageClock before loading it');
    return window.__heldClock.advance(by);
  }, ms);
}
