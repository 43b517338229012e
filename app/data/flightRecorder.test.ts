// @vitest-environment jsdom
/**
 * A signed-in screen of a simulator build renders before the simulator replaces the page's clock
 * with its own, which starts today at nine: hours after the page's clock before dawn, hours before
 * it in the evening. What the recorder hears meanwhile waits and is stamped as the simulator comes
 * up, so the age bound (15 minutes) never takes the screen's first entries (decision 0352).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordFlight } from '../lib/flightTap';
import { clearStored } from '../lib/storage';
import { flightClockReplaced, flightLog, startFlightRecorder } from './flightRecorder';

const NINE = Date.UTC(2026, 10, 27, 9, 0);
const UNIT = '/community/c/unit/1004';
const DEVICE = `${UNIT}/device/d`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  clearStored('signOut');
  vi.useRealTimers();
});

const routes = () => flightLog().entries(Date.now()).flatMap((entry) => (entry.kind === 'route' ? [[entry.path, entry.at - NINE]] : []));

describe('entries heard while a simulator build starts', () => {
  it.each([
    ['before dawn: the new clock is hours after the page clock', Date.UTC(2026, 10, 27, 0, 29)],
    ['in the evening: the new clock is hours before it', Date.UTC(2026, 10, 27, 22, 0)],
  ])('%s; they are kept, in their order, as happening when it came up', (_case, pageTime) => {
    vi.setSystemTime(pageTime);
    startFlightRecorder('usr-clock', true);
    recordFlight(() => ({ kind: 'route', path: UNIT }));
    vi.setSystemTime(NINE);
    // Heard on the new clock, before the start-up is over.
    recordFlight(() => ({ kind: 'route', path: DEVICE }));
    vi.setSystemTime(NINE + 500);
    flightClockReplaced();
    vi.setSystemTime(NINE + 60_000);
    recordFlight(() => ({ kind: 'route', path: UNIT }));
    expect(routes()).toEqual([
      ['/', 500],
      [UNIT, 500],
      [DEVICE, 500],
      [UNIT, 60_000],
    ]);
  });

  it('without a start-up to wait for (production), entries are stamped as heard', () => {
    vi.setSystemTime(NINE);
    startFlightRecorder('usr-production');
    vi.setSystemTime(NINE + 1_000);
    recordFlight(() => ({ kind: 'route', path: UNIT }));
    expect(routes()).toEqual([
      ['/', 0],
      [UNIT, 1_000],
    ]);
  });
});
