// @vitest-environment node
/**
 * scenario:from-capture refuses what it cannot use with a message naming what is wrong, and writes
 * nothing (the script writes only an ok result); a capture it can use gives a file that passes
 * scenario:check, holding the capture's failures, hub messages, clock and expectations.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { scenarioFromCapture } from './fromCapture';

const scenarios = new Map(readdirSync('scenarios').filter((file) => file.endsWith('.json')).map((file) => [basename(file, '.json'), { path: join('scenarios', file), text: readFileSync(join('scenarios', file), 'utf8') }]));

const HUB = 'HB2-1001204';
const T0 = Date.parse('2026-11-23T15:00:00Z');
const entries = [
  { kind: 'route', at: T0, path: '/community/cmty-7d2f9a0e-maple-court/unit/1008' },
  { kind: 'stream', at: T0 + 500, event: 'opened', hub: HUB, url: 'wss://stream.example/hub' },
  { kind: 'action', at: T0 + 1000, action: 'Start' },
  { kind: 'call', at: T0 + 1100, call: 'hubs.inclusion', method: 'POST', path: `/hubs/${HUB}/inclusion`, status: 200, outcome: 'ok', ms: 80, request: { action: 'start' }, answer: { message: 'Inclusion started.' } },
  { kind: 'call', at: T0 + 1500, call: 'hubs.status', method: 'GET', path: `/hubs/${HUB}`, status: 200, outcome: 'ok', ms: 40, answer: { hub_serial_number: HUB, gateway_id: 'gw-1204', is_iot_hub: true } },
  { kind: 'stream', at: T0 + 2100, event: 'message', hub: HUB, url: 'wss://stream.example/hub', data: { state: 'AddNode', status: 'Started' } },
  { kind: 'stream', at: T0 + 3100, event: 'closed', hub: HUB, url: 'wss://stream.example/hub', code: 1006, reason: '' },
  { kind: 'stage', at: T0 + 3200, flow: 'pairing', stage: 'startError' },
  { kind: 'shown', at: T0 + 3300, text: 'Connection to AWS was unexpectedly closed.' },
  { kind: 'typed', at: T0 + 8000, field: 'Closing Notes', length: 12 },
  { kind: 'call', at: T0 + 9000, call: 'workTickets.submit', method: 'POST', path: '/work-tickets/1008', status: 500, outcome: 'http', ms: 90, request: { Notes__c: '[Typed: 12 characters]' }, answer: { detail: 'Salesforce did not answer for [Filtered].' } },
];
const capture = { format: 'hub-installer-flight-recording', version: 1, app: { version, build: 'production' }, startedAt: new Date(T0).toISOString(), takenAt: new Date(T0 + 10_000).toISOString(), limits: {}, entries };
const good = JSON.stringify(capture);
const compile = (text: string, name?: string) => scenarioFromCapture({ text, name, appVersion: version, scenarios });

describe('scenario:from-capture refuses a capture it cannot use', () => {
  it.each([
    ['an empty file', '', 'the file is empty'],
    ['a truncated capture', good.slice(0, good.length - 40), 'the file is cut short'],
    ['a file that is not JSON', 'hello, QA', 'not a flight recording: the file is not JSON'],
    ['JSON that is not a capture', JSON.stringify({ name: 'default', description: 'a scenario' }), '"format" is missing, expected "hub-installer-flight-recording"'],
    ['a Sentry event', JSON.stringify({ format: 'sentry-event' }), '"format" is "sentry-event"'],
    ['another format version', JSON.stringify({ ...capture, version: 2 }), 'format version 2; this compiler reads version 1'],
    ['another app version', JSON.stringify({ ...capture, app: { version: '0.0.9', build: 'production' } }), `recorded by app version 0.0.9; this is ${version}`],
    ['a capture with no entries', JSON.stringify({ ...capture, entries: [] }), 'holds no entries'],
    ['an entry of an unknown kind', JSON.stringify({ ...capture, entries: [...entries, { kind: 'dream', at: T0 + 9500 }] }), `entry ${entries.length} cannot be read: kind`],
    ['entries out of order', JSON.stringify({ ...capture, entries: [...entries, { kind: 'action', at: T0, action: 'Start' }] }), 'out of order'],
    ['a name of an existing scenario', good, 'scenarios/default.json exists already', 'default'],
    ['a name scenario:check refuses', good, 'name: use lower-case letters, digits and dashes', 'Field_Report'],
  ])('%s', (_case, text, message, name?: string) => {
    const result = compile(text, name);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain(message);
      expect(result.error).toContain('Nothing was written');
    }
  });
});

describe('scenario:from-capture compiles a capture', () => {
  const result = compile(good, 'field-report-1204');
  const scenario = result.ok ? (JSON.parse(result.text) as Record<string, unknown>) : {};

  it('writes scenarios/NAME.json, a file that passes scenario:check', () => {
    expect(result).toMatchObject({ ok: true, path: 'scenarios/field-report-1204.json' });
  });

  it('starts the clock where the capture started and replays the hub that spoke', () => {
    expect(scenario.clock).toEqual({ start: '2026-11-23T15:00:00.000Z' });
    expect(scenario.replay).toEqual({ hubs: [HUB] });
  });

  it('fails the failed call again at its occurrence, with its status and its body (redacted values made up)', () => {
    expect(scenario.faults).toEqual([{ id: 'capture-10', kind: 'http', call: 'workTickets.submit', status: 500, body: { detail: 'Salesforce did not answer for replayed-detail-1.' }, nth: 1 }]);
  });

  it('sends the hub message and the drop the same time after the last call that is not a poll', () => {
    expect(scenario.timeline).toEqual([
      { when: { call: { name: 'hubs.inclusion', nth: 1 } }, afterMs: 1000, do: { 'stream.send': { serial: HUB, message: { state: 'AddNode', status: 'Started' } } }, note: 'A hub message of the capture.' },
      { when: { call: { name: 'hubs.inclusion', nth: 1 } }, afterMs: 2000, do: { 'stream.drop': { serial: HUB } }, note: "The capture's stream closed (1006)." },
    ]);
  });

  it('expects the page, the buttons, the stages, the messages and the calls that are not polls, in order', () => {
    expect(scenario.expect).toEqual([
      { open: '/community/cmty-7d2f9a0e-maple-court/unit/1008' },
      { click: 'Start' },
      { call: 'hubs.inclusion', status: 200 },
      { stage: 'startError', flow: 'pairing' },
      { text: 'Connection to AWS was unexpectedly closed.' },
      // What was typed, as text of its length: the capture never held the text.
      { fill: 'Closing Notes', value: 'replayed tex' },
      { call: 'workTickets.submit', status: 500 },
    ]);
  });
});

describe('a hub doing during a call on its way (decision 0336)', () => {
  const start = { kind: 'call', call: 'hubs.inclusion', method: 'POST', path: `/hubs/${HUB}/inclusion`, status: 200, outcome: 'ok', ms: 60, answer: { message: 'Inclusion started.' } };
  const drop = { kind: 'stream', event: 'closed', hub: HUB, url: 'wss://stream.example/hub', code: 1006, reason: '' };
  const timelineOf = (list: object[]) => {
    const result = compile(JSON.stringify({ ...capture, entries: list }), 'in-flight');
    if (!result.ok) throw new Error(result.error);
    return (JSON.parse(result.text) as { timeline: Array<{ when?: unknown; afterMs?: number; at?: number }> }).timeline.map(({ when, afterMs, at }) => ({ when, afterMs, at }));
  };

  it.each([
    // The hub dropped the stream as it took the start: the answer was read after the drop, the same moment on a paused clock.
    ['recorded before the answer of the call it came with', [{ kind: 'action', at: T0 + 1000, action: 'Start' }, { ...drop, at: T0 + 1000 }, { ...start, at: T0 + 1000 }], { when: { call: { name: 'hubs.inclusion', nth: 1 } }, afterMs: undefined, at: undefined }],
    // A press came between: the call answered the press, sent after the drop.
    ['followed by a press, then a call', [{ ...start, at: T0 + 500 }, { ...drop, at: T0 + 1000 }, { kind: 'action', at: T0 + 1000, action: 'Try Again' }, { ...start, at: T0 + 1000 }], { when: { call: { name: 'hubs.inclusion', nth: 1 } }, afterMs: 500, at: undefined }],
    // The next call was sent after the drop (its duration does not reach back to it).
    ['followed by a call sent later', [{ kind: 'action', at: T0, action: 'Start' }, { ...drop, at: T0 + 1000 }, { ...start, at: T0 + 5000 }], { when: undefined, afterMs: undefined, at: 1000 }],
  ])('%s', (_case, list, timed) => {
    expect(timelineOf([{ kind: 'route', at: T0, path: '/community/cmty-7d2f9a0e-maple-court/unit/1008' }, ...list])).toEqual([timed]);
  });
});
