import { describe, expect, it } from 'vitest';
import { nextSkew } from '../lib/serverTime';
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

describe('last heartbeat on a phone whose clock is off, with the skew its answers gave (decision 0381)', () => {
  const DAY = 24 * 60 * MIN;
  /** The skew estimated from one answer sent at the phone's `phoneNow`, dated by the server at NOW, after `tripMs`. */
  const skewFrom = (phoneNow: number, tripMs: number) =>
    nextSkew(0, { date: new Date(NOW).toUTCString(), sentAt: phoneNow - tripMs / 2, receivedAt: phoneNow + tripMs / 2 });

  it.each([
    // phone minus server, round trip, heartbeat age by the server, shown
    ['in step', 0, 300, 3 * MIN, '3 minutes ago'],
    ['five days behind (a class on an exercise start)', -5 * DAY, 300, 3 * MIN, '3 minutes ago'],
    ['five days ahead', 5 * DAY, 300, 3 * MIN, '3 minutes ago'],
    ['ten minutes slow, a slow network', -10 * MIN, 4_000, 42 * MIN, '42 minutes ago'],
    ['an hour fast', 60 * MIN, 300, 185 * MIN, '3 hours 5 minutes ago'],
    ['a second fast: noise, left alone', 1_000, 300, 3 * MIN, '3 minutes ago'],
  ])('%s', (_case, off, tripMs, age, expected) => {
    const phoneNow = NOW + off;
    const shown = formatHeartbeat(ago(age), phoneNow + skewFrom(phoneNow, tripMs), { timeZone: 'America/Chicago' });
    expect(shown).toBe(expected);
  });

  it("would be wrong on the phone's clock alone: five days behind, any heartbeat is just now; five ahead, a date", () => {
    expect(formatHeartbeat(ago(3 * MIN), NOW - 5 * DAY, { timeZone: 'America/Chicago' })).toBe('0 minutes ago');
    expect(formatHeartbeat(ago(3 * MIN), NOW + 5 * DAY, { timeZone: 'America/Chicago' })).toBe('Nov 23, 2026, 8:57 AM CST');
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
