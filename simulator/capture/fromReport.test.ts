// @vitest-environment node
/**
 * Issue 35's items for scenario:from-capture: a file nested or sized far beyond anything the
 * recorder makes is refused at once with the bound it breaks; an error report as the simulator
 * server kept it gives its recording and, from its tags, the failure kinds the file `covers`; a
 * press recorded by its place (a unit row, a device row) is pressed again by the name the replayed
 * row shows, any other by its place.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { failureKindIds } from '../scenario/failureKinds';
import { CAPTURE_BOUNDS } from './captureFile';
import { scenarioFromCapture } from './fromCapture';

const scenarios = new Map(readdirSync('scenarios').filter((file) => file.endsWith('.json')).map((file) => [basename(file, '.json'), { path: join('scenarios', file), text: readFileSync(join('scenarios', file), 'utf8') }]));
const compile = (text: string, name = 'from-report') => scenarioFromCapture({ text, name, appVersion: version, scenarios });

const COMMUNITY = '/community/cmty-7d2f9a0e-maple-court';
const T0 = Date.parse('2026-11-23T15:00:00Z');
const resident = { firstName: '[Filtered]', lastName: '[Filtered]', email: '[Filtered]' };
const unit = { id: 1004, uid: 'unit-1004', unit: '104', communityName: 'Maple Court', permission: true, communityId: 'cmty-7d2f9a0e-maple-court', gatewayId: 'gw-104', hub_serial: 'HB2-1000104', residents: [resident], installerPreviewData: null };
const lights = { uid: 'dev-1004-lights', localId: '5', name: 'Kitchen Lights', model: 'ZW4008', deviceType: 'switch', gatewayId: 'gw-104', sensors: [{ sensorType: 'Switch', value: 'on', timestamp: T0 }] };
const entries = [
  { kind: 'route', at: T0, path: COMMUNITY },
  { kind: 'call', at: T0 + 100, call: 'units.list', method: 'GET', path: '/units?communityId=cmty-7d2f9a0e-maple-court', status: 200, outcome: 'ok', ms: 40, answer: { results: [unit] } },
  { kind: 'action', at: T0 + 1000, action: '', position: { role: 'button', row: 3, nth: 1 } },
  { kind: 'route', at: T0 + 1200, path: `${COMMUNITY}/unit_v2/1004` },
  { kind: 'call', at: T0 + 1300, call: 'devices.listByHub', method: 'GET', path: '/hubs/HB2-1000104/devices', status: 200, outcome: 'ok', ms: 40, answer: { results: [lights] } },
  { kind: 'action', at: T0 + 2000, action: '', position: { role: 'button', row: 1, nth: 1, in: 'Z-Wave Devices' } },
  { kind: 'route', at: T0 + 2100, path: `${COMMUNITY}/unit_v2/1004/device/dev-1004-lights` },
  // Led to no page: nothing names the row it was; the last has a role the expect grammar cannot press.
  { kind: 'action', at: T0 + 3000, action: '', position: { role: 'radio', row: 2, nth: 1, in: 'Lock Slot' } },
  { kind: 'action', at: T0 + 3500, action: '', position: { role: 'link', nth: 2, in: '[Filtered]' } },
  { kind: 'action', at: T0 + 3600, action: '', position: { role: 'switch', nth: 1 } },
  { kind: 'call', at: T0 + 9000, call: 'workTickets.submit', method: 'POST', path: '/work-tickets/1004', status: 500, outcome: 'http', ms: 90, request: {}, answer: { detail: 'No.' } },
];
const capture = { format: 'hub-installer-flight-recording', version: 1, app: { version, build: 'demo' }, startedAt: new Date(T0).toISOString(), takenAt: new Date(T0 + 10_000).toISOString(), limits: {}, entries };
const captureText = JSON.stringify(capture);

describe('a capture far beyond what the recorder makes is refused at once', () => {
  it.each([
    ['nested 200,000 deep', `{"format":"hub-installer-flight-recording","entries":${'['.repeat(200_000)}${']'.repeat(200_000)}}`, `nested more than ${CAPTURE_BOUNDS.maxDepth} levels deep`],
    ['80 MB', JSON.stringify({ ...capture, padding: 'x'.repeat(80_000_000) }), `more than the ${CAPTURE_BOUNDS.maxChars} this tool reads`],
    ['an error report carrying one nested too deep', JSON.stringify({ result: [{ type: 'event', event: {}, attachments: [{ filename: 'flight-recording.json', text: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}` }] }] }), `nested more than ${CAPTURE_BOUNDS.maxDepth} levels deep`],
  ])('%s', (_case, text, message) => {
    const result = compile(text);
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining(message) as unknown });
  });

});

describe('an error report as the simulator server kept it', () => {
  const report = (tags: unknown, type = 'event') => ({ type, eventId: 'e1', at: T0 + 9100, event: { tags, exception: { values: [{ type: 'ApiError', value: 'HTTP 500' }] } }, attachments: [{ filename: 'flight-recording.json', contentType: 'application/json', text: captureText }] });
  const coversOf = (value: unknown) => {
    const result = compile(JSON.stringify(value));
    if (!result.ok) throw new Error(result.error);
    return (JSON.parse(result.text) as { covers?: string[] }).covers;
  };

  it.each([
    ['the control call’s answer, tags as the SDK sends them', { result: [report({ failure: 'work-ticket submit', call: 'workTickets.submit', kind: 'http', status: '500' })] }, ['work-ticket-submit-fails']],
    ['one report, tags as Sentry exports them', report([['failure', 'device command'], ['kind', 'malformed']]), ['device-command-fails', 'answer-unreadable']],
    ['the newest error of a list, not the feedback after it', [report({ failure: 'leak alerts toggle' }), report({}, 'feedback')], ['alert-toggle-fails']],
    ['the update status failing on a device page', report([{ key: 'failure', value: 'hub update status' }]), ['device-side-data-fails']],
    ['a failure no kind names', report({ failure: 'crash' }), undefined],
  ])('%s', (_case, value, covers) => {
    expect(coversOf(value)).toEqual(covers);
  });

  it('names only failure kinds there are', () => {
    const named = ['work-ticket submit', 'device command', 'leak alerts toggle', 'device poll', 'device list poll', 'code syncing data', 'service configuration'].flatMap((failure) => coversOf(report({ failure, kind: 'malformed' })) ?? []);
    expect(named.filter((id) => !failureKindIds.includes(id))).toEqual([]);
  });

  it('says so when no report carries a recording', () => {
    expect(compile(JSON.stringify({ result: [{ type: 'event', event: {}, attachments: [] }] }))).toMatchObject({ ok: false, error: expect.stringContaining('the error reports hold no flight-recording.json (1 report read)') as unknown });
  });
});

describe('a press recorded by its place', () => {
  const result = compile(captureText, 'placed-presses');
  const expected = result.ok ? (JSON.parse(result.text) as { expect: Array<Record<string, unknown>> }).expect : [];

  it('is pressed again by the name the replayed row shows: the unit the page was, with its made-up resident; the device with its state', () => {
    expect(expected.filter((entry) => 'click' in entry)).toEqual([{ click: '104 S. Poe' }, { click: 'Kitchen Lights ON' }]);
  });

  it('that led to no page is pressed again by its place, as recorded (decision 0408)', () => {
    expect(expected.filter((entry) => 'press' in entry)).toEqual([{ press: { role: 'radio', row: 2, nth: 1, in: 'Lock Slot' } }, { press: { role: 'link', nth: 2 } }]);
    expect(result).toMatchObject({ ok: true, summary: { unplayedPresses: 1 } });
  });
});
