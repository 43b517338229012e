import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '../engine/trace';
import { JUMPS, SPEEDS, speedLabel } from './clockChoices';
import { formatDuration, formatSimTime, formatTimeOfDay } from './simTime';
import { MESSAGE_LIMIT, prependRow, rowsOf, timelineRow } from './timelineEntry';

const AT = Date.UTC(2026, 10, 23, 14, 5, 9);

describe('timeline rows', () => {
  it.each<[string, TraceEntry, string, string]>([
    ['a call', { type: 'call', at: AT, name: 'units.list', method: 'GET', path: '/units', query: {}, status: 200 }, 'call', 'units.list → 200'],
    ['a call nothing matched', { type: 'call', at: AT, name: null, method: 'GET', path: '/nowhere', query: {}, status: 404 }, 'call', 'GET /nowhere → 404'],
    ['a network fault', { type: 'call', at: AT, name: 'units.list', method: 'GET', path: '/units', query: {}, status: 0, failure: 'hang' }, 'call', 'units.list → network hang'],
    ['a hub message', { type: 'stream.sent', at: AT, connection: 'c1', serial: 'HB2-1', message: { state: 'AddNode', status: 'Started' } }, 'hub', 'HB2-1 → app: {"state":"AddNode","status":"Started"}'],
    ['an app message', { type: 'stream.received', at: AT, connection: 'c1', serial: 'HB2-1', message: 'ping' }, 'hub', 'app → HB2-1: "ping"'],
    ['a dropped stream', { type: 'stream.closed', at: AT, connection: 'c1', serial: 'HB2-1', code: 1006, reason: '', by: 'simulator' }, 'hub', 'HB2-1: stream closed by the simulator (1006)'],
    ['a controller message nobody heard', { type: 'zwave.message', at: AT, serial: 'HB2-1', message: { state: 'AddNode' }, reached: 0 }, 'hub', 'HB2-1 → nobody listening: {"state":"AddNode"}'],
    ['a fault hit', { type: 'fault.hit', at: AT, id: 'f1', kind: 'http' }, 'fault', 'http fault hit (f1)'],
    ['a step fired', { type: 'step.fired', at: AT, step: 'hub.reboot', params: { serial: 'HB2-1' }, source: 'timeline', entry: 0 }, 'step', 'hub.reboot fired (timeline) {"serial":"HB2-1"}'],
    ['a step failed', { type: 'step.failed', at: AT, step: 'hub.reboot', error: 'unknown hub', source: 'control', entry: null }, 'step', 'hub.reboot failed (control): unknown hub'],
    ['a pause', { type: 'clock.changed', at: AT, paused: true, speed: 5 }, 'simulator', 'clock paused (speed 5×)'],
    ['a scenario start', { type: 'scenario.started', at: AT, name: 'default' }, 'simulator', 'scenario default started'],
    ['door-code sync progress', { type: 'doorCodes.progress', at: AT, deviceUid: 'dev-1004-lock', status: 'in_progress', sent_percent: 40, verified_percent: 0 }, 'hub', 'dev-1004-lock: door codes in_progress, sent 40 %, verified 0 %'],
  ])('%s', (_what, entry, kind, text) => {
    expect(timelineRow(entry, 7)).toEqual({ seq: 7, at: AT, kind, text });
  });

  it('leaves out a controller message that reached the app (its stream.sent row tells it)', () => {
    expect(timelineRow({ type: 'zwave.message', at: AT, serial: 'HB2-1', message: {}, reached: 1 })).toBeNull();
  });

  it('cuts a long message to one line', () => {
    const row = timelineRow({ type: 'stream.sent', at: AT, connection: 'c1', serial: 'S', message: 'x'.repeat(500) });
    expect(row?.text.endsWith('…')).toBe(true);
    expect(row?.text.length).toBe('S → app: '.length + MESSAGE_LIMIT);
  });

  it('puts the newest first, numbers rows upward and keeps at most the limit', () => {
    const entries: TraceEntry[] = Array.from({ length: 5 }, (_, i) => ({ type: 'scenario.started', at: AT + i, name: `s${i}` }));
    const rows = rowsOf(entries, 3);
    expect(rows.map((row) => [row.seq, row.text])).toEqual([
      [5, 'scenario s4 started'],
      [4, 'scenario s3 started'],
      [3, 'scenario s2 started'],
    ]);
    const hidden: TraceEntry = { type: 'zwave.message', at: AT, serial: 'S', message: {}, reached: 2 };
    expect(prependRow(rows, hidden, 3)).toBe(rows);
  });
});

describe('clock choices and times', () => {
  it('offers the speeds and jumps of issue 15', () => {
    expect(SPEEDS.map(speedLabel)).toEqual(['1×', '2×', '5×', '10×', '60×']);
    expect(JUMPS).toEqual([
      { ms: 30_000, label: '30 s' },
      { ms: 300_000, label: '5 min' },
    ]);
    expect(speedLabel(0.5)).toBe('0.5×');
    expect(speedLabel(1 / 3)).toBe('0.33×');
  });

  it('shows simulator time with the date, to the second', () => {
    expect(formatSimTime(AT, 'UTC')).toBe('Mon, 23 Nov 2026, 14:05:09');
    expect(formatTimeOfDay(AT, 'UTC')).toBe('14:05:09');
  });
});

describe('exercise rows and durations', () => {
  it.each([
    [{ type: 'exercise.objectiveMet', at: 0, index: 0, text: 'Unit 101 has its hub' }, 'objective met: Unit 101 has its hub'],
    [{ type: 'exercise.hintShown', at: 0, index: 1 }, 'hint 2 shown'],
    [{ type: 'exercise.finished', at: 0, met: 4, total: 4, hintsUsed: 1, tookMs: 360_000 }, 'exercise finished: 4 of 4 objectives'],
  ] as const)('%j', (entry, text) => {
    expect(timelineRow(entry as TraceEntry)?.text).toBe(text);
  });

  it.each([
    [45_000, '45 s'],
    [365_400, '6 min 5 s'],
    [3_720_000, '1 h 2 min 0 s'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
