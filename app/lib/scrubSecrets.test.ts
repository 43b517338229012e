import { describe, expect, it } from 'vitest';
import { FILTERED, scrubSecrets } from './scrubSecrets';

const TOKEN = '9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b';

describe('scrubSecrets: values under secret-sounding keys', () => {
  it.each<[string, unknown, unknown]>([
    ['an Authorization header', { headers: { Authorization: `Token ${TOKEN}`, Accept: 'application/json' } }, { headers: { Authorization: FILTERED, Accept: 'application/json' } }],
    ['a lower-case authorization header', { authorization: 'Basic dXNlcjpwYXNz' }, { authorization: FILTERED }],
    ['a token field', { token: TOKEN, user: { uid: 'u-1', email: 'installer@demo.test' } }, { token: FILTERED, user: { uid: 'u-1', email: 'installer@demo.test' } }],
    ['a password in a body', { email: 'a@b.test', password: 'install123', applicationId: 'concierge' }, { email: 'a@b.test', password: FILTERED, applicationId: 'concierge' }],
    ['keys that contain the word', { accessToken: 'x', newPassword: 'y', client_secret: 'z', 'set-cookie': 'c', api_key: 'k' }, { accessToken: FILTERED, newPassword: FILTERED, client_secret: FILTERED, 'set-cookie': FILTERED, api_key: FILTERED }],
    ['a secret object as a whole', { token: { value: TOKEN } }, { token: FILTERED }],
    ['inside arrays', [{ password: 'p' }, 'plain'], [{ password: FILTERED }, 'plain']],
    ['an empty secret key stays empty', { token: null, password: undefined }, { token: null, password: undefined }],
    ['nothing secret', { call: 'workTickets.submit', status: 500, tags: ['a'] }, { call: 'workTickets.submit', status: 500, tags: ['a'] }],
  ])('%s', (_case, input, expected) => {
    expect(scrubSecrets(input)).toEqual(expected);
  });
});

describe('scrubSecrets: secrets inside strings', () => {
  it.each<[string, string, string]>([
    ['a Token credential', `sent Authorization: Token ${TOKEN}`, `sent Authorization: Token ${FILTERED}`],
    ['a Bearer credential', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x1', `Bearer ${FILTERED}`],
    ['a token query parameter', `https://api.test/v4/x/?token=${TOKEN}&limit=5`, `https://api.test/v4/x/?token=${FILTERED}&limit=5`],
    ['a password query parameter', '/login?email=a@b.test&password=install123', `/login?email=a@b.test&password=${FILTERED}`],
    ['a JSON password field', '{"email":"a@b.test","password":"in\\"stall123"}', `{"email":"a@b.test","password":"${FILTERED}"}`],
    ['a JSON token field', `{"token": "${TOKEN}"}`, `{"token": "${FILTERED}"}`],
    ['words that only look like a credential', 'Token expired; Basic information; Bearer of news', 'Token expired; Basic information; Bearer of news'],
    ['an ordinary URL', 'https://api.test/v4/installer/address/?communityId=12', 'https://api.test/v4/installer/address/?communityId=12'],
  ])('%s', (_case, input, expected) => {
    expect(scrubSecrets(input)).toBe(expected);
  });

  it('blanks a known secret wherever it appears', () => {
    const event = { message: `failed with ${TOKEN}`, extra: { note: `x${TOKEN}x` } };
    expect(scrubSecrets(event, [TOKEN])).toEqual({ message: `failed with ${FILTERED}`, extra: { note: `x${FILTERED}x` } });
  });

  it('ignores known secrets too short to be one', () => {
    expect(scrubSecrets('an ab test', ['ab'])).toBe('an ab test');
  });
});

describe('scrubSecrets: shapes', () => {
  it('leaves the input as it was', () => {
    const input = { request: { headers: { Authorization: `Token ${TOKEN}` } } };
    scrubSecrets(input);
    expect(input.request.headers.Authorization).toBe(`Token ${TOKEN}`);
  });

  it('survives cycles', () => {
    const input: Record<string, unknown> = { password: 'p', name: 'n' };
    input.self = input;
    const output = scrubSecrets(input);
    expect(output.password).toBe(FILTERED);
    expect(output.self).toBe(output);
  });

  it('copies a logged Error with its message scrubbed', () => {
    const error = new TypeError(`GET ?token=${TOKEN} failed`);
    const [copy] = scrubSecrets([error]);
    expect(copy).toBeInstanceOf(Error);
    expect((copy as Error).message).toBe(`GET ?token=${FILTERED} failed`);
    expect((copy as Error).name).toBe('TypeError');
    expect((copy as Error).stack).not.toContain(TOKEN);
  });

  it.each([42, true, null, undefined])('passes %s through', (value) => {
    expect(scrubSecrets(value)).toBe(value);
  });
});

describe('scrubSecrets: fields the caller names', () => {
  it('blanks a named field, or keeps only the length of typed text, wherever it is nested', () => {
    const body = { results: [{ email: 'ada@example.com', notes: 'gate code is by the mailbox', inactive: ['1'] }], constructor: 'x' };
    expect(scrubSecrets(body, [], { email: 'filter', notes: 'length', inactive: 'filter' })).toEqual({
      results: [{ email: FILTERED, notes: '[Typed: 27 characters]', inactive: FILTERED }],
      constructor: 'x',
    });
  });
});
