import { afterEach, describe, expect, it } from 'vitest';
import { manualRealTime } from '../testing/manualRealTime';
import { pageTaskQueue } from '../testing/pageTaskQueue';
import { captureRealTime } from './realTime';
import { createSimClock, type SimClock } from './simClock';
import { CODE_LOAD_MAX_MS } from './timePolicy';
import type { ClockAnchor } from './anchor';

const START = Date.UTC(2026, 10, 21, 9);

/** A stand-in for `window`: the clock fakes its timers and Date, nothing else. */
function fakeWindow() {
  return { Date, Promise, setTimeout, clearTimeout, setInterval, clearInterval } as {
    Date: DateConstructor;
    setTimeout: (callback: () => void, ms: number) => number;
    clearTimeout: (id: number) => void;
    setInterval: (callback: () => void, ms: number) => number;
  };
}

const clocks: SimClock[] = [];
function startClock(options: { speed?: number; anchor?: ClockAnchor; onAnchor?: (anchor: ClockAnchor) => void } = {}) {
  const real = manualRealTime(START);
  const page = fakeWindow();
  const anchor = options.anchor ?? { simTime: START, realTime: START, speed: options.speed ?? 1 };
  const clock = createSimClock({ target: page, real, anchor, onAnchor: options.onAnchor });
  clocks.push(clock);
  return { real, page, clock };
}

afterEach(() => {
  clocks.splice(0).forEach((clock) => clock.stop());
});

