/**
 * The simulator clock: a @sinonjs/fake-timers clock moved forward by a real-time driver at a
 * chosen speed. Installed on the page's globals, the app's timers and Date follow it too, so a
 * test can jump over a four-minute hub reboot. Without a target it stays private (Node tests).
 */
import { createClock, withGlobal, type FakeMethod } from '@sinonjs/fake-timers';
import { checkSpeed, simTimeAt, type ClockAnchor } from './anchor';
import type { RealTime } from './realTime';

// Only timers and Date: React needs real performance, animation frames, microtasks and MessageChannel.
const FAKED: FakeMethod[] = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'];
const DRIVER_INTERVAL_MS = 20;
/** A longer real gap means the tab slept: catch up firing each due timer once, not every missed beat. */
const STALL_MS = 1_000;

export interface SimClock {
  now(): number;
  speed(): number;
  setSpeed(speed: number): void;
  /** Moves time ahead, firing every due timer in order (promise callbacks run between timers). */
  advance(ms: number): Promise<number>;
  /** Moves time ahead, firing each due timer at most once. */
  jump(ms: number): number;
  /** Sets the time (real now when undefined) without firing timers: a scenario start. */
  reset(start: number | undefined, speed: number): void;
  stop(): void;
}

export interface SimClockOptions {
  /** The global object to fake (window in the page); null keeps the clock private. */
  target: object | null;
  real: RealTime;
  anchor: ClockAnchor;
  /** Told whenever the anchor moves, so it can be saved. */
  onAnchor?: (anchor: ClockAnchor) => void;
}

export function createSimClock({ target, real, anchor: initial, onAnchor }: SimClockOptions): SimClock {
  const start = simTimeAt(initial, real.now());
  const fake = target ? withGlobal(target).install({ now: start, toFake: FAKED }) : createClock(start);
  let anchor: ClockAnchor = { simTime: start, realTime: real.now(), speed: checkSpeed(initial.speed) };
  let advancing = false;
  let lastBeat = real.now();

  function moveTo(time: number, stalled = false): void {
    const due = time - fake.now;
    if (due <= 0) return;
    if (stalled) fake.jump(due);
    else fake.tick(due);
  }

  function reanchor(speed = anchor.speed): void {
    anchor = { simTime: fake.now, realTime: real.now(), speed };
    onAnchor?.(anchor);
  }

  const stopDriver = real.every(DRIVER_INTERVAL_MS, () => {
    const realNow = real.now();
    const stalled = realNow - lastBeat > STALL_MS;
    lastBeat = realNow;
    if (!advancing) moveTo(simTimeAt(anchor, realNow), stalled);
  });

  const catchUp = () => moveTo(simTimeAt(anchor, real.now()));

  return {
    now: () => fake.now,
    speed: () => anchor.speed,
    setSpeed(speed) {
      checkSpeed(speed);
      catchUp();
      reanchor(speed);
    },
    async advance(ms) {
      catchUp();
      advancing = true;
      try {
        await fake.tickAsync(ms);
      } finally {
        advancing = false;
        reanchor();
      }
      return fake.now;
    },
    jump(ms) {
      catchUp();
      fake.jump(ms);
      reanchor();
      return fake.now;
    },
    reset(time, speed) {
      checkSpeed(speed);
      fake.setSystemTime(time ?? real.now());
      reanchor(speed);
    },
    stop() {
      stopDriver();
      if ('uninstall' in fake) fake.uninstall();
    },
  };
}
