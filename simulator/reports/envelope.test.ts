import { describe, expect, it } from 'vitest';
import { EnvelopeError, parseEnvelope, type Envelope } from './envelope';

const EVENT_ID = '9ec79c33ec9942ab8353589fcb2e04dc';
const header = JSON.stringify({ event_id: EVENT_ID, sent_at: '2026-11-23T10:00:00.000Z', dsn: 'https://key@sentry.test/1' });
const event = { event_id: EVENT_ID, level: 'error', exception: { values: [{ type: 'ApiError', value: 'workTickets.submit: HTTP 500' }] } };
const lines = (...parts: string[]) => parts.join('\n');

describe('parseEnvelope: what the SDK sends', () => {
  it.each<[string, string | Uint8Array, Envelope]>([
    [
      'one event, payload to the end of its line',
      lines(header, '{"type":"event"}', JSON.stringify(event)),
      { header: JSON.parse(header), items: [{ header: { type: 'event' }, payload: event }] },
    ],
    [
      'a trailing newline',
      lines(header, '{"type":"event"}', JSON.stringify(event), ''),
      { header: JSON.parse(header), items: [{ header: { type: 'event' }, payload: event }] },
    ],
    [
      'a sized payload, with and without its newline',
      lines(header, '{"type":"session","length":11}', '{"sid":"1"}', '{"type":"client_report","length":2}') + '\n{}',
      { header: JSON.parse(header), items: [{ header: { type: 'session', length: 11 }, payload: { sid: '1' } }, { header: { type: 'client_report', length: 2 }, payload: {} }] },
    ],
    [
      'a sized attachment holding newlines, kept as text',
      lines(header, '{"type":"attachment","length":6,"filename":"a.txt"}', 'a\nb\nc\n', '{"type":"event"}', '{}'),
      { header: JSON.parse(header), items: [{ header: { type: 'attachment', length: 6, filename: 'a.txt' }, payload: 'a\nb\nc\n' }, { header: { type: 'event' }, payload: {} }] },
    ],
    [
      'a length counted in bytes, not characters',
      new TextEncoder().encode(lines(header, '{"type":"feedback","length":14}', '{"m":"Küche"}')),
      { header: JSON.parse(header), items: [{ header: { type: 'feedback', length: 14 }, payload: { m: 'Küche' } }] },
    ],
    ['a header alone', header, { header: JSON.parse(header), items: [] }],
  ])('%s', (_case, body, expected) => {
    expect(parseEnvelope(body)).toEqual(expected);
  });
});

describe('parseEnvelope: refuses what is not an envelope, saying where', () => {
  it.each<[string, string, RegExp]>([
    ['an empty body', '', /empty/],
    ['a header that is not JSON', 'hello', /the envelope header is not JSON/],
    ['an item header without a type', lines(header, '{"length":2}', '{}'), /the header of item 1: type/],
    ['an item longer than the body', lines(header, '{"type":"event","length":99}', '{}'), /99 bytes long but only 2 are left/],
    ['an event that is not JSON', lines(header, '{"type":"event"}', '{oops'), /the event payload of item 1 is not JSON/],
  ])('%s', (_case, body, message) => {
    expect(() => parseEnvelope(body)).toThrow(EnvelopeError);
    expect(() => parseEnvelope(body)).toThrow(message);
  });
});
