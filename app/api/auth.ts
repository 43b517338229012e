import { request } from './client';
import { loginAnswerSchema } from './schemas';

/** The single installer application id (spec 01 §6). */
export const APPLICATION_ID = 'concierge';

export const authApi = {
  login: (email: string, password: string, signal?: AbortSignal) =>
    request('auth.login', { body: { email, password, applicationId: APPLICATION_ID }, schema: loginAnswerSchema, signal }),
  logout: (signal?: AbortSignal) => request('auth.logout', { body: {}, signal }),
};