describe('simulator clock', () => {
  it('fakes the page Date at the anchor time', () => {
    const { page } = startClock();
    expect(page.Date.now()).toBe(START);
    expect(new page.Date().toISOString()).toBe('2026-11-21T09:00:00.000Z');
  });

  it('advance fires due timers in time order, including ones scheduled by promise callbacks', async () => {
    const { page, clock } = startClock();
    const fired: string[] = [];
    page.setTimeout(() => fired.push('300'), 300);
    page.setTimeout(() => fired.push('100'), 100);
    page.setTimeout(() => {
      fired.push('200');
      void Promise.resolve().then(() => page.setTimeout(() => fired.push('200+50'), 50));
    }, 200);
    page.setTimeout(() => fired.push('late'), 5_000);

    await clock.advance(1_000);

    expect(fired).toEqual(['100', '200', '200+50', '300']);
    expect(clock.now()).toBe(START + 1_000);
  });

  it('jump fires an interval once however many periods it skips', () => {
    const { page, clock } = startClock();
    let polls = 0;
    page.setInterval(() => { polls += 1; }, 3_000);
    clock.jump(240_000);
    expect(polls).toBe(1);
    expect(clock.now()).toBe(START + 240_000);
  });

  it.each([
    { speed: 1, realMs: 1_000, simMs: 1_000 },
    { speed: 10, realMs: 1_000, simMs: 10_000 },
    { speed: 0.5, realMs: 2_000, simMs: 1_000 },
  ])('runs at speed $speed: $realMs ms of real time is $simMs ms', ({ speed, realMs, simMs }) => {
    const { real, page, clock } = startClock({ speed });
    let fired = 0;
    page.setInterval(() => { fired += 1; }, 1_000);
    real.pass(realMs);
    expect(clock.now()).toBeCloseTo(START + simMs, 0);
    expect(fired).toBe(Math.floor(simMs / 1_000));
  });

  it('setSpeed changes the rate from now on', () => {
    const { real, clock } = startClock();
    real.pass(1_000);
    clock.setSpeed(10);
    real.pass(1_000);
    expect(clock.now()).toBeCloseTo(START + 11_000, 0);
    expect(() => clock.setSpeed(0)).toThrow(/above 0/);
  });

  it('resumes after a reload where the saved anchor says, plus real time since × speed', () => {
    let saved: ClockAnchor | undefined;
    const first = startClock({ speed: 10, onAnchor: (anchor) => { saved = anchor; } });
    first.clock.jump(60_000);
    first.real.pass(500);
    first.clock.stop();

    // The page reloads 2 s of real time later and installs a new clock from the saved anchor.
    expect(saved).toBeDefined();
    const realAtReload = (saved?.realTime ?? 0) + 2_000;
    const real = manualRealTime(realAtReload);
    const clock = createSimClock({ target: fakeWindow(), real, anchor: saved as ClockAnchor });
    clocks.push(clock);
    expect(clock.now()).toBeCloseTo(START + 60_000 + 2_000 * 10, 0);
    expect(clock.speed()).toBe(10);
  });

  it('paused: Date and long timers stand still, short page timeouts still run on real time', () => {
    const { real, page, clock } = startClock();
    const fired: string[] = [];
    page.setTimeout(() => fired.push('poll before the pause'), 3_000);
    clock.pause();
    page.setTimeout(() => fired.push('transition'), 225);
    page.setTimeout(() => fired.push('poll'), 3_000);
    const cancelled = page.setTimeout(() => fired.push('cancelled'), 100);
    page.clearTimeout(cancelled);
    real.pass(10_000);
    expect(page.Date.now()).toBe(START);
    expect(fired).toEqual(['transition']);

    clock.resume();
    real.pass(3_000);
    expect(fired).toEqual(['transition', 'poll before the pause', 'poll']);
    expect(clock.now()).toBeCloseTo(START + 3_000, 0);
  });

  it('paused, its own timers wait however short: the app\'s retries and polls send nothing', async () => {
    const { real, clock } = startClock();
    const fired: string[] = [];
    clock.pause();
    clock.timers.setTimeout(() => fired.push('retry after 1 s'), 1_000);
    clock.timers.setTimeout(() => fired.push('at once'), 0);
    const poll = clock.timers.setInterval(() => fired.push('poll'), 3_000);
    real.pass(60_000);
    expect(fired).toEqual([]);
    await clock.advance(3_000);
    expect(fired).toEqual(['at once', 'retry after 1 s', 'poll']);
    clock.timers.clearInterval(poll);
    await clock.advance(3_000);
    expect(fired).toHaveLength(3);
  });

  it('paused, advance and jump still move time; a reload stays paused', async () => {
    let saved: ClockAnchor | undefined;
    const { real, clock } = startClock({ onAnchor: (anchor) => { saved = anchor; } });
    clock.pause();
    await clock.advance(5_000);
    clock.jump(5_000);
    real.pass(60_000);
    expect(clock.now()).toBe(START + 10_000);
    expect(saved).toMatchObject({ simTime: START + 10_000, paused: true });

    const reloaded = createSimClock({ target: fakeWindow(), real: manualRealTime(START + 999_999), anchor: saved as ClockAnchor });
    clocks.push(reloaded);
    expect(reloaded.now()).toBe(START + 10_000);
    expect(reloaded.paused()).toBe(true);
  });

  it('wait and at follow simulator time, not the page', async () => {
    const { clock } = startClock();
    const fired: string[] = [];
    clock.at(START + 2_000, () => fired.push('at'));
    void clock.wait(1_000).then(() => fired.push('wait'));
    await clock.advance(2_000);
    expect(fired).toEqual(['wait', 'at']);
  });

  it('reset moves to a new start without firing timers', () => {
    const { page, clock } = startClock();
    let fired = false;
    page.setTimeout(() => { fired = true; }, 1_000);
    clock.reset(START + 86_400_000, 2);
    expect(clock.now()).toBe(START + 86_400_000);
    expect(clock.speed()).toBe(2);
    expect(fired).toBe(false);
  });
});

