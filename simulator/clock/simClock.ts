/**
 * The simulator clock: a @sinonjs/fake-timers clock moved forward by a real-time driver at a
 * chosen speed. Installed on the page's globals, the app's timers and Date follow it too, so a
 * test can jump over a four-minute hub reboot. Without a target it stays private (Node tests).
 *
 * Paused, simulator time stands still: Date stops, polls and scheduled events wait. The page
 * itself must not freeze, so while paused a short page timeout (a dialog's closing transition,
 * TanStack Query's notification batch, mock-socket's hand-offs) runs on real time instead.
 */
import { createClock, withGlobal, type FakeMethod } from '@sinonjs/fake-timers';
import { checkSpeed, simTimeAt, type ClockAnchor, type ClockAnchorInput } from './anchor';
import type { RealTime } from './realTime';
import type { RequestCount } from './fetchActivity';
import { countPagePosts } from './pageTasks';
import { CODE_LOAD_MAX_MS, HAND_OFF_MS, SETTLE_MAX_ROUNDS, STALL_MS, UI_TIMER_MS } from './timePolicy';

// Only timers and Date: React needs real performance, animation frames, microtasks and MessageChannel.
const FAKED: FakeMethod[] = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'];
const DRIVER_INTERVAL_MS = 20;
/** How often a settle looks again while a screen's code is still arriving: a chunk takes milliseconds, not tasks. */
const CODE_LOAD_LOOK_MS = 2;

export interface SimClock {
  now(): number;
  /** Real time (epoch ms), which neither speed nor pause touches: how long a trainee really took. */
  realNow(): number;
  speed(): number;
  setSpeed(speed: number): void;
  paused(): boolean;
  /** Stops simulator time (and the page's Date and timers) until `resume`; advance and jump still move it. */
  pause(): void;
  resume(): void;
  /**
   * Moves time ahead one due moment at a time and, after each, lets the page answer until it is
   * idle: no request on its way, no hand-off timer pending, no render posted (`idle`). What the app
   * does in answer to a moment happens at that moment, so the same steps give the same whole trace
   * (decisions 0320, 0409).
   */
  advance(ms: number): Promise<number>;
  /** `advance` under the name older tests use. */
  step(ms: number): Promise<number>;
  /** Resolves once the page is idle, time standing where it is: what it does in answer to the last moment is done. */
  idle(): Promise<void>;
  /** Moves time ahead, firing each due timer at most once. */
  jump(ms: number): number;
  /** Sets the time (real now when undefined) without firing timers: a scenario start. */
  reset(start: number | undefined, speed: number, paused?: boolean): void;
  /** Calls `callback` when simulator time reaches `at` (at once on the next tick if it has); returns the cancel. */
  at(at: number, callback: () => void): () => void;
  /** Resolves after `ms` of simulator time; a request waiting on it does not hold `step` back. */
  wait(ms: number): Promise<void>;
  /** `answer` as it is, a request that `step` does not wait for meanwhile (one that never answers until the page gives up). */
  hold<T>(answer: Promise<T>): Promise<T>;
  stop(): void;
  /**
   * Timers on simulator time alone, whatever their length: paused, they wait. The app runs its
   * polls, retries and deadlines on these (decision 0320); the page's own short timeouts do not.
   */
  readonly timers: ClockTimers;
}

export interface ClockTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

export interface SimClockOptions {
  /** The global object to fake (window in the page); null keeps the clock private. */
  target: object | null;
  real: RealTime;
  anchor: ClockAnchorInput;
  /** Told whenever the anchor moves, so it can be saved. */
  onAnchor?: (anchor: ClockAnchor) => void;
  /** The page's requests on their way (./fetchActivity.ts); `advance` waits for those not parked in `wait`. */
  requestsInFlight?: RequestCount;
  /** Loads of a screen's code the page has started and not finished (./codeLoads.ts): `advance` waits for them too. */
  codeLoads?: () => number;
}

type TimeoutGlobals = {
  setTimeout: (callback: unknown, ms?: number, ...args: unknown[]) => unknown;
  clearTimeout: (id: unknown) => void;
};

