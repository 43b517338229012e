// @vitest-environment node
import { createClock } from '@sinonjs/fake-timers';
import { describe, expect, it } from 'vitest';
import { UI_TIMER_MS } from './timePolicy';
import { installPageClock, pageClockPolicy, type PageClock, type PageGlobals, type WorldClockSample } from './pageClock';

const START = Date.UTC(2026, 10, 21, 9);
const WORLD = Date.UTC(2026, 10, 18, 9);

function storage(): NonNullable<PageGlobals['sessionStorage']> {
  const kept = new Map<string, string>();
  return { getItem: (key) => kept.get(key) ?? null, setItem: (key, value) => void kept.set(key, value) };
}

type RealClock = ReturnType<typeof createClock>;
type RealTimerId = Parameters<RealClock['clearTimeout']>[0];

/** A stand-in for `window` whose real time a test moves (`real.tickAsync`). */
function fakePage(real: RealClock, kept = storage()): PageGlobals {
  return {
    Date: real.Date as unknown as DateConstructor,
    setTimeout: (callback, ms) => real.setTimeout(callback as () => void, ms ?? 0),
    clearTimeout: (id) => real.clearTimeout(id as RealTimerId),
    setInterval: (callback, ms) => real.setInterval(callback as () => void, ms ?? 0),
    clearInterval: (id) => real.clearInterval(id as RealTimerId),
    sessionStorage: kept,
  };
}

function held(start = WORLD, kept = storage()) {
  const real = createClock(START);
  const page = fakePage(real, kept);
  installPageClock({ ...pageClockPolicy, source: { held: { start, key: 'held' } } }, page);
  const clock = page.__pageClock!;
  /** `advance` waits a real macrotask after each timer: real time runs while it does. */
  const advance = async (ms: number) => {
    const moved = clock.advance(ms);
    await real.runAllAsync();
    return moved;
  };
  return { real, page, clock, advance };
}

function remote(sample: WorldClockSample) {
  const real = createClock(START);
  const page = fakePage(real);
  installPageClock({ ...pageClockPolicy, source: { remote: sample } }, page);
  return { real, page, clock: page.__pageClock as PageClock };
}

describe('held page clock', () => {
  it('stands still until advanced, then fires due timers in order, each at its moment', async () => {
    const { real, page, advance } = held();
    const fired: Array<[string, number]> = [];
    page.setTimeout(() => fired.push(['late', page.Date.now()]), 5_000);
    page.setInterval(() => fired.push(['poll', page.Date.now()]), 3_000);
    page.setTimeout(() => fired.push(['early', page.Date.now()]), 2_000);
    await real.tickAsync(60_000);
    expect(page.Date.now()).toBe(WORLD);
    expect(fired).toEqual([]);
    expect(await advance(7_000)).toBe(WORLD + 7_000);
    expect(fired).toEqual([['early', WORLD + 2_000], ['poll', WORLD + 3_000], ['late', WORLD + 5_000], ['poll', WORLD + 6_000]]);
    expect(new page.Date().getTime()).toBe(WORLD + 7_000);
  });

  it('runs a short page timeout on real time (it animates), a longer one only when advanced', async () => {
    const { real, page } = held();
    const fired: string[] = [];
    page.setTimeout(() => fired.push('transition'), UI_TIMER_MS);
    page.setTimeout(() => fired.push('retry'), UI_TIMER_MS + 1);
    await real.tickAsync(10_000);
    expect(fired).toEqual(['transition']);
  });

  it('a cleared timer never fires, and the next load starts where the last one left', async () => {
    const kept = storage();
    const first = held(WORLD, kept);
    const fired: string[] = [];
    const id = first.page.setTimeout(() => fired.push('cleared'), 2_000);
    first.page.clearTimeout(id);
    await first.advance(4_000);
    expect(fired).toEqual([]);
    expect(held(WORLD, kept).page.Date.now()).toBe(WORLD + 4_000);
  });
});

