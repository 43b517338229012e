/**
 * Issue 36, item 5: the same actions through `clock.advance` give the same whole run, however long
 * the machine takes to answer (decision 0409). A page polls every 3 s as TanStack Query does (its
 * interval restarts once the answer is read and drawn), counts down every second, and draws in
 * slices; each run its answers take a different number of real tasks. Ten runs, one record.
 */
import { afterEach, expect, it } from 'vitest';
import { pageTaskQueue } from '../testing/pageTaskQueue';
import { createSimClock, type SimClock } from './simClock';

const START = Date.UTC(2026, 10, 21, 9);
const RUNS = 10;
const clocks: SimClock[] = [];
afterEach(() => {
  clocks.splice(0).forEach((clock) => clock.stop());
});

async function pollingPage(answerTasks: (poll: number) => number): Promise<string[]> {
  const { real, page, Port, enqueue } = pageTaskQueue({ Date, setTimeout, clearTimeout, setInterval, clearInterval });
  let inFlight = 0;
  const clock = createSimClock({ target: page, real, anchor: { simTime: START, realTime: START, speed: 1, paused: true }, requestsInFlight: () => inFlight });
  clocks.push(clock);
  const record: string[] = [];
  const at = () => `${(clock.now() - START) / 1_000} s`;
  const scheduler = new Port();
  let toDraw: Array<() => void> = [];
  scheduler.onmessage = () => {
    const [next, ...rest] = toDraw;
    toDraw = rest;
    next?.();
    if (toDraw.length > 0) scheduler.postMessage();
  };
  /** A render in three slices, posted as React's scheduler posts one. */
  const render = (what: string, then: () => void = () => undefined) => {
    toDraw.push(() => undefined, () => undefined, () => {
      record.push(`${what} drawn at ${at()}`);
      then();
    });
    scheduler.postMessage();
  };
  let polls = 0;
  const poll = () => {
    polls += 1;
    const number = polls;
    inFlight += 1;
    record.push(`poll ${number} sent at ${at()}`);
    const answer = (left: number): void => {
      if (left > 0) return enqueue(() => answer(left - 1));
      inFlight -= 1;
      // Query's notification batch, then the render, then the next poll 3 s on.
      page.setTimeout(() => render(`poll ${number}`, () => void clock.timers.setTimeout(poll, 3_000)), 0);
    };
    answer(answerTasks(number));
  };
  clock.timers.setTimeout(poll, 0);
  clock.timers.setInterval(() => render('countdown'), 1_000);

  for (const ms of [5_000, 10_000, 0, 15_000]) await clock.advance(ms);
  return record;
}

it(`${RUNS} runs through clock.advance, answers as slow as the machine makes them, give the same record`, async () => {
  const first = await pollingPage(() => 1);
  for (let run = 2; run <= RUNS; run += 1) {
    // Each run its own slowness: some answers in one task, some in a hundred.
    expect(await pollingPage((poll) => 1 + ((poll * 37 * run) % 100)), `run ${run}`).toEqual(first);
  }
  expect(first.filter((line) => line.includes('sent')).length).toBeGreaterThan(8);
  expect(first).toContain('poll 2 sent at 3 s');
});
