// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { storedToken } from '../api/storedToken';
import { isSignedIn, useSession } from './sessionStore';

const answer = { token: 'tok-1', user: { uid: 'u1', firstName: 'Ada', lastName: 'Lopez', email: 'ada@example.com' } };

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.getState().reload();
  });

  it('stores token and user on start', () => {
    useSession.getState().start(answer);
    expect(isSignedIn(useSession.getState())).toBe(true);
    expect(storedToken.read()).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('installer:user') ?? 'null')).toEqual(answer.user);
  });

  it('sign-out removes token and user but keeps other records', () => {
    useSession.getState().start(answer);
    localStorage.setItem('installer:other', '"kept"');
    useSession.getState().end();
    expect(isSignedIn(useSession.getState())).toBe(false);
    expect(localStorage.getItem('installer:token')).toBeNull();
    expect(localStorage.getItem('installer:other')).toBe('"kept"');
  });

  it('expiry clears everything the app stored', () => {
    useSession.getState().start(answer);
    localStorage.setItem('installer:other', '"gone"');
    useSession.getState().expire();
    expect(isSignedIn(useSession.getState())).toBe(false);
    expect(localStorage.getItem('installer:other')).toBeNull();
  });

  it('an unreadable stored user ends the session and drops the token too', () => {
    useSession.getState().start(answer);
    localStorage.setItem('installer:user', '{"uid":');
    useSession.getState().reload();
    expect(isSignedIn(useSession.getState())).toBe(false);
    expect(localStorage.getItem('installer:token')).toBeNull();
  });

  it('a token without a user is no session', () => {
    storedToken.write('lonely');
    useSession.getState().reload();
    expect(isSignedIn(useSession.getState())).toBe(false);
  });
});