describe('remote page clock', () => {
  it('follows the world at its speed, on the page real time between samples', async () => {
    const { real, page } = remote({ now: WORLD, speed: 2, paused: false });
    const fired: number[] = [];
    page.setInterval(() => fired.push(page.Date.now() - WORLD), 3_000);
    await real.tickAsync(4_000);
    expect(page.Date.now()).toBe(WORLD + 8_000);
    expect(fired).toEqual([3_000, 6_000]);
  });

  it('paused, Date and the timers hold where they stand, short page timeouts still run, and resuming goes on from there', async () => {
    const { real, page, clock } = remote({ now: WORLD, speed: 1, paused: false });
    const fired: string[] = [];
    page.setTimeout(() => fired.push('deadline'), 90_000);
    await real.tickAsync(10_000);
    // The pause is read a moment after the world stopped: the page does not step back to it.
    clock.follow({ now: WORLD + 9_500, speed: 1, paused: true });
    expect(clock.paused()).toBe(true);
    page.setTimeout(() => fired.push('transition'), 300);
    await real.tickAsync(120_000);
    expect(page.Date.now()).toBe(WORLD + 10_000);
    expect(fired).toEqual(['transition']);
    clock.follow({ now: WORLD + 10_000, speed: 1, paused: false });
    await real.tickAsync(79_999);
    expect(fired).toEqual(['transition']);
    await real.tickAsync(1);
    expect(fired).toEqual(['transition', 'deadline']);
  });

  it('a short page timeout pending when the pause arrives runs out on real time; a longer one waits', async () => {
    const { real, page, clock } = remote({ now: WORLD, speed: 1, paused: false });
    const fired: string[] = [];
    page.setTimeout(() => fired.push('transition'), 300);
    page.setTimeout(() => fired.push('retry'), UI_TIMER_MS + 1);
    clock.follow({ now: WORLD, speed: 1, paused: true });
    await real.tickAsync(60_000);
    expect(fired).toEqual(['transition']);
  });

  it('a speed change reaches the page timers', async () => {
    const { real, page, clock } = remote({ now: WORLD, speed: 1, paused: false });
    const fired: number[] = [];
    page.setTimeout(() => fired.push(page.Date.now() - WORLD), 60_000);
    await real.tickAsync(10_000);
    clock.follow({ now: WORLD + 10_000, speed: 10, paused: false });
    await real.tickAsync(5_000);
    expect(fired).toEqual([60_000]);
  });

  it('a jump ahead fires each due timer once, in order, and never synchronously with the sample', async () => {
    const { real, page, clock } = remote({ now: WORLD, speed: 1, paused: true });
    const fired: string[] = [];
    page.setInterval(() => fired.push('poll'), 3_000);
    page.setTimeout(() => fired.push('deadline'), 90_000);
    page.setTimeout(() => fired.push('reminder'), 30_000);
    clock.follow({ now: WORLD + 3_600_000, speed: 1, paused: false });
    expect(fired).toEqual([]);
    await real.tickAsync(0);
    expect(fired).toEqual(['poll', 'reminder', 'deadline']);
    expect(page.Date.now()).toBe(WORLD + 3_600_000);
    await real.tickAsync(3_000);
    expect(fired).toEqual(['poll', 'reminder', 'deadline', 'poll']);
  });

  it('a jump while paused fires what fell due, and the page stays paused where the world stands', async () => {
    const { real, page, clock } = remote({ now: WORLD, speed: 1, paused: true });
    const fired: number[] = [];
    page.setTimeout(() => fired.push(page.Date.now() - WORLD), 30_000);
    page.setTimeout(() => fired.push(page.Date.now() - WORLD), 90_000);
    clock.follow({ now: WORLD + 60_000, speed: 1, paused: true });
    await real.tickAsync(10_000);
    expect(fired).toEqual([60_000]);
    expect(page.Date.now()).toBe(WORLD + 60_000);
  });

  it('a world restarted at an earlier time takes the page back, its timers keeping their delays', async () => {
    const { real, page, clock } = remote({ now: WORLD, speed: 1, paused: false });
    const fired: number[] = [];
    await real.tickAsync(120_000);
    page.setTimeout(() => fired.push(page.Date.now()), 10_000);
    const restart = WORLD - 86_400_000;
    clock.follow({ now: restart, speed: 1, paused: false });
    expect(page.Date.now()).toBe(restart);
    await real.tickAsync(10_000);
    expect(fired).toEqual([restart + 10_000]);
  });

  it('a world started again a few seconds in takes the page back too: its timers do not wait for the world to catch up', async () => {
    const { real, page, clock } = remote({ now: WORLD, speed: 1, paused: false, starts: 1 });
    const fired: number[] = [];
    await real.tickAsync(8_000);
    page.setTimeout(() => fired.push(page.Date.now()), 2_000);
    clock.follow({ now: WORLD, speed: 1, paused: false, starts: 2 });
    expect(page.Date.now()).toBe(WORLD);
    await real.tickAsync(2_000);
    expect(fired).toEqual([WORLD + 2_000]);
  });

  it('a sample a little behind the page never takes its Date back', async () => {
    const { real, page, clock } = remote({ now: WORLD, speed: 1, paused: false });
    await real.tickAsync(2_000);
    clock.follow({ now: WORLD + 1_500, speed: 1, paused: false });
    expect(page.Date.now()).toBe(WORLD + 2_000);
    await real.tickAsync(1_000);
    expect(page.Date.now()).toBe(WORLD + 2_500);
  });

  it('a reading that took a while to arrive counts half its round trip, at the world speed', () => {
    const { page, clock } = remote({ now: WORLD, speed: 1, paused: true });
    clock.follow({ now: WORLD + 60_000, speed: 4, paused: false }, 500);
    expect(page.Date.now()).toBe(WORLD + 61_000);
  });

  it('a held clock is not followed, nor a remote one advanced', async () => {
    await expect(remote({ now: WORLD, speed: 1, paused: false }).clock.advance(1)).rejects.toThrow(/only a held clock/);
    expect(() => held().clock.follow({ now: WORLD, speed: 1, paused: false })).toThrow(/only a remote clock/);
  });

  it('installs from its own source alone, as a page init script does', async () => {
    const real = createClock(START);
    const page = fakePage(real);
    const serialised = new Function('page', `(${installPageClock.toString()})(${JSON.stringify({ ...pageClockPolicy, source: { remote: { now: WORLD, speed: 1, paused: true } } })}, page)`) as (page: PageGlobals) => void;
    serialised(page);
    expect(page.Date.now()).toBe(WORLD);
  });
});
