import { describe, expect, it } from 'vitest';
import { eventTimingPerKey, eventTimingSpread } from '../bench/support/measure';

describe('Event Timing per key (npm run bench)', () => {
  const keys = [{ down: 100 }, { down: 200 }, { down: 300 }];

  it('takes the longest event from each keydown to the next, nothing when none was reported', () => {
    const events = [
      { start: 100, duration: 24 },
      { start: 104, duration: 32 },
      { start: 310, duration: 16 },
    ];
    expect(eventTimingPerKey(keys, events)).toEqual([32, undefined, 16]);
  });

  it('counts unreported keys as under 16 ms', () => {
    expect(eventTimingSpread([undefined, undefined, 40])).toBe('median < 16 ms, max 40 ms; 1 of 3 keys at 16 ms or more');
    expect(eventTimingSpread([24, 32, undefined, 48])).toBe('median 24 ms, max 48 ms; 3 of 4 keys at 16 ms or more');
    expect(eventTimingSpread([])).toBe('median n/a, max n/a; 0 of 0 keys at 16 ms or more');
  });
});
