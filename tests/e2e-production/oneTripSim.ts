/**
 * A demo page's `sim` whose control calls cross to the page once each. The fixture's own `control`
 * takes three round trips (a handle on the simulator, the call, the handle's release): a replay
 * makes about two hundred calls, and those trips were two thirds of its time (issue 36).
 */
import type { Page } from '@playwright/test';
import type { Sim } from '../e2e/support/fixtures';

const NOT_OPEN = 'window.__simulator is not defined: open the page first';

/**
 * `sim` with `control` and the clock's moves as one evaluation each. The call goes as an expression
 * (its source, its argument as JSON), which Playwright evaluates outside the page's
 * Content-Security-Policy, as it does a function.
 */
export function oneTripSim(page: Page, sim: Sim): Sim {
  const control: Sim['control'] = (fn, arg) =>
    page.evaluate(`(${String(fn)})(window.__simulator ?? (() => { throw new Error(${JSON.stringify(NOT_OPEN)}); })(), ${JSON.stringify(arg) ?? 'undefined'})`);
  return {
    ...sim,
    control,
    calls: () => control((s) => s.calls()),
    advanceClock: (ms) => control((s, step) => s.clock.advance(step), ms),
    stepClock: (ms) => control((s, step) => s.clock.step(step), ms),
    expireSessions: () => control((s) => s.expireSessions()),
  };
}
