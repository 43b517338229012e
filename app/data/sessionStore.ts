/**
 * Who is signed in. The token and user live in storage (so a reload keeps the session) and are
 * mirrored here so screens re-render when the session starts or ends.
 */
import { create } from 'zustand';
import { userCheck } from '../api/plainChecks';
import type { LoginAnswer, User } from '../api/schemas';
import { storedToken } from '../api/storedToken';
import { clearStored, setStoredOwner, storedKey } from '../lib/storage';

const storedUser = storedKey('user', userCheck);

interface SessionState {
  token: string | null;
  user: User | null;
  /**
   * Whose session a 401 ended in this page (null after a sign-in or a sign-out): the sign-in page
   * leads that user, and only that user, back to where it struck.
   */
  expiredUid: string | null;
  start(answer: LoginAnswer): void;
  /** Sign-out: every record of the user goes (a pending work ticket, the communities flag, drafts). */
  end(): void;
  /** A 401: every record goes except those kept for the same user's next sign-in. */
  expire(): void;
  /** Re-reads storage, e.g. after another tab changed it. */
  reload(): void;
}

function readSession(): Pick<SessionState, 'token' | 'user'> {
  const token = storedToken.read();
  const user = storedUser.read();
  if (token && user) {
    setStoredOwner(user.uid);
    return { token, user };
  }
  // Half a session (or an unreadable user) is no session: drop both halves.
  storedToken.remove();
  storedUser.remove();
  return { token: null, user: null };
}

export const useSession = create<SessionState>((set, get) => ({
  ...readSession(),
  expiredUid: null,
  start(answer) {
    setStoredOwner(answer.user.uid);
    storedToken.write(answer.token);
    storedUser.write(answer.user);
    set({ token: answer.token, user: answer.user, expiredUid: null });
  },
  end() {
    clearStored('signOut');
    set({ token: null, user: null, expiredUid: null });
  },
  expire() {
    clearStored('expired');
    // A second 401 of the same session (another call in flight) keeps the first one's user.
    set((state) => ({ token: null, user: null, expiredUid: state.user?.uid ?? state.expiredUid }));
  },
  reload() {
    const next = readSession();
    const current = get();
    if (next.token !== current.token || JSON.stringify(next.user) !== JSON.stringify(current.user)) set(next.user ? { ...next, expiredUid: null } : next);
  },
}));

export const isSignedIn = (state: Pick<SessionState, 'token' | 'user'>) => state.token !== null && state.user !== null;

/** The signed-in user's id, which every hub and device action sends ('' while signed out). */
export function useUserId(): string {
  return useSession((state) => state.user?.uid ?? '');
}
