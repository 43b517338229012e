import { useRef, useState } from 'react';
import { authApi } from '../api/auth';
import type { Credentials } from '../domain/signInForm';
import { useSession } from './sessionStore';

type SignInState = { status: 'idle' } | { status: 'pending'; sent: Credentials } | { status: 'failed'; sent: Credentials; error: unknown };

/**
 * Sign-in: the one server change outside TanStack Query, whose client starts with the signed-in
 * screens so the sign-in page loads without it (issue 17; decision 0056). Like
 * useSingleMutation it sends once per intent: a submit while a sign-in is on its way is dropped.
 * On success the session starts and the session guard leads on.
 */
export function useSignIn() {
  const start = useSession((state) => state.start);
  const [state, setState] = useState<SignInState>({ status: 'idle' });
  const sending = useRef(false);

  const signIn = (credentials: Credentials) => {
    if (sending.current) return;
    sending.current = true;
    setState({ status: 'pending', sent: credentials });
    authApi.login(credentials.email.trim(), credentials.password).then(
      (answer) => {
        sending.current = false;
        setState({ status: 'idle' });
        start(answer);
      },
      (error: unknown) => {
        sending.current = false;
        setState({ status: 'failed', sent: credentials, error });
      },
    );
  };

  return {
    signIn,
    isPending: state.status === 'pending',
    /** The credentials of the sign-in that failed, if the last one did. */
    refused: state.status === 'failed' ? state.sent : undefined,
  };
}
