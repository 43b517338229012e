/**
 * What reads an untrusted value (an API answer, a stored record): a zod schema fits it, and so
 * does a hand-written check (`handCheck`) where zod would cost the first download too much: the
 * modules the sign-in page loads (issue 17; decision 0056).
 */
export interface ValueCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** A check from a function that returns the value it accepts (as zod would give it), or undefined. */
export function handCheck<T>(read: (value: unknown) => T | undefined, expected: string): ValueCheck<T> {
  return {
    safeParse(value) {
      const data = read(value);
      return data === undefined ? { success: false, error: { issues: [{ path: [], message: `expected ${expected}` }] } } : { success: true, data };
    },
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
