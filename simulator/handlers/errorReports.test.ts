import { addItemToEnvelope, createAttachmentEnvelopeItem, createEnvelope, serializeEnvelope, type EventEnvelope } from '@sentry/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { smallScenario } from '../testing/scenarios';
import { envelopeUrl, parseDsn } from './errorReports';

const DSN = 'https://public-key@sentry.simulator.invalid/1';
const ENDPOINT = 'https://sentry.simulator.invalid/api/1/envelope/';
const EVENT_ID = '9ec79c33ec9942ab8353589fcb2e04dc';

const envelope = (...items: Array<[string, object]>) =>
  [JSON.stringify({ event_id: EVENT_ID, sent_at: '2026-11-21T09:00:00.000Z' }), ...items.flatMap(([type, payload]) => [JSON.stringify({ type }), JSON.stringify(payload)])].join('\n');

const post = (body: string, key: string | null = 'public-key', headers: Record<string, string> = {}) =>
  fetch(`${ENDPOINT}?sentry_version=7${key ? `&sentry_key=${key}` : ''}&sentry_client=sentry.javascript.react%2F11.12.0`, { method: 'POST', body, headers });

describe('parseDsn', () => {
  it.each([
    [DSN, { base: 'https://sentry.simulator.invalid', projectId: '1', publicKey: 'public-key' }, ENDPOINT],
    ['https://k@errors.example.com/prefix/path/42', { base: 'https://errors.example.com/prefix/path', projectId: '42', publicKey: 'k' }, 'https://errors.example.com/prefix/path/api/42/envelope/'],
    ['http://k@localhost:9000/3', { base: 'http://localhost:9000', projectId: '3', publicKey: 'k' }, 'http://localhost:9000/api/3/envelope/'],
  ])('%s', (text, dsn, url) => {
    expect(parseDsn(text)).toEqual(dsn);
    expect(envelopeUrl(parseDsn(text))).toBe(url);
  });

  it.each([['not a url'], ['https://sentry.test/1'], ['https://key@sentry.test/']])('refuses %s', (text) => {
    expect(() => parseDsn(text)).toThrow(/DSN/);
  });
});

describe('the envelope endpoint', () => {
  let sim: NodeSimulator;
  beforeEach(async () => {
    sim = await startNodeSimulator({ scenario: smallScenario, dsn: DSN });
  });
  afterEach(() => sim.close());

  it('stores error events and feedback, not sessions, and answers the event id', async () => {
    const response = await post(envelope(['event', { event_id: EVENT_ID, level: 'error' }], ['session', { sid: 's' }], ['feedback', { event_id: 'f1', contexts: {} }]));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: EVENT_ID });
    const reports = sim.control.reports();
    expect(reports.map(({ at: _at, ...report }) => report)).toEqual([
      { type: 'event', eventId: EVENT_ID, event: { event_id: EVENT_ID, level: 'error' }, attachments: [] },
      { type: 'feedback', eventId: 'f1', event: { event_id: 'f1', contexts: {} }, attachments: [] },
    ]);
    const { startedAt } = sim.control.scenario();
    reports.forEach((report) => expect(report.at).toBeGreaterThanOrEqual(startedAt));
    reports.forEach((report) => expect(report.at).toBeLessThanOrEqual(sim.control.clock.now()));
  });

  it("keeps an envelope's attachments with its report, as the SDK serializes them (the flight recording)", async () => {
    const recording = JSON.stringify({ format: 'hub-installer-flight-recording', entries: [{ kind: 'route', path: '/unités' }] });
    let sdkEnvelope = createEnvelope<EventEnvelope>({ event_id: EVENT_ID, sent_at: '2026-11-21T09:00:00.000Z' }, [[{ type: 'event' }, { event_id: EVENT_ID }]]);
    sdkEnvelope = addItemToEnvelope(sdkEnvelope, createAttachmentEnvelopeItem({ filename: 'flight-recording.json', data: recording, contentType: 'application/json' }));
    const body = serializeEnvelope(sdkEnvelope);
    const response = await post(typeof body === 'string' ? body : new TextDecoder().decode(body));
    expect(response.status).toBe(200);
    expect(sim.control.reports()[0]?.attachments).toEqual([{ filename: 'flight-recording.json', contentType: 'application/json', text: recording }]);
  });

  it('refuses an attachment without a file name, as Sentry does', async () => {
    const response = await post(`${envelope(['event', { event_id: EVENT_ID }])}\n{"type":"attachment","length":2}\n{}\n`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toBe('an attachment needs a filename');
    expect(sim.control.reports()).toEqual([]);
  });

  it('takes the key from the X-Sentry-Auth header too', async () => {
    const response = await post(envelope(['event', { event_id: EVENT_ID }]), null, { 'X-Sentry-Auth': 'Sentry sentry_version=7, sentry_key=public-key' });
    expect(response.status).toBe(200);
    expect(sim.control.reports()).toHaveLength(1);
  });

  it.each<[string, () => Promise<Response>, number, RegExp]>([
    ['no key', () => post(envelope(['event', {}]), null), 401, /public key/],
    ['another project key', () => post(envelope(['event', {}]), 'other-key'), 401, /public key/],
    ['a body that is not an envelope', () => post('hello'), 400, /invalid envelope: the envelope header is not JSON/],
  ])('refuses %s and stores nothing', async (_case, send, status, detail) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(((await response.json()) as { detail: string }).detail).toMatch(detail);
    expect(sim.control.reports()).toEqual([]);
  });

  it('forgets the reports when a scenario starts, or on clearReports', async () => {
    await post(envelope(['event', { event_id: EVENT_ID }]));
    sim.control.clearReports();
    expect(sim.control.reports()).toEqual([]);
    await post(envelope(['event', { event_id: EVENT_ID }]));
    await sim.control.startScenario(smallScenario);
    expect(sim.control.reports()).toEqual([]);
  });
});
