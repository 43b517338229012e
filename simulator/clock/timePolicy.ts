/**
 * How every clock that drives a page treats time (decision 0387): the simulator clock in a
 * simulator build (./simClock.ts) and the page clock of a production build, held by a test or
 * following its world over the network (./pageClock.ts). One place, so the clocks cannot drift apart.
 */

/** While time stands still (paused, held), page timeouts up to this long run on real time: they animate, they do not simulate. */
export const UI_TIMER_MS = 1_000;

/** A world clock stepping back further than this was restarted (a new scenario): a following page's timers move back with it. */
export const RESTART_MS = 60_000;

/** A longer real gap means the tab slept: catch up firing each due timer once, not every missed beat. */
export const STALL_MS = 1_000;

/**
 * While time stands still, a page timeout up to this long is a hand-off (TanStack Query's
 * notification batch at 0 ms, mock-socket's delivery at 4 ms): part of the page's answer to a
 * moment, which the simulator clock's `advance` waits for. Longer ones animate (decision 0409).
 */
export const HAND_OFF_MS = 4;

/**
 * Not a wait but a failure bound: a simulator clock's `advance` stops waiting for hand-offs and
 * renders that go on after this many real tasks (a page that ticks without end, decision 0409).
 * Requests on their way are always waited for (decision 0320).
 */
export const SETTLE_MAX_ROUNDS = 200;

/**
 * Not a wait but a failure bound: a simulator clock's settle stops waiting for a screen's code after
 * this much real time (decision 0521). A chunk arrives in well under a second even on a loaded
 * machine; code that never arrives must not hold the clock, and a test, for good.
 */
export const CODE_LOAD_MAX_MS = 10_000;
