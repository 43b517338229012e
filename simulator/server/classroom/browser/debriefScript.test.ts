// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { passedRows, replayOffset, simAt, timelineOf, wallAtSim } from './debriefScript';

/** Wall 0–10 s at 1×, the world paused 10–20 s, then 4× to 25 s; then the scenario started again at world time 0. */
const timeline = timelineOf([
  { timestamp: 10_000, sim: 110_000 },
  { timestamp: 0, sim: 100_000 },
  { timestamp: 20_000, sim: 110_000 },
  { timestamp: 25_000, sim: 130_000 },
  { timestamp: 30_000, sim: 0 },
]);

describe('the debrief lines the replay up with the world', () => {
  it("maps a moment of the replay to the world's time as the recording's events moved it", () => {
    expect(simAt(timeline, -5)).toBe(100_000);
    expect(simAt(timeline, 5_000)).toBe(105_000);
    expect(simAt(timeline, 15_000)).toBe(110_000);
    expect(simAt(timeline, 22_500)).toBe(120_000);
    expect(simAt(timeline, 27_000)).toBe(130_000);
    expect(simAt(timeline, 40_000)).toBe(0);
  });

  it("seeks an event of the world to the first moment the recording reached its time, or the recording's end", () => {
    expect(wallAtSim(timeline, 105_000)).toBe(10_000);
    expect(wallAtSim(timeline, 125_000)).toBe(25_000);
    expect(wallAtSim(timeline, 500_000)).toBe(30_000);
  });

  it('counts the events the replay has passed', () => {
    const rows = [100_000, 110_000, 120_000].map((at) => ({ at, kind: 'call', text: '' }));
    expect(passedRows(rows, 99_999)).toBe(0);
    expect(passedRows(rows, 110_000)).toBe(2);
  });
});

describe('the replay position asked of rrweb', () => {
  it.each([
    ['within the run, as scrubbed', 700, 1_500, 700],
    ['before its start, at its start', -20, 1_500, 0],
    ['at its end, just past the last event, which rrweb applies only once past it', 1_500, 1_500, 1_501],
    ['beyond its end, the same', 9_000, 1_500, 1_501],
  ])('%s', (_, offset, totalTime, asked) => {
    expect(replayOffset(offset, totalTime)).toBe(asked);
  });
});
