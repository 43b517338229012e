import { bench, describe } from 'vitest';
import { createFlightLog, flightLimits, type FlightEntry } from '../../app/data/flightLog';

/** A hub-status poll as the API answers it (about 600 characters). */
const statusAnswer = (n: number) =>
  JSON.stringify({ hub_serial: 'HB2-2000051', status: 'online', cellular_signal: -71, update_pending: false, last_seen: `2026-11-26T07:${String(n % 60).padStart(2, '0')}:00Z`, service_statuses: Array.from({ length: 8 }, (_, i) => ({ name: `svc-${i}`, status: 'running' })) });

const poll = (at: number, answer: string): FlightEntry => ({ kind: 'call', at, call: 'hubs.status', method: 'GET', path: '/v4/hub/HB2-2000051/status/', status: 200, outcome: 'ok', ms: 80, answer });

// Issue 26: recording one entry must cost the installer nothing they can feel (well under 1 ms).
describe('flight recorder: one entry', () => {
  const log = createFlightLog();
  let at = 0;
  bench('a poll whose answer changed', () => {
    at += 1;
    log.add(poll(at, statusAnswer(at)));
  });
  bench('a poll whose answer repeats (shared, no bytes)', () => {
    at += 1;
    log.add(poll(at, statusAnswer(0)));
  });
  bench('a route change', () => {
    at += 1;
    log.add({ kind: 'route', at, path: '/communities/c1/units/20062' });
  });
});

// A day of use: 8 hours of polls every 5 s plus steps; the log must stay within its bound.
describe('flight recorder: a day of use', () => {
  bench(
    '8 h of polls and steps',
    () => {
      const log = createFlightLog();
      for (let at = 0; at < 8 * 3600_000; at += 5_000) {
        log.add(poll(at, statusAnswer(at / 5_000)));
        if (at % 60_000 === 0) log.add({ kind: 'route', at, path: `/units/${at}` });
      }
      const bytes = log.bytes();
      if (bytes > flightLimits.maxBytes) throw new Error(`the log holds ${bytes} characters, over its ${flightLimits.maxBytes}`);
      console.info(`after a day: ${log.entries(8 * 3600_000).length} entries, ${Math.round(bytes / 1024)} KB held (bound ${flightLimits.maxBytes / 1024} KB)`);
    },
    { iterations: 1, time: 0 },
  );
});
