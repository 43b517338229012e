/**
 * The answers and records the sign-in page reads, checked by hand: zod would be a quarter of its
 * first download (issue 17). Each check accepts and returns what its zod schema in ./schemas
 * does (app/api/plainChecks.test.ts holds them side by side), so the boundary stays checked.
 */
import { handCheck, isRecord } from '../lib/valueCheck';
import type { ActionAnswer, ErrorBody, LoginAnswer, User } from './schemas';

const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

function readUser(value: unknown): User | undefined {
  if (!isRecord(value)) return undefined;
  const { uid, firstName, lastName, email } = value;
  if (typeof uid !== 'string' || typeof firstName !== 'string' || typeof lastName !== 'string' || typeof email !== 'string') return undefined;
  return { uid, firstName, lastName, email };
}

function readLoginAnswer(value: unknown): LoginAnswer | undefined {
  if (!isRecord(value)) return undefined;
  const token = nonEmpty(value.token);
  const user = readUser(value.user);
  return token === undefined || user === undefined ? undefined : { token, user };
}

const ERROR_BODY_KEYS = ['message', 'custom', 'error', 'detail'] as const;

function readErrorBody(value: unknown): ErrorBody | undefined {
  if (!isRecord(value)) return undefined;
  const body: ErrorBody = {};
  for (const key of ERROR_BODY_KEYS) {
    const field = value[key];
    if (field === undefined) continue;
    if (typeof field !== 'string') return undefined;
    body[key] = field;
  }
  return body;
}

const ACTION_ANSWER_KEYS = ['message', 'custom'] as const;

/** A record whose message and custom, where present, are text; or nothing (an empty answer). */
function readActionAnswer(value: unknown): ActionAnswer | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  return ACTION_ANSWER_KEYS.every((key) => value[key] === undefined || typeof value[key] === 'string') ? { ...value } : undefined;
}

/** userSchema by hand. */
export const userCheck = handCheck(readUser, 'a user');
/** loginAnswerSchema by hand. */
export const loginAnswerCheck = handCheck(readLoginAnswer, 'a login answer');
/** actionAnswerSchema by hand (sign-out's answer). */
export const actionAnswerCheck = handCheck(readActionAnswer, 'an action answer');
/** errorBodySchema by hand. */
export const errorBodyCheck = handCheck(readErrorBody, 'an error body');
/** The stored session token: a non-empty string. */
export const tokenCheck = handCheck(nonEmpty, 'a token');
