// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSimClock, type SimClock } from '../clock/simClock';
import { manualRealTime } from '../testing/manualRealTime';
import { createScheduler, type Scheduler, type SchedulerState } from './scheduler';

const START = Date.UTC(2026, 10, 21, 9);
const clocks: SimClock[] = [];
afterEach(() => clocks.splice(0).forEach((clock) => clock.stop()));

/** A scheduler whose only kind, "note", records its payload and the time it ran. */
function setUp(options: { state?: SchedulerState; speed?: number } = {}) {
  const real = manualRealTime(START);
  const clock = createSimClock({ target: null, real, anchor: { simTime: START, realTime: START, speed: options.speed ?? 1 } });
  clocks.push(clock);
  const ran: Array<{ note: string; at: number }> = [];
  const scheduler: Scheduler = createScheduler({
    clock,
    validate(kind, payload) {
      if (kind !== 'note') throw new Error(`unknown kind "${kind}"`);
      if (typeof payload !== 'string') throw new Error('a note is a string');
    },
    execute(event) {
      ran.push({ note: event.payload as string, at: clock.now() - START });
      if (event.payload === 'chain') scheduler.schedule('note', clock.now(), 'chained');
    },
  });
  if (options.state) scheduler.load(options.state);
  return { real, clock, scheduler, ran };
}

describe('scheduler', () => {
  it('runs events in order of due time, then of scheduling, as advance reaches them', async () => {
    const { clock, scheduler, ran } = setUp();
    scheduler.schedule('note', START + 300, 'c');
    scheduler.schedule('note', START + 100, 'a');
    scheduler.schedule('note', START + 300, 'd');
    scheduler.schedule('note', START + 200, 'b');
    scheduler.schedule('note', START + 5_000, 'late');
    await clock.advance(1_000);
    await scheduler.settled();
    expect(ran).toEqual([{ note: 'a', at: 100 }, { note: 'b', at: 200 }, { note: 'c', at: 300 }, { note: 'd', at: 300 }]);
    expect(scheduler.pending().map((event) => event.payload)).toEqual(['late']);
  });

  it('runs an event a handler schedules for now in the same pass', async () => {
    const { clock, scheduler, ran } = setUp();
    scheduler.schedule('note', START + 10, 'chain');
    await clock.advance(10);
    await scheduler.settled();
    expect(ran.map((entry) => entry.note)).toEqual(['chain', 'chained']);
  });

  it('jump runs every due event once, at the end of the jump, still in order', async () => {
    const { clock, scheduler, ran } = setUp();
    scheduler.schedule('note', START + 120_000, 'second');
    scheduler.schedule('note', START + 60_000, 'first');
    clock.jump(600_000);
    await scheduler.settled();
    expect(ran).toEqual([{ note: 'first', at: 600_000 }, { note: 'second', at: 600_000 }]);
  });

  it('follows simulator time as real time passes at the clock speed', async () => {
    const { real, scheduler, ran } = setUp({ speed: 10 });
    scheduler.schedule('note', START + 60_000, 'a minute');
    real.pass(5_900);
    await scheduler.settled();
    expect(ran).toEqual([]);
    real.pass(200);
    await scheduler.settled();
    expect(ran.map((entry) => entry.note)).toEqual(['a minute']);
  });

  it('cancel removes a pending event, including the one the timer waits for', async () => {
    const { clock, scheduler, ran } = setUp();
    const first = scheduler.schedule('note', START + 100, 'cancelled');
    scheduler.schedule('note', START + 200, 'kept');
    expect(scheduler.cancel(first.id)).toBe(true);
    expect(scheduler.cancel(first.id)).toBe(false);
    await clock.advance(1_000);
    await scheduler.settled();
    expect(ran.map((entry) => entry.note)).toEqual(['kept']);
  });

  it('refuses an unknown kind or a bad payload when scheduling', () => {
    const { scheduler } = setUp();
    expect(() => scheduler.schedule('nope', START, 'x')).toThrow('unknown kind "nope"');
    expect(() => scheduler.schedule('note', START, 5)).toThrow('a note is a string');
    expect(scheduler.pending()).toEqual([]);
  });

  it('a reload in the middle: the saved pending events run on the new page, each once', async () => {
    const first = setUp();
    first.scheduler.schedule('note', START + 60_000, 'one minute');
    first.scheduler.schedule('note', START + 180_000, 'three minutes');
    await first.clock.advance(90_000);
    await first.scheduler.settled();
    const saved = JSON.parse(JSON.stringify(first.scheduler.state())) as SchedulerState;
    first.clock.stop();

    const second = setUp({ state: saved });
    expect(second.scheduler.pending().map((event) => event.payload)).toEqual(['three minutes']);
    await second.clock.advance(180_000);
    await second.scheduler.settled();
    expect(first.ran.map((entry) => entry.note)).toEqual(['one minute']);
    expect(second.ran).toEqual([{ note: 'three minutes', at: 180_000 }]);
    // Ids keep counting after a reload, so a new event never takes an old one's id.
    expect(second.scheduler.schedule('note', START + 999_999, 'new').id).toBe('ev-2');
  });

  it('drops a saved event it cannot run and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { scheduler } = setUp({
      state: {
        nextSeq: 2,
        events: [
          { id: 'ev-0', kind: 'retired', at: START + 1, seq: 0, payload: null },
          { id: 'ev-1', kind: 'note', at: START + 2, seq: 1, payload: 'kept' },
        ],
      },
    });
    expect(scheduler.pending().map((event) => event.id)).toEqual(['ev-1']);
    expect(warn).toHaveBeenCalledWith('Simulator: dropped the saved event ev-0', expect.any(Error));
  });

  it('paused, nothing falls due however much real time passes; advance still moves it', async () => {
    const { real, clock, scheduler, ran } = setUp();
    scheduler.schedule('note', START + 1_000, 'after a second');
    clock.pause();
    real.pass(60_000);
    await scheduler.settled();
    expect(ran).toEqual([]);
    expect(clock.now()).toBe(START);
    await clock.advance(1_000);
    await scheduler.settled();
    expect(ran).toEqual([{ note: 'after a second', at: 1_000 }]);
    expect(clock.paused()).toBe(true);
  });
});