describe('simulator clock advance, waiting for requests', () => {
  it('waits for a request on its way however many real macrotasks its answer takes, so what it starts starts at its moment', async () => {
    const real = captureRealTime();
    let inFlight = 0;
    const clock = createSimClock({ target: null, real, anchor: { simTime: START, realTime: real.now(), speed: 1, paused: true }, requestsInFlight: () => inFlight });
    clocks.push(clock);
    const answeredAt: number[] = [];
    // A poll at 1 s whose answer takes 600 real macrotasks (a loaded machine), then a tick at 2 s.
    clock.timers.setTimeout(() => {
      inFlight += 1;
      const answerAfter = (left: number): void => {
        if (left > 0) return void setTimeout(() => answerAfter(left - 1), 0);
        inFlight -= 1;
        answeredAt.push(clock.now());
      };
      answerAfter(600);
    }, 1_000);
    clock.timers.setTimeout(() => undefined, 2_000);

    await clock.advance(3_000);

    expect(answeredAt).toEqual([START + 1_000]);
    expect(clock.now()).toBe(START + 3_000);
  });

  it('does not wait for a request held for the clock (a delayed or never-answered one)', async () => {
    const real = captureRealTime();
    const clock = createSimClock({ target: null, real, anchor: { simTime: START, realTime: real.now(), speed: 1, paused: true }, requestsInFlight: () => 1 });
    clocks.push(clock);
    void clock.hold(new Promise(() => undefined));
    await expect(clock.advance(1_000)).resolves.toBe(START + 1_000);
  });
});

describe('simulator clock advance, settling by what is under way (decision 0409)', () => {
  it('waits for a render the page posts in answer to a moment, however often it yields, before the next moment', async () => {
    const { real, page, Port } = pageTaskQueue(fakeWindow());
    const clock = createSimClock({ target: page, real, anchor: { simTime: START, realTime: START, speed: 1, paused: true } });
    clocks.push(clock);
    const renderedAt: number[] = [];
    const scheduler = new Port();
    // React's scheduler: a render in 40 slices, each a message posted when the one before yields.
    let slices = 0;
    scheduler.onmessage = () => {
      slices += 1;
      if (slices < 40) scheduler.postMessage();
      else renderedAt.push(clock.now());
    };
    clock.timers.setTimeout(() => scheduler.postMessage(), 1_000);
    clock.timers.setTimeout(() => undefined, 2_000);

    await clock.advance(3_000);

    expect(renderedAt).toEqual([START + 1_000]);
    expect(clock.now()).toBe(START + 3_000);
  });

  it('waits for a hand-off timer (a socket delivery) made at a moment, not for a longer page timer that animates', async () => {
    const { real, page } = pageTaskQueue(fakeWindow());
    const clock = createSimClock({ target: page, real, anchor: { simTime: START, realTime: START, speed: 1, paused: true } });
    clocks.push(clock);
    const deliveredAt: number[] = [];
    const deliver = (left: number): void => {
      if (left > 0) page.setTimeout(() => deliver(left - 1), 4);
      else deliveredAt.push(clock.now());
    };
    clock.timers.setTimeout(() => deliver(30), 1_000);
    clock.timers.setTimeout(() => undefined, 2_000);
    // A focus check every 50 ms for as long as a dialog is open: never idle by it.
    const check = () => void page.setTimeout(check, 50);
    check();

    await clock.advance(3_000);

    expect(deliveredAt).toEqual([START + 1_000]);
  });

  it('idle resolves once the page has answered, time standing still', async () => {
    const { real, page, Port } = pageTaskQueue(fakeWindow());
    const clock = createSimClock({ target: page, real, anchor: { simTime: START, realTime: START, speed: 1, paused: true } });
    clocks.push(clock);
    const port = new Port();
    let rendered = 0;
    port.onmessage = () => {
      rendered += 1;
      if (rendered < 10) port.postMessage();
    };
    port.postMessage();
    await clock.idle();
    expect(rendered).toBe(10);
    expect(clock.now()).toBe(START);
  });
});

