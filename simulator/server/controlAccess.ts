/**
 * Who may drive the simulator server's control API (decision 0275): a caller that shows the
 * control token (`Authorization: Bearer …`), sends `application/json`, and comes either from an
 * allowed browser origin or from no browser at all (curl, Playwright's request context: no Origin).
 * A web page a trainer has open elsewhere can neither read nor change the simulator: its requests
 * carry a foreign Origin, and a `text/plain` form post is refused before it runs.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/** The environment variable a trainer (or a test config) sets the token with. */
export const CONTROL_TOKEN_ENV = 'SIMULATOR_CONTROL_TOKEN';

/** A token shorter than this is guessable; the server refuses to start with one. */
export const MIN_CONTROL_TOKEN_LENGTH = 16;

export function randomControlToken(): string {
  return randomBytes(24).toString('base64url');
}

export function controlTokenProblem(token: string): string | null {
  return token.length >= MIN_CONTROL_TOKEN_LENGTH ? null : `The control token must be at least ${MIN_CONTROL_TOKEN_LENGTH} characters long`;
}

/** 127.0.0.0/8, ::1 and localhost: addresses no other machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || /^::ffff:127\./i.test(bare);
  return false;
}

/** Why the server must not listen on `host`, or null: beyond loopback only with a token the trainer chose. */
export function hostProblem(host: string, explicitToken: boolean): string | null {
  if (isLoopbackHost(host) || explicitToken) return null;
  return `--host ${host} lets other machines reach the control API: set a control token first (--control-token or ${CONTROL_TOKEN_ENV})`;
}

export interface Refusal {
  status: 401 | 403 | 415;
  error: string;
  headers?: Record<string, string>;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why a control request is refused, or null. Checked before its body is read. */
export function controlRefusal(headers: Headers, token: string, allowedOrigins: readonly string[]): Refusal | null {
  const origin = headers.get('origin');
  if (origin !== null && !allowedOrigins.includes(origin)) return { status: 403, error: `Origin ${origin} may not use the control API` };
  const given = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
  if (!given || !sameToken(given, token)) {
    return { status: 401, error: 'The control API needs the control token: Authorization: Bearer <token>', headers: { 'WWW-Authenticate': 'Bearer realm="simulator control"' } };
  }
  const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return { status: 415, error: 'The control API accepts only Content-Type: application/json' };
  return null;
}
