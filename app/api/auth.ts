import { request } from './client';
import { actionAnswerCheck, loginAnswerCheck } from './plainChecks';
import { INSTALLER_CLIENT } from './schemas/installerClient';

export const authApi = {
  login: (email: string, password: string, signal?: AbortSignal) =>
    request('auth.login', { body: { email, password, applicationId: INSTALLER_CLIENT }, schema: loginAnswerCheck, signal }),
  logout: (signal?: AbortSignal) => request('auth.logout', { body: {}, schema: actionAnswerCheck, signal }),
};