describe('simulator clock advance, a request on its way', () => {
  it('waits for its end as told, not by spinning through tasks meanwhile', async () => {
    const captured = captureRealTime();
    let tasks = 0;
    const real = { ...captured, nextTask: (callback: () => void) => { tasks += 1; captured.nextTask(callback); } };
    let inFlight = 0;
    const ended: Array<() => void> = [];
    const requests = Object.assign(() => inFlight, { changed: () => new Promise<void>((resolve) => ended.push(resolve)) });
    const clock = createSimClock({ target: null, real, anchor: { simTime: START, realTime: real.now(), speed: 1, paused: true }, requestsInFlight: requests });
    clocks.push(clock);
    const answeredAt: number[] = [];
    clock.timers.setTimeout(() => {
      inFlight += 1;
      // The worker answers after 200 real tasks of its own.
      const answerAfter = (left: number): void => {
        if (left > 0) return void setImmediate(() => answerAfter(left - 1));
        inFlight -= 1;
        answeredAt.push(clock.now());
        ended.splice(0).forEach((wake) => wake());
      };
      answerAfter(200);
    }, 1_000);
    clock.timers.setTimeout(() => undefined, 2_000);

    await clock.advance(3_000);

    expect(answeredAt).toEqual([START + 1_000]);
    expect(tasks).toBeLessThan(20);
  });
});

describe('simulator clock advance, a screen\'s code on its way (decision 0521)', () => {
  it('waits for code the page started loading at a moment, so the queries it starts start at that moment', async () => {
    const real = captureRealTime();
    let loading = 0;
    const clock = createSimClock({ target: null, real, anchor: { simTime: START, realTime: real.now(), speed: 1, paused: true }, codeLoads: () => loading });
    clocks.push(clock);
    const queriedAt: number[] = [];
    // A navigation at 1 s whose screen code takes 30 real ms to arrive; its screen then queries. A poll at 2 s.
    clock.timers.setTimeout(() => {
      loading += 1;
      real.after(30, () => {
        loading -= 1;
        queriedAt.push(clock.now());
      });
    }, 1_000);
    clock.timers.setTimeout(() => undefined, 2_000);

    await clock.advance(3_000);

    expect(queriedAt).toEqual([START + 1_000]);
    expect(clock.now()).toBe(START + 3_000);
  });
});

describe('simulator clock advance, code that never arrives (decision 0521)', () => {
  it('stops waiting for it after CODE_LOAD_MAX_MS of real time: the clock moves on, it does not hang', async () => {
    const real = manualRealTime(START);
    const clock = createSimClock({ target: null, real, anchor: { simTime: START, realTime: START, speed: 1, paused: true }, codeLoads: () => 1 });
    clocks.push(clock);
    let moved = false;
    const advanced = clock.advance(1_000).then((now) => {
      moved = true;
      return now;
    });
    // Real time passes in the settle's own looks (every 2 ms), short of the bound and then past it.
    for (let passed = 0; passed < CODE_LOAD_MAX_MS - 10; passed += 500) {
      real.pass(500);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(moved).toBe(false);
    for (let passed = 0; passed < 20 && !moved; passed += 1) {
      real.pass(500);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await expect(advanced).resolves.toBe(START + 1_000);
  });
});

describe('simulator clock advance, a request parked after it began', () => {
  it('moves on once the request on its way is parked for the clock (a delayed answer reaching its wait late), not waiting for it for good', async () => {
    const real = captureRealTime();
    let inFlight = 1;
    const ended: Array<() => void> = [];
    const requests = Object.assign(() => inFlight, { changed: () => new Promise<void>((resolve) => ended.push(resolve)) });
    const clock = createSimClock({ target: null, real, anchor: { simTime: START, realTime: real.now(), speed: 1, paused: true }, requestsInFlight: requests });
    clocks.push(clock);
    // The request travels to its handler while the advance already waits, then waits 2 s of simulator time there.
    setTimeout(() => void clock.hold(new Promise<void>((resolve) => clock.timers.setTimeout(() => {
      inFlight -= 1;
      ended.splice(0).forEach((wake) => wake());
      resolve();
    }, 2_000))), 20);

    await expect(clock.advance(3_000)).resolves.toBe(START + 3_000);
    expect(inFlight).toBe(0);
  });
});
