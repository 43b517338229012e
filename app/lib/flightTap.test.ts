import { afterEach, describe, expect, it } from 'vitest';
import { attachFlightSink, holdFlightUntilAttached, recordFlight, type FlightEvent } from './flightTap';

let detach: (() => void) | undefined;
afterEach(() => {
  detach?.();
  detach = undefined;
});

const route = (path: string): FlightEvent => ({ kind: 'route', path });

describe('the flight tap', () => {
  it('hands a recorder what happened while it was awaited, in order, at most 100, and only once', () => {
    holdFlightUntilAttached();
    for (let index = 0; index < 120; index += 1) recordFlight(() => route(`/${index}`));
    const first: FlightEvent[] = [];
    detach = attachFlightSink({ add: (event) => first.push(event) });
    expect(first).toHaveLength(100);
    expect(first[0]).toEqual(route('/0'));
    detach();
    const second: FlightEvent[] = [];
    detach = attachFlightSink({ add: (event) => second.push(event) });
    expect(second).toEqual([]);
  });

  it('keeps nothing when no recorder is awaited', () => {
    recordFlight(() => route('/lost'));
    const seen: FlightEvent[] = [];
    detach = attachFlightSink({ add: (event) => seen.push(event) });
    expect(seen).toEqual([]);
  });
});
