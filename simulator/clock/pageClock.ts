/**
 * The page clock: `Date`, `setTimeout` and `setInterval` of a page that has no simulator in it
 * (the production build), driven by its world's clock (decision 0387). Two sources of time:
 *
 * - held: time stands still until `advance` moves it, firing each due timer at its moment with a
 *   real macrotask after it (a production-network test, decision 0347);
 * - remote: the world's clock as the server reads it ({now, speed, paused}, sampled by `follow`),
 *   interpolated on the page's real time: a trainee's page in the classroom. Paused, Date and the
 *   timers hold where they stand; a jump ahead fires each due timer once, in order.
 *
 * The time policy is the simulator clock's (./timePolicy.ts): a page timeout of up to UI_TIMER_MS
 * made while time is held or paused runs on real time, since it animates rather than simulates.
 *
 * `installPageClock` runs in the page before its scripts, serialised (Playwright's init script,
 * the classroom's clock script): it may use only its arguments, never this module's other names.
 */
import { RESTART_MS, UI_TIMER_MS } from './timePolicy';

/** The world's clock as the server read it. */
export interface WorldClockSample {
  now: number;
  speed: number;
  paused: boolean;
  /**
   * How many times the world's scenario has started: a change is a restart however little time
   * went back (a trainer's restart a few seconds in), not a late sample the page stays ahead of
   * (decision 0522).
   */
  starts?: number;
}

export interface PageClock {
  now(): number;
  paused(): boolean;
  /** Held: moves time `ms` ahead, firing every due timer in order, each at its moment; resolves with the new time. */
  advance(ms: number): Promise<number>;
  /** Remote: the world's clock as just read; `roundTripMs` is how long the reading took to arrive. */
  follow(sample: WorldClockSample, roundTripMs?: number): void;
}

/** The time policy (./timePolicy.ts) as a page clock takes it: in its options, since it runs serialised. */
export const pageClockPolicy = { uiTimerMs: UI_TIMER_MS, restartMs: RESTART_MS };

export interface PageClockOptions {
  uiTimerMs: number;
  restartMs: number;
  /** Held at `start` (or where the page's last load left it, kept under `key`), or following the world from `world`. */
  source: { held: { start: number; key: string } } | { remote: WorldClockSample };
}

/** What the clock takes over: a window, or a stand-in in unit tests. */
export interface PageGlobals {
  Date: DateConstructor;
  setTimeout(callback: unknown, ms?: number, ...args: unknown[]): unknown;
  clearTimeout(id: unknown): void;
  setInterval(callback: unknown, ms?: number, ...args: unknown[]): unknown;
  clearInterval(id: unknown): void;
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  __pageClock?: PageClock;
}

