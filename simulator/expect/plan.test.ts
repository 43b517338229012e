import { describe, expect, it } from 'vitest';
import { DEFAULT_WITHIN_MS } from '../scenario/expectWithin';
import type { ExpectEntry } from '../scenario/expectSchema';
import { moves, nextMove, WAIT_STEP_MS, withinOf } from './plan';

describe('how the expect runner moves the simulator clock', () => {
  it.each([
    [0, 90_000, WAIT_STEP_MS],
    [85_000, 90_000, 5_000],
    [87_500, 90_000, 2_500],
    [90_000, 90_000, 0],
    [91_000, 90_000, 0],
    [0, 0, 0],
  ])('after %i ms of %i moves %i ms', (waited, within, step) => {
    expect(nextMove(waited, within)).toBe(step);
  });

  it.each([
    [12_000, [5_000, 5_000, 2_000]],
    [5_000, [5_000]],
    [0, []],
  ])('a wait of %i ms moves the clock %j', (ms, made) => {
    expect(moves(ms)).toEqual(made);
  });

  it('moves an expectation on for five minutes by default, in 5-second steps', () => {
    expect(moves(DEFAULT_WITHIN_MS)).toHaveLength(60);
  });

  it.each<[ExpectEntry, number]>([
    [{ text: 'Hub online', within: 90_000 }, 90_000],
    [{ text: 'Hub online' }, DEFAULT_WITHIN_MS],
    [{ click: 'Pair' }, DEFAULT_WITHIN_MS],
    [{ wait: 60_000 }, DEFAULT_WITHIN_MS],
  ])('an entry\'s within: %j', (entry, ms) => {
    expect(withinOf(entry)).toBe(ms);
  });
});
