import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import type { ErrorBody } from '../api/schemas';
import { isReportableEvent, isReportableFailure, type EventSummary } from './reportableFailures';

const http = (status: number, body: ErrorBody | null = null) => new ApiError('workTickets.submit', 'http', status, body, `HTTP ${status}`);

describe('isReportableFailure (spec 01 §8, 02 §8)', () => {
  it.each<[string, unknown, boolean]>([
    ['a 500 answer', http(500), true],
    ['a 400 answer with a message', http(400, { message: 'Notes__c is required' }), true],
    ['a 404 answer without the not-found text', http(404, { detail: 'Not found.' }), true],
    ['a network failure', new ApiError('hubs.status', 'network', null, null, 'TypeError: Failed to fetch'), true],
    ['an unreadable answer', new ApiError('devices.listByHub', 'malformed', 200, null, 'results: expected array'), true],
    ['a crash', new Error('Cannot read properties of undefined'), true],
    ['a thrown string', 'something odd', true],
    ['a 424 answer', http(424), false],
    ['a 424 answer with a message', http(424, { message: 'Failed dependency' }), false],
    ['a 401 answer (the session ended)', http(401, { detail: 'Invalid token.' }), false],
    ["a 404 'Object Not Found Matching Id' in detail", http(404, { detail: 'Object Not Found Matching Id' }), false],
    ["the not-found text in message, other case", http(400, { message: 'object not found matching id 1005' }), false],
    ["the not-found text in error", http(500, { error: 'Object Not Found Matching Id' }), false],
    ["an Error saying 'Object Not Found Matching Id'", new Error('Object Not Found Matching Id: 42'), false],
    ["a string saying it", 'Object Not Found Matching Id', false],
    ['a cancelled request (our client)', new ApiError('hubs.status', 'cancelled', null, null, 'cancelled'), false],
    ['an AbortError from the browser', new DOMException('The user aborted a request.', 'AbortError'), false],
  ])('%s: %s', (_case, error, expected) => {
    expect(isReportableFailure(error)).toBe(expected);
  });
});

describe('isReportableEvent: events the SDK builds itself', () => {
  const crash: EventSummary = { exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] } };
  it.each<[string, EventSummary, unknown, boolean]>([
    ['a crash', crash, new TypeError('x is undefined'), true],
    ['a crash whose error the SDK no longer has', crash, undefined, true],
    ['a message', { message: 'Screen crashed' }, undefined, true],
    ['an unhandled 424 rejection', { exception: { values: [{ type: 'ApiError', value: 'hubs.status: HTTP 424' }] } }, http(424), false],
    ['an unhandled cancelled request', { exception: { values: [{ type: 'ApiError', value: 'hubs.status: cancelled' }] } }, new ApiError('hubs.status', 'cancelled', null, null, 'cancelled'), false],
    ['the not-found text in the exception', { exception: { values: [{ type: 'Error', value: 'Object Not Found Matching Id' }] } }, undefined, false],
    ['the not-found text in the message', { message: 'GET failed: Object Not Found Matching Id' }, undefined, false],
    ['an AbortError the SDK serialised', { exception: { values: [{ type: 'AbortError', value: 'signal is aborted without reason' }] } }, undefined, false],
  ])('%s: %s', (_case, event, original, expected) => {
    expect(isReportableEvent(event, original)).toBe(expected);
  });
});
