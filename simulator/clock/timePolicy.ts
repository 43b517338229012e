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
 * A simulator clock's step waits for this many quiet real macrotasks running; short page timers
 * that never stop (an animation's) get at most SETTLE_MAX_ROUNDS (decision 0320).
 */
export const SETTLE_QUIET_ROUNDS = 5;
export const SETTLE_MAX_ROUNDS = 200;