export function installPageClock(options: PageClockOptions, globals?: PageGlobals): void {
  const page = globals ?? (globalThis as unknown as PageGlobals);
  const realSetTimeout = page.setTimeout.bind(page) as (callback: () => void, ms: number) => unknown;
  const realClearTimeout = page.clearTimeout.bind(page);
  const RealDate = page.Date;
  const realNow = () => RealDate.now();
  const held = 'held' in options.source ? options.source.held : null;
  const remote = 'remote' in options.source ? options.source.remote : null;

  /** Where world time stood at a real moment; held time never moves by itself. */
  let anchor = { simTime: 0, realTime: realNow(), speed: 1, paused: true };
  /** The page never sees time go back by a little (a late sample): now is at least this. */
  let floor = 0;
  if (held) floor = Number(page.sessionStorage?.getItem(held.key) ?? held.start);
  let starts = remote?.starts;
  if (remote) {
    anchor = { simTime: remote.now, realTime: realNow(), speed: remote.speed, paused: remote.paused };
    floor = remote.now;
  }
  const current = () => {
    const world = anchor.paused || held ? anchor.simTime : anchor.simTime + (realNow() - anchor.realTime) * anchor.speed;
    floor = Math.max(floor, world);
    return floor;
  };

  type Timer = { at: number; every: number | null; run: () => void };
  let lastId = 0;
  const timers = new Map<number, Timer>();
  const onRealTime = new Map<number, unknown>();
  let driver: unknown;
  let driving = false;

  class PageDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(current());
      else super(...(args as [string]));
    }

    static now(): number {
      return current();
    }
  }

  const runSafely = (run: () => void) => {
    try {
      run();
    } catch (error) {
      realSetTimeout(() => {
        throw error;
      }, 0);
    }
  };
  const nextDue = (until: number): [number, Timer] | undefined => {
    let next: [number, Timer] | undefined;
    timers.forEach((timer, id) => {
      if (timer.at <= until && (!next || timer.at < next[1].at)) next = [id, timer];
    });
    return next;
  };

  /** Remote: waits in real time for the next due timer; paused, only what is already due (a jump) fires. */
  function schedule(): void {
    if (driver !== undefined) realClearTimeout(driver);
    driver = undefined;
    if (!remote || driving) return;
    let first: number | undefined;
    timers.forEach((timer) => {
      if (first === undefined || timer.at < first) first = timer.at;
    });
    if (first === undefined) return;
    const ahead = first - current();
    if (anchor.paused && ahead > 0) return;
    driver = realSetTimeout(drive, Math.max(0, ahead / anchor.speed));
  }

  /** Remote: fires what was due when it began, in order, each once however far time went; what they set waits for the next turn. */
  function drive(): void {
    driver = undefined;
    driving = true;
    try {
      const now = current();
      const due = [...timers].filter(([, timer]) => timer.at <= now).sort(([a, one], [b, other]) => one.at - other.at || a - b);
      for (const [id, timer] of due) {
        if (timers.get(id) !== timer) continue;
        if (timer.every === null) timers.delete(id);
        else timer.at = timer.at + timer.every > now ? timer.at + timer.every : now + timer.every;
        runSafely(timer.run);
      }
    } finally {
      driving = false;
    }
    schedule();
  }

  const runOnRealTime = (id: number, run: () => void, ms: number) => {
    onRealTime.set(id, realSetTimeout(() => {
      onRealTime.delete(id);
      runSafely(run);
    }, Math.max(0, ms)));
  };

  /** Pausing: a short page timeout still pending (a render's batch) runs out on real time, as one set while paused would. */
  function toRealTime(): void {
    const now = current();
    timers.forEach((timer, id) => {
      if (timer.every !== null || timer.at - now > options.uiTimerMs) return;
      timers.delete(id);
      runOnRealTime(id, timer.run, timer.at - now);
    });
  }

  const callbackOf = (callback: unknown, args: unknown[]) => () => (callback as (...values: unknown[]) => void)(...args);
  const standsStill = () => held !== null || anchor.paused;
  const clear = (id: unknown) => {
    const realId = onRealTime.get(id as number);
    if (realId !== undefined) realClearTimeout(realId);
    onRealTime.delete(id as number);
    timers.delete(id as number);
  };
  page.Date = PageDate as DateConstructor;
  page.setTimeout = (callback: unknown, ms = 0, ...args: unknown[]) => {
    lastId += 1;
    const id = lastId;
    if (typeof callback !== 'function') return id;
    if (ms <= options.uiTimerMs && standsStill()) {
      runOnRealTime(id, callbackOf(callback, args), ms);
      return id;
    }
    timers.set(id, { at: current() + Math.max(ms, 0), every: null, run: callbackOf(callback, args) });
    schedule();
    return id;
  };
  page.setInterval = (callback: unknown, ms = 0, ...args: unknown[]) => {
    lastId += 1;
    if (typeof callback !== 'function') return lastId;
    timers.set(lastId, { at: current() + Math.max(ms, 1), every: Math.max(ms, 1), run: callbackOf(callback, args) });
    schedule();
    return lastId;
  };
  page.clearTimeout = clear;
  page.clearInterval = clear;

  page.__pageClock = {
    now: current,
    paused: () => anchor.paused,
    async advance(ms) {
      if (!held) throw new Error('This page clock follows its world: only a held clock is advanced');
      const end = floor + ms;
      for (let due = nextDue(end); due; due = nextDue(end)) {
        const [id, timer] = due;
        floor = Math.max(floor, timer.at);
        if (timer.every === null) timers.delete(id);
        else timer.at += timer.every;
        runSafely(timer.run);
        await new Promise((resolve) => realSetTimeout(() => resolve(undefined), 0));
      }
      floor = end;
      page.sessionStorage?.setItem(held.key, String(floor));
      return floor;
    },
    follow(sample, roundTripMs = 0) {
      if (!remote) throw new Error('This page clock is held: only a remote clock follows its world');
      const before = current();
      // Read about half the round trip ago.
      const world = sample.paused ? sample.now : sample.now + (roundTripMs / 2) * sample.speed;
      const restarted = sample.starts !== starts || world < before - options.restartMs;
      starts = sample.starts;
      if (restarted) {
        // A new scenario: time starts again from there, and what the page had scheduled keeps its delay.
        timers.forEach((timer) => {
          timer.at += world - before;
        });
        floor = world;
      }
      // Paused, the page holds where it stands (never back by the sample's delay); running, it follows the world.
      const pausing = sample.paused && !anchor.paused;
      anchor = { simTime: sample.paused ? Math.max(floor, world) : world, realTime: realNow(), speed: sample.speed, paused: sample.paused };
      if (pausing) toRealTime();
      schedule();
    },
  };
}
