import { z } from 'zod';
import { storedKey } from '../lib/storage';

/** The session token: the client sends it with every call; the session store writes and removes it. */
export const storedToken = storedKey('token', z.string().min(1));
