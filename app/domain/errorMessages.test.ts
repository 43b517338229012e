import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { texts } from './texts';
import {
  assignHubFailureText,
  customHubActionFailureText,
  genericFailureText,
  hubActionText,
  loadFailureText,
  removeHubFailureText,
  explainedLoadFailure,
} from './errorMessages';
import { signInFailureText } from './signInForm';

const http = (status: number, body: Record<string, string> | null = null) => new ApiError('hubs.reboot', 'http', status, body, `HTTP ${status}`);
const network = new ApiError('hubs.reboot', 'network', null, null, 'offline');
const malformed = new ApiError('hubs.reboot', 'malformed', 200, null, 'bad');

describe('error texts', () => {
  it('sign-in failures all read the same', () => {
    expect(signInFailureText()).toBe('Invalid Username or Password');
  });

  it.each([
    ['a message', http(400, { message: 'Hub is offline' }), 'Hub is offline'],
    ['no message', http(500, {}), 'Something went wrong. Please contact support.'],
    ['an unreadable answer', http(502, null), 'Something went wrong. Please contact support.'],
    ['a blank message', http(400, { message: '  ' }), 'Something went wrong. Please contact support.'],
    ['not an ApiError', new Error('boom'), 'Something went wrong. Please contact support.'],
  ])('generic failure with %s', (_label, error, expected) => {
    expect(genericFailureText(error)).toBe(expected);
  });

  it.each([
    [{ message: 'Rebooting' }, false, 'Rebooting'],
    [{ message: 'Moved', custom: 'Permissions moved to the new hub' }, true, 'Permissions moved to the new hub'],
    [{ message: 'Moved', custom: 'ignored' }, false, 'Moved'],
    [null, false, texts.errors.generic],
  ])('hub action answer %j (custom preferred: %s)', (answer, preferCustom, expected) => {
    expect(hubActionText(answer, { preferCustom })).toBe(expected);
  });

  it('removal and transfer failures prefer custom', () => {
    expect(customHubActionFailureText(http(400, { custom: 'Hub still has devices', message: 'x' }))).toBe('Hub still has devices');
    expect(customHubActionFailureText(http(400, { message: 'x' }))).toBe('x');
  });

  it.each([
    ['custom', http(400, { custom: 'Serial already assigned', message: 'm' }), 'Serial already assigned'],
    ['message', http(400, { message: 'Unknown serial' }), 'Unknown serial'],
    ['error field', http(400, { error: 'bad_serial' }), 'An error occurred (bad_serial). Please try again.'],
    ['only a status', http(500, null), 'An error occurred (500). Please try again.'],
    ['a network failure', network, 'An error occurred (network). Please try again.'],
  ])('assign hub failure with %s', (_label, error, expected) => {
    expect(assignHubFailureText(error)).toBe(expected);
  });

  it.each([
    [http(400, { custom: 'Remove devices first', message: 'm' }), 'Remove devices first'],
    [http(400, { message: 'ignored' }), 'An unknown error occurred. Please try again.'],
  ])('remove hub failure %#', (error, expected) => {
    expect(removeHubFailureText(error)).toBe(expected);
  });

  it('load failures explain transport problems before server messages', () => {
    expect(loadFailureText(network, 'fallback')).toBe(texts.errors.network);
    expect(loadFailureText(malformed, 'fallback')).toBe(texts.errors.malformed);
    expect(loadFailureText(http(503, { message: 'Maintenance' }), 'fallback')).toBe('Maintenance');
    expect(loadFailureText(http(503), 'fallback')).toBe('fallback');
  });

  it.each([
    ['a network failure', network, `${texts.finish.ticketLoadFailed} ${texts.errors.network}`],
    ['an unreadable answer', malformed, `${texts.finish.ticketLoadFailed} ${texts.errors.malformed}`],
    ['a message', http(500, { message: 'Maintenance' }), `${texts.finish.ticketLoadFailed} Maintenance`],
    ['nothing to tell', http(424, null), texts.finish.ticketLoadFailed],
  ])('an unreadable work ticket with %s', (_label, error, expected) => {
    expect(explainedLoadFailure(texts.finish.ticketLoadFailed, error)).toBe(expected);
  });
});
