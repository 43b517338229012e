import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '../../engine/trace';
import { errorsOf, focusOf, OFFLINE_AFTER_MS, offlineSince, recentEvents } from './traineeEvents';

const entry = (at: number, type: string, fields: Record<string, unknown>) => ({ type, at, ...fields }) as unknown as TraceEntry;
const call = (at: number, name: string, status: number, method = 'GET') => entry(at, 'call', { name, method, path: `/${name}`, query: {}, status });
const closed = (at: number) => entry(at, 'stream.closed', { connection: 'c1', serial: 'HB2-1', code: 1006, reason: '', by: 'simulator' });

describe('errorsOf', () => {
  it('counts a failed call and a dropped stream as the trainee’s when nothing of the trainer’s caused them', () => {
    expect(errorsOf([call(1, 'units.list', 500), entry(2, 'step.fired', { step: 'hub.reboot', params: {}, source: 'timeline', entry: 0 }), closed(2)])).toEqual({ trainee: 2, trainer: 0 });
  });

  it('puts an injected fault’s failed call, a console drop and the 401s after expired sessions on the trainer', () => {
    const entries = [
      entry(1, 'fault.added', { id: 'injected-1', fault: {} }),
      entry(2, 'fault.hit', { id: 'injected-1', kind: 'http' }),
      call(2, 'units.list', 503),
      closed(3),
      entry(4, 'sessions.expired', { count: 1 }),
      call(5, 'units.list', 401),
      call(6, 'auth.login', 200, 'POST'),
      call(7, 'units.list', 401),
    ];
    expect(errorsOf(entries)).toEqual({ trainee: 1, trainer: 3 });
  });

  it('a scenario fault’s hit stays the trainee’s', () => {
    expect(errorsOf([entry(1, 'fault.hit', { id: 'logout-fails', kind: 'http' }), call(1, 'auth.logout', 500, 'POST')])).toEqual({ trainee: 1, trainer: 0 });
  });
});

describe('recentEvents', () => {
  it('leaves out the routine polls and stream messages, keeping failures and what changed', () => {
    const entries = [
      call(1, 'units.list', 200),
      call(2, 'tickets.list', 200),
      entry(3, 'stream.sent', { connection: 'c1', serial: 'HB2-1', message: { heartbeat: true } }),
      call(4, 'hubs.assign', 200, 'PUT'),
      call(5, 'units.list', 500),
      closed(6),
      ...Array.from({ length: 20 }, (_, index) => call(7 + index, 'hub.status', 200)),
    ];
    expect(recentEvents(entries, 8).map((row) => row.text)).toEqual(['hubs.assign → 200', 'units.list → 500', 'HB2-1: stream closed by the simulator (1006)']);
  });
});

describe('offlineSince', () => {
  it('is null while the page reports, then the time of the last report', () => {
    expect(offlineSince(null, 50_000)).toBeNull();
    expect(offlineSince(40_000, 40_000 + OFFLINE_AFTER_MS)).toBeNull();
    expect(offlineSince(40_000, 40_001 + OFFLINE_AFTER_MS)).toBe(40_000);
  });
});

describe('focusOf', () => {
  const hubs = [
    { serial: 'HB2-1000101', addressId: 101 },
    { serial: 'HB2-1001001', addressId: 1001 },
  ];
  const sensors = [
    { uid: 'door-101', serial: 'HB2-1000101' },
    { uid: 'leak-1001', serial: 'HB2-1001001' },
  ];

  it('the hub and a sensor of the unit on screen, not the first of the lists', () => {
    expect(focusOf(('/community/cmty-1/unit/1001/devices'), hubs, sensors)).toEqual({ hub: 'HB2-1001001', sensor: 'leak-1001' });
  });

  it('nothing off a unit’s page or for a unit without a hub', () => {
    expect(focusOf(('/communities'), hubs, sensors)).toEqual({ hub: null, sensor: null });
    expect(focusOf(('/community/cmty-1/unit/7'), hubs, sensors)).toEqual({ hub: null, sensor: null });
  });
});
