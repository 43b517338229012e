/**
 * The token check, written once: every call but sign-in goes through `authed`, which answers
 * 401 like the provider (Django REST framework's "Invalid token.") for a missing, unknown or
 * expired token.
 */
import { sessionOf } from '../access/session';
import type { AuthedContext, CallHandler } from './context';
import { json } from './respond';

const INVALID_TOKEN = { detail: 'Invalid token.' } as const;

function tokenOf(header: string | null): string | null {
  return /^Token (\S+)$/.exec(header ?? '')?.[1] ?? null;
}

export function authed(handler: (ctx: AuthedContext) => Response | Promise<Response>): CallHandler {
  return (ctx) => {
    const found = sessionOf(ctx.sim, tokenOf(ctx.request.headers.get('Authorization')));
    return found ? handler({ ...ctx, ...found }) : json(INVALID_TOKEN, 401);
  };
}
