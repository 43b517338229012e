/**
 * Who is signed in. The token and user live in storage (so a reload keeps the session) and are
 * mirrored here so screens re-render when the session starts or ends.
 */
import { create } from 'zustand';
import type { LoginAnswer, User } from '../api/schemas';
import { clearStored, readStored, removeStored, writeStored } from '../lib/storage';

interface SessionState {
  token: string | null;
  user: User | null;
  start(answer: LoginAnswer): void;
  /** Sign-out: token and user go, other records (a pending work ticket) stay. */
  end(): void;
  /** A 401: everything the app stored goes. */
  expire(): void;
  /** Re-reads storage, e.g. after another tab changed it. */
  reload(): void;
}

function readSession(): Pick<SessionState, 'token' | 'user'> {
  const token = readStored('token');
  const user = readStored('user');
  if (token && user) return { token, user };
  // Half a session (or an unreadable user) is no session: drop both halves.
  removeStored('token');
  removeStored('user');
  return { token: null, user: null };
}

export const useSession = create<SessionState>((set, get) => ({
  ...readSession(),
  start(answer) {
    writeStored('token', answer.token);
    writeStored('user', answer.user);
    set({ token: answer.token, user: answer.user });
  },
  end() {
    removeStored('token');
    removeStored('user');
    set({ token: null, user: null });
  },
  expire() {
    clearStored();
    set({ token: null, user: null });
  },
  reload() {
    const next = readSession();
    const current = get();
    if (next.token !== current.token || JSON.stringify(next.user) !== JSON.stringify(current.user)) set(next);
  },
}));

export const isSignedIn = (state: Pick<SessionState, 'token' | 'user'>) => state.token !== null && state.user !== null;
