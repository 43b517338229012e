import { describe, expect, it } from 'vitest';
import { hubMode, rebootVerdict, restartVerdict, updatePollInterval, type HubMode } from './hubModes';

const NOW = Date.UTC(2026, 10, 21, 9, 10);
const S = 1_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('reboot marker (240 s unless the hub booted since)', () => {
  it.each([
    ['no marker', undefined, iso(NOW - 3_600 * S), 'none'],
    ['fresh marker, old boot', NOW - 10 * S, iso(NOW - 3_600 * S), 'holds'],
    ['marker exactly 240 s old', NOW - 240 * S, iso(NOW - 3_600 * S), 'holds'],
    ['marker older than 240 s', NOW - 241 * S, iso(NOW - 3_600 * S), 'remove'],
    ['booted after the marker', NOW - 100 * S, iso(NOW - 20 * S), 'remove'],
    ['booted before the marker', NOW - 100 * S, iso(NOW - 101 * S), 'holds'],
    ['boot time unknown yet', NOW - 100 * S, null, 'holds'],
    ['unreadable text', 'yesterday', iso(NOW), 'remove'],
    ['a marker from the future', NOW + 60 * S, iso(NOW - 3_600 * S), 'remove'],
  ])('%s -> %s', (_case, marker, bootTime, expected) => {
    expect(rebootVerdict(marker, bootTime, NOW)).toBe(expected);
  });
});

describe('reboot marker on a phone whose clock is off: the boot time is the server\'s (decision 0381)', () => {
  const DAY = 86_400 * S;
  // The marker is on the phone's clock; the boot time on the server's, `skew` (server minus phone) apart.
  it.each([
    ['phone five days ahead, booted after the marker', -5 * DAY, 20 * S, 'remove'],
    ['phone five days ahead, booted before the marker', -5 * DAY, -1 * S, 'holds'],
    ['phone five days behind, booted after the marker', 5 * DAY, 20 * S, 'remove'],
    ['phone five days behind, booted before the marker', 5 * DAY, -1 * S, 'holds'],
  ])('%s', (_case, skew, bootAfterMarker, expected) => {
    const marker = NOW - 100 * S;
    expect(rebootVerdict(marker, iso(marker + skew + bootAfterMarker), NOW, skew)).toBe(expected);
  });
});

describe('restart marker (while younger than 30 s)', () => {
  it.each([
    ['no marker', undefined, 'none'],
    ['just started', NOW, 'holds'],
    ['29.9 s old', NOW - 29_900, 'holds'],
    ['30 s old', NOW - 30 * S, 'remove'],
    ['unreadable', { at: 1 }, 'remove'],
    ['not a number', Number.NaN, 'remove'],
  ])('%s -> %s', (_case, marker, expected) => {
    expect(restartVerdict(marker, NOW)).toBe(expected);
  });
});

describe('hub mode', () => {
  it.each([
    [{ rebooting: false, restarting: false, updatePending: false }, 'normal'],
    [{ rebooting: false, restarting: false, updatePending: true }, 'updating'],
    [{ rebooting: true, restarting: false, updatePending: true }, 'rebooting'],
    [{ rebooting: false, restarting: true, updatePending: true }, 'restarting'],
    [{ rebooting: true, restarting: true, updatePending: false }, 'rebooting'],
  ])('%j -> %s', (state, expected) => {
    expect(hubMode(state)).toBe(expected);
  });
});

describe('update status polls (5 s on the update screen while focused, 10 s on the unit screen; none that the screen cannot show)', () => {
  it.each<[HubMode, boolean, number | false]>([
    ['normal', true, 10_000],
    ['normal', false, 10_000],
    ['updating', true, 5_000],
    ['updating', false, false],
    ['rebooting', true, false],
    ['restarting', true, false],
  ])('%s, window focused %s -> %s', (mode, focused, expected) => {
    expect(updatePollInterval(mode, focused)).toBe(expected);
  });
});
