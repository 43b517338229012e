import { describe, expect, it } from 'vitest';
import { formatHeartbeat, formatLocalDateTime } from './hubTime';

const NOW = Date.parse('2026-11-23T15:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;

describe('last heartbeat', () => {
  it.each([
    ['just now', 0, '0 minutes ago'],
    ['59 s', 59_000, '0 minutes ago'],
    ['one minute', MIN, '1 minute ago'],
    ['42 minutes', 42 * MIN, '42 minutes ago'],
    ['an hour', 60 * MIN, '1 hour 0 minutes ago'],
    ['3 h 5 min', 185 * MIN, '3 hours 5 minutes ago'],
    ['just under a day', 24 * 60 * MIN - 1, '23 hours 59 minutes ago'],
    ['a day', 24 * 60 * MIN, 'Nov 22, 2026, 9:00 AM CST'],
    ['ahead of this clock', -5 * MIN, '0 minutes ago'],
    ['unreadable', Number.NaN, ''],
  ])('%s -> %s', (_case, age, expected) => {
    const iso = Number.isNaN(age) ? 'not a date' : ago(age);
    expect(formatHeartbeat(iso, NOW, { timeZone: 'America/Chicago' })).toBe(expected);
  });
});

describe('local date and time with zone', () => {
  it.each([
    ['America/Chicago', 'Nov 23, 2026, 9:00 AM CST'],
    ['UTC', 'Nov 23, 2026, 3:00 PM UTC'],
    ['America/New_York', 'Nov 23, 2026, 10:00 AM EST'],
  ])('%s', (timeZone, expected) => {
    expect(formatLocalDateTime('2026-11-23T15:00:00Z', { timeZone })).toBe(expected);
  });
});
