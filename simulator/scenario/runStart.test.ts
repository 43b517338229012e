import { describe, expect, it } from 'vitest';
import { runSeedOf, runStartOf } from './runStart';

describe('a run\'s start and seed', () => {
  it.each([
    { now: '2026-11-26T07:05:00Z', start: '2026-11-26T09:00:00.000Z' },
    { now: '2026-11-26T23:59:59Z', start: '2026-11-26T09:00:00.000Z' },
    { now: '2027-02-01T00:00:00Z', start: '2027-02-01T09:00:00.000Z' },
  ])('without clock.start, run at $now, starts at $start: today, at the same hour', ({ now, start }) => {
    expect(new Date(runStartOf({}, Date.parse(now))).toISOString()).toBe(start);
  });

  it('clock.start wins whatever the day', () => {
    expect(runStartOf({ clock: { start: '2026-11-23T15:00:00Z' } }, Date.parse('2030-01-01T12:00:00Z'))).toBe(Date.parse('2026-11-23T15:00:00Z'));
  });

  it('the seed is the file\'s, else the same for the same name and different for another', () => {
    expect(runSeedOf({ name: 'default', randomSeed: 42 })).toBe(42);
    expect(runSeedOf({ name: 'default' })).toBe(runSeedOf({ name: 'default' }));
    expect(runSeedOf({ name: 'default' })).not.toBe(runSeedOf({ name: 'fast-clock' }));
  });
});