/**
 * Routes short page timeouts made while paused to real time; their ids are negative so clearTimeout
 * can tell them apart. Returns how many hand-offs (up to HAND_OFF_MS) are pending.
 */
function keepPageTimersWhilePaused(target: object, real: RealTime, isPaused: () => boolean): () => number {
  const page = target as TimeoutGlobals;
  const { setTimeout: fakeSetTimeout, clearTimeout: fakeClearTimeout } = page;
  const realTimers = new Map<number, () => void>();
  const handOffs = new Set<number>();
  let lastId = 0;
  page.setTimeout = function setTimeout(callback, ms, ...args) {
    if (!isPaused() || typeof callback !== 'function' || (ms ?? 0) > UI_TIMER_MS) {
      return fakeSetTimeout.call(target, callback, ms, ...args);
    }
    lastId -= 1;
    const id = lastId;
    if ((ms ?? 0) <= HAND_OFF_MS) handOffs.add(id);
    realTimers.set(id, real.after(ms ?? 0, () => {
      realTimers.delete(id);
      handOffs.delete(id);
      (callback as (...values: unknown[]) => void)(...args);
    }));
    return id;
  };
  page.clearTimeout = function clearTimeout(id) {
    const cancel = typeof id === 'number' ? realTimers.get(id) : undefined;
    if (!cancel) return fakeClearTimeout.call(target, id);
    cancel();
    realTimers.delete(id as number);
    handOffs.delete(id as number);
  };
  return () => handOffs.size;
}

