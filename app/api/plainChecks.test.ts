import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { actionAnswerCheck, errorBodyCheck, loginAnswerCheck, tokenCheck, userCheck } from './plainChecks';
import { actionAnswerSchema, errorBodySchema, loginAnswerSchema, userSchema } from './schemas';
import type { ValueCheck } from '../lib/valueCheck';

const user = { uid: 'u1', firstName: 'Ada', lastName: 'Lopez', email: 'ada@example.com' };

/** Each hand check beside the zod schema it stands for, with values either may meet. */
const pairs: Array<{ name: string; check: ValueCheck<unknown>; schema: z.ZodType; values: unknown[] }> = [
  {
    name: 'user',
    check: userCheck,
    schema: userSchema,
    values: [user, { ...user, role: 'admin' }, { ...user, uid: 7 }, { ...user, email: undefined }, { ...user, lastName: null }, null, 'u1', [], [user], undefined],
  },
  {
    name: 'login answer',
    check: loginAnswerCheck,
    schema: loginAnswerSchema,
    values: [
      { token: 't', user },
      { token: 't', user: { ...user, extra: 1 }, expires: 3 },
      { token: '', user },
      { token: 5, user },
      { token: 't' },
      { token: 't', user: { uid: 'u1' } },
      { user },
      null,
      'token',
      [],
    ],
  },
  {
    name: 'error body',
    check: errorBodyCheck,
    schema: errorBodySchema,
    values: [
      {},
      { message: 'Hub offline' },
      { message: 'm', custom: 'c', error: 'e', detail: 'd', code: 42 },
      { message: 42 },
      { detail: null },
      { message: undefined, custom: 'c' },
      null,
      'Bad Request',
      [],
      [{ message: 'm' }],
    ],
  },
  {
    name: 'action answer',
    check: actionAnswerCheck,
    schema: actionAnswerSchema,
    values: [{}, { message: 'Signed out.' }, { message: 'm', custom: 'c', extra: 3 }, { message: 42 }, { custom: null }, null, undefined, 'ok', [], [{ message: 'm' }]],
  },
  { name: 'token', check: tokenCheck, schema: z.string().min(1), values: ['tok', '', 5, null, undefined, {}, ['tok']] },
];

describe('hand checks of the sign-in path', () => {
  describe.each(pairs)('$name', ({ check, schema, values }) => {
    it.each(values.map((value) => [JSON.stringify(value) ?? 'undefined', value]))('reads %s as its zod schema does', (_label, value) => {
      const zod = schema.safeParse(value);
      const hand = check.safeParse(value);
      expect(hand.success).toBe(zod.success);
      if (hand.success && zod.success) expect(hand.data).toEqual(zod.data);
    });
  });

  it('says why a value was refused', () => {
    const result = loginAnswerCheck.safeParse({ token: '' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('expected a login answer');
  });
});
