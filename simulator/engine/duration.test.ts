// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { durationSchema, parseDuration } from './duration';

describe('durations', () => {
  it.each([
    ['2m', 120_000],
    ['90s', 90_000],
    ['1h30m', 5_400_000],
    ['1m30s', 90_000],
    ['500ms', 500],
    ['1s250ms', 1_250],
    ['0s', 0],
  ])('%s is %i ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', '2 minutes', '1.5m', 'm', '-1s', '5d'])('"%s" is not a duration', (text) => {
    expect(parseDuration(text)).toBeNull();
  });

  it('accepts whole milliseconds as they are', () => {
    expect(durationSchema.parse(1_500)).toBe(1_500);
    expect(durationSchema.safeParse(-1).success).toBe(false);
  });
});
