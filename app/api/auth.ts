import { request } from './client';
import { INSTALLER_CLIENT, loginAnswerSchema } from './schemas';

export const authApi = {
  login: (email: string, password: string, signal?: AbortSignal) =>
    request('auth.login', { body: { email, password, applicationId: INSTALLER_CLIENT }, schema: loginAnswerSchema, signal }),
  logout: (signal?: AbortSignal) => request('auth.logout', { body: {}, signal }),
};