export function createSimClock({ target, real, anchor: initial, onAnchor, requestsInFlight = () => 0, codeLoads = () => 0 }: SimClockOptions): SimClock {
  const start = simTimeAt(initial, real.now());
  const fake = target ? withGlobal(target).install({ now: start, toFake: FAKED }) : createClock(start);
  let anchor: ClockAnchor = { simTime: start, realTime: real.now(), speed: checkSpeed(initial.speed), paused: initial.paused ?? false };
  let advancing = false;
  /** Requests held by `wait` (a delayed answer): they wait for the clock, not the clock for them. */
  let waiting = 0;
  const busy = () => requestsInFlight() > waiting;
  let lastBeat = real.now();
  const pendingHandOffs = target ? keepPageTimersWhilePaused(target, real, () => anchor.paused) : () => 0;
  const pagePosts = countPagePosts(target ?? {});

  /** A settle waiting for requests to end is woken by a park too: a parked request no longer holds it, and its count does not change. */
  let parkWaiters: Array<() => void> = [];
  const parked = () => new Promise<void>((resolve) => parkWaiters.push(resolve));
  const wakeParkWaiters = () => {
    const waiters = parkWaiters;
    parkWaiters = [];
    waiters.forEach((resolve) => resolve());
  };

  function hold<T>(answer: Promise<T>): Promise<T> {
    waiting += 1;
    wakeParkWaiters();
    return answer.finally(() => {
      waiting -= 1;
      wakeParkWaiters();
    });
  }

  /**
   * Real tasks (decision 0396) until one finds the page idle by what the clock knows is under way
   * (decision 0409): a request on its way (always waited for, however long a loaded machine takes:
   * moving on would restart the poll it answers at a later moment, decision 0320), a screen's code
   * still arriving (its queries start once it has, decision 0521), a hand-off timer,
   * or a message the page posted while this task's own waited (a render React's scheduler goes on
   * with). A second idle task confirms it, for work queued elsewhere. Requests that wait for the
   * clock are parked (`wait`, `hold`). Hand-offs and renders that never stop count no longer than
   * SETTLE_MAX_ROUNDS tasks: a page that ticks without end is not waited for without end.
   */
  async function settle(): Promise<void> {
    let idleTasks = 0;
    let ticking = 0;
    const codeWaitEnds = real.now() + CODE_LOAD_MAX_MS;
    while (idleTasks < 2) {
      // A request on its way is answered by the page's worker, on another thread: its end is told, not polled.
      if (busy() && requestsInFlight.changed) {
        // A request reaches its handler's `wait` after the advance began (a delayed answer): parked, it ends this wait.
        await Promise.race([requestsInFlight.changed(), parked()]);
        idleTasks = 0;
        continue;
      }
      if (codeLoads() > 0 && real.now() < codeWaitEnds) {
        await new Promise<void>((resolve) => real.after(CODE_LOAD_LOOK_MS, resolve));
        idleTasks = 0;
        continue;
      }
      const postedBefore = pagePosts.count();
      await new Promise<void>((resolve) => real.nextTask(resolve));
      const pageWorking = ticking < SETTLE_MAX_ROUNDS && (pendingHandOffs() > 0 || pagePosts.count() !== postedBefore);
      if (pageWorking && !busy()) ticking += 1;
      idleTasks = busy() || pageWorking ? 0 : idleTasks + 1;
    }
  }

  /** When the next timer is due, if any (sinon keeps them in `timers`, by id). */
  function nextDue(): number | undefined {
    const pending = (fake as unknown as { timers?: Map<unknown, { callAt: number }> }).timers;
    let next: number | undefined;
    pending?.forEach(({ callAt }) => {
      if (next === undefined || callAt < next) next = callAt;
    });
    return next;
  }

  function moveTo(time: number, stalled = false): void {
    const due = time - fake.now;
    if (due <= 0) return;
    if (stalled) fake.jump(due);
    else fake.tick(due);
  }

  function reanchor(changes: Partial<Pick<ClockAnchor, 'speed' | 'paused'>> = {}): void {
    anchor = { ...anchor, ...changes, simTime: fake.now, realTime: real.now() };
    onAnchor?.(anchor);
  }

  const stopDriver = real.every(DRIVER_INTERVAL_MS, () => {
    const realNow = real.now();
    const stalled = realNow - lastBeat > STALL_MS;
    lastBeat = realNow;
    if (!advancing) moveTo(simTimeAt(anchor, realNow), stalled);
  });

  const catchUp = () => moveTo(simTimeAt(anchor, real.now()));

  async function advance(ms: number): Promise<number> {
    catchUp();
    advancing = true;
    const until = fake.now + Math.max(0, ms);
    try {
      await settle();
      for (let due = nextDue(); due !== undefined && due <= until; due = nextDue()) {
        fake.tick(Math.max(0, due - fake.now));
        await settle();
      }
      fake.tick(Math.max(0, until - fake.now));
    } finally {
      advancing = false;
      reanchor();
    }
    return fake.now;
  }
  /** Where time stands even between driver beats (the fake clock catches up on the next beat). */
  const current = () => (advancing ? fake.now : Math.max(fake.now, simTimeAt(anchor, real.now())));

  return {
    now: () => fake.now,
    realNow: () => real.now(),
    speed: () => anchor.speed,
    setSpeed(speed) {
      checkSpeed(speed);
      catchUp();
      reanchor({ speed });
    },
    paused: () => anchor.paused,
    pause() {
      catchUp();
      reanchor({ paused: true });
    },
    resume() {
      reanchor({ paused: false });
    },
    advance,
    step: advance,
    idle: settle,
    jump(ms) {
      catchUp();
      fake.jump(ms);
      reanchor();
      return fake.now;
    },
    reset(time, speed, paused = false) {
      checkSpeed(speed);
      fake.setSystemTime(time ?? real.now());
      reanchor({ speed, paused });
    },
    at(time, callback) {
      const id = fake.setTimeout(callback, Math.max(0, time - fake.now));
      return () => fake.clearTimeout(id);
    },
    wait(ms) {
      const until = current() + Math.max(0, ms);
      return hold(new Promise((resolve) => void fake.setTimeout(() => resolve(), until - fake.now)));
    },
    hold,
    stop() {
      stopDriver();
      pagePosts.restore();
      if ('uninstall' in fake) fake.uninstall();
    },
    timers: {
      setTimeout: (callback, ms) => fake.setTimeout(callback, ms),
      clearTimeout: (id) => fake.clearTimeout(id as never),
      setInterval: (callback, ms) => fake.setInterval(callback, ms),
      clearInterval: (id) => fake.clearInterval(id as never),
    },
  };
}
