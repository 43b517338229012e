/** Reads a request's body or query like a server: a 400 whose message names the bad field. */
import { z } from 'zod';
import { firstProblem } from '../validation/issues';
import { problem } from './respond';

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

export const wholeNumberParam = z.string().regex(/^\d+$/, 'must be a whole number').transform(Number);
export const idParam = z.string().min(1);

function check<T>(schema: z.ZodType<T>, value: unknown): Parsed<T> {
  const parsed = schema.safeParse(value, { reportInput: true });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, response: problem(400, firstProblem(parsed.error)) };
}

export function readQuery<T>(query: URLSearchParams, schema: z.ZodType<T>): Parsed<T> {
  return check(schema, Object.fromEntries(query));
}

export async function readBody<T>(request: Request, schema: z.ZodType<T>): Promise<Parsed<T>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: problem(400, 'The request body must be JSON') };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, response: problem(400, 'The request body must be a JSON object') };
  }
  return check(schema, body);
}
