import { storedKey } from '../lib/storage';
import { tokenCheck } from './plainChecks';

/** The session token: the client sends it with every call; the session store writes and removes it. */
export const storedToken = storedKey('token', tokenCheck);
