// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storedToken } from '../api/storedToken';
import { storedKey } from '../lib/storage';
import { isSignedIn, useSession } from './sessionStore';

const kept = storedKey('probeDraft', z.string(), { keptAfterExpiry: true });
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

  it('sign-out removes every record of the user, kept ones too', () => {
    useSession.getState().start(answer);
    localStorage.setItem('installer:pendingWorkTicket', '{}');
    kept.write('notes');
    useSession.getState().end();
    expect(isSignedIn(useSession.getState())).toBe(false);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('expiry clears everything but the records kept for the same user', () => {
    useSession.getState().start(answer);
    localStorage.setItem('installer:other', '"gone"');
    kept.write('notes');
    useSession.getState().expire();
    expect(isSignedIn(useSession.getState())).toBe(false);
    expect(localStorage.getItem('installer:other')).toBeNull();
    useSession.getState().start(answer);
    expect(kept.read()).toBe('notes');
  });

  it('signing in as someone else drops the records kept for the previous user', () => {
    useSession.getState().start(answer);
    kept.write('notes');
    useSession.getState().expire();
    useSession.getState().start({ token: 'tok-2', user: { ...answer.user, uid: 'u2' } });
    expect(kept.read()).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.includes('kept'))).toEqual([]);
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
