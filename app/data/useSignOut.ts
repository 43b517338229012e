import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { paths } from '../config/paths';
import { useSession } from './sessionStore';

/**
 * Signs out at once: the logout call is sent with the current token, but the session ends
 * whether or not it succeeds (spec 01 §4), so a dead network never traps the installer.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const end = useSession((state) => state.end);
  return useCallback(() => {
    api.auth.logout().catch((error: unknown) => console.warn('Logout call failed; signed out locally', error));
    end();
    queryClient.clear();
    navigate(paths.login(), { replace: true });
  }, [end, navigate, queryClient]);
}
