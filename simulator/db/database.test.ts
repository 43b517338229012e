import { describe, expect, it } from 'vitest';
import { createDatabase, emptySnapshot, replaceDatabase } from './database';

const sessions = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => ({ token: `${prefix}-${index}`, userUid: 'usr-1', expiresAt: index }));

describe('replaceDatabase', () => {
  it('fills in slices with a pause between them, and swaps every collection only after the last', async () => {
    const db = createDatabase();
    await replaceDatabase(db, { ...emptySnapshot(), sessions: sessions(3, 'old') });
    const seen: number[] = [];
    const pause = async () => {
      // Mid-fill, every request still meets the old data whole.
      seen.push(db.sessions.all().length);
    };
    await replaceDatabase(db, { ...emptySnapshot(), sessions: sessions(120, 'new') }, pause);
    expect(seen).toEqual([3, 3, 3, 3, 3, 3]);
    expect(db.sessions.all().map((session) => session.token)).toEqual(sessions(120, 'new').map((session) => session.token));
  });

  it('refuses a record its schema refuses', async () => {
    const db = createDatabase();
    await expect(replaceDatabase(db, { ...emptySnapshot(), sessions: [{ token: '', userUid: 'usr-1', expiresAt: 0 }] })).rejects.toThrow();
  });
});
