import { describe, expect, it } from 'vitest';
import { createFlightLog, type FlightEntry } from './flightLog';

const MINUTE = 60_000;

function poll(at: number, answer: string): FlightEntry {
  return { kind: 'call', at, call: 'hubs.status', method: 'GET', path: '/v4/hub/H1/status/', status: 200, outcome: 'ok', ms: 40, answer };
}

const route = (at: number, path = '/units/1'): FlightEntry => ({ kind: 'route', at, path });

describe('the flight log keeps the recent past within its bounds', () => {
  it.each([
    ['entries', { maxEntries: 3, maxBytes: 1e9, maxAgeMs: 1e9 }, [route(1), route(2), route(3), route(4)], [2, 3, 4]],
    ['bytes', { maxEntries: 100, maxBytes: 140, maxAgeMs: 1e9 }, [route(1, '/a'), route(2, '/b'), route(3, '/c')], [2, 3]],
    ['age', { maxEntries: 100, maxBytes: 1e9, maxAgeMs: 15 * MINUTE }, [route(0), route(10 * MINUTE), route(16 * MINUTE)], [10 * MINUTE, 16 * MINUTE]],
  ])('by %s, dropping the oldest', (_bound, limits, added, kept) => {
    const log = createFlightLog(limits);
    added.forEach(log.add);
    expect(log.entries(added.at(-1)?.at ?? 0).map((entry) => entry.at)).toEqual(kept);
  });

  it('forgets what grew too old while nothing was added', () => {
    const log = createFlightLog({ maxEntries: 100, maxBytes: 1e9, maxAgeMs: MINUTE });
    log.add(route(0));
    expect(log.entries(2 * MINUTE)).toEqual([]);
    expect(log.bytes()).toBe(0);
  });

  it('a repeated poll answer costs no bytes, and is written once when serialized', () => {
    const log = createFlightLog();
    const body = JSON.stringify({ status: 'online', padding: 'x'.repeat(1000) });
    log.add(poll(1, body));
    const afterOne = log.bytes();
    log.add(poll(2, `${body}`));
    log.add(poll(3, body));
    expect(log.bytes() - afterOne).toBeLessThan(2 * 200);
    const stored = log.serialize(3);
    expect(stored.filter((entry) => 'answer' in entry && entry.answer === body)).toHaveLength(1);
    expect(stored[2]).toMatchObject({ sameAnswerAs: 0 });
  });

  it('serialize and restore give back the same entries (a reload keeps the recording)', () => {
    const log = createFlightLog();
    [poll(1, '{"a":1}'), poll(2, '{"a":1}'), route(3), poll(4, '{"a":2}')].forEach(log.add);
    const copy = createFlightLog();
    copy.restore(JSON.parse(JSON.stringify(log.serialize(4))));
    expect(copy.entries(4)).toEqual(log.entries(4));
  });

  it('holds thousands of entries within the byte bound', () => {
    const log = createFlightLog({ maxEntries: 100_000, maxBytes: 512 * 1024, maxAgeMs: 1e12 });
    for (let i = 0; i < 20_000; i += 1) log.add(poll(i, `{"n":${i},"pad":"${'y'.repeat(100)}"}`));
    expect(log.bytes()).toBeLessThanOrEqual(512 * 1024);
    expect(log.entries(20_000).at(-1)?.at).toBe(19_999);
    // As the capture writes them: answers as JSON, not as escaped text.
    const asCaptured = log.serialize(20_000).map((entry) => ('answer' in entry && entry.answer ? { ...entry, answer: JSON.parse(entry.answer) as unknown } : entry));
    expect(JSON.stringify(asCaptured).length).toBeLessThanOrEqual(512 * 1024);
  });
});
