import { describe, expect, it } from 'vitest';
import { nextSkew, noteServerDate, serverSkew } from './serverTime';

const PHONE = Date.parse('2026-11-28T10:00:00.250Z');
const S = 1_000;
const DAY = 24 * 3_600 * S;

/**
 * One answer: sent at PHONE on the phone's clock, back `tripMs` later, dated by a server whose
 * clock is `truth` ahead of the phone's, at the trip's middle (or its end: a delayed answer).
 */
function sample(truth: number, tripMs: number, datedAtEnd = false) {
  const datedAt = PHONE + (datedAtEnd ? tripMs : tripMs / 2) + truth;
  return { date: new Date(datedAt).toUTCString(), sentAt: PHONE, receivedAt: PHONE + tripMs };
}

describe('the skew estimate (decision 0381)', () => {
  it.each([
    // previous estimate, the server's clock minus the phone's, round trip, dated at the end, estimate
    ['in step', 0, 0, 200, false, 'kept'],
    ['five days ahead (a phone on real time in a class)', 0, 5 * DAY, 200, false, 'moved'],
    ['five days behind', 0, -5 * DAY, 200, false, 'moved'],
    ['three minutes off', 0, 3 * 60 * S, 1_000, false, 'moved'],
    ['under the noise: Date has whole seconds', 0, 1_500, 200, false, 'kept'],
    ['under the noise, behind', 0, -1_900, 200, false, 'kept'],
    ['the same five days again: the last estimate stays, not a second of jitter', 5 * DAY, 5 * DAY + 700, 200, false, 'kept'],
    ['the phone set right since', 5 * DAY, 0, 200, false, 'in step'],
    ['a 20 s delay dated at its end: within half the trip, not skew', 0, 0, 20 * S, true, 'kept'],
    ['a minute off behind a 20 s delay', 0, 60 * S, 20 * S, true, 'moved'],
  ])('%s', (_case, previous, truth, tripMs, datedAtEnd, expected) => {
    const estimate = nextSkew(previous, sample(truth, tripMs, datedAtEnd));
    if (expected === 'kept') expect(estimate).toBe(previous);
    else if (expected === 'in step') expect(estimate).toBe(0);
    else expect(Math.abs(estimate - truth)).toBeLessThanOrEqual(S / 2 + tripMs / 2);
  });

  it.each([
    ['no Date (a server that sends none, or CORS that hides it)', null],
    ['an unreadable Date', 'yesterday'],
  ])('%s keeps the last estimate', (_case, date) => {
    expect(nextSkew(5 * DAY, { date, sentAt: PHONE, receivedAt: PHONE + 200 })).toBe(5 * DAY);
  });

  it('is kept between answers, each moving it from the last', () => {
    noteServerDate(sample(5 * DAY, 200));
    const fiveDays = serverSkew();
    expect(Math.abs(fiveDays - 5 * DAY)).toBeLessThanOrEqual(S);
    noteServerDate(sample(5 * DAY + 600, 200));
    expect(serverSkew()).toBe(fiveDays);
    noteServerDate(sample(0, 200));
    expect(serverSkew()).toBe(0);
  });
});
