/**
 * Removes credentials from anything about to leave the device (an error-tracking event or
 * breadcrumb, a flight recording): values under a secret-sounding key, `Token …`/`Bearer …`
 * credentials, secret query parameters and JSON fields inside strings, and any known secret
 * wherever it appears. The caller may name more fields (`fields`): the flight recording names
 * those of the API contract that carry people's data. Returns a copy; the input is not changed.
 */
export const FILTERED = '[Filtered]';

/** What happens to a named field's value: blanked, or blanked keeping its length (free text someone typed). */
export type FieldRule = 'filter' | 'length';

/** The mark a `length` field's text leaves: how long it was, nothing of what it said. */
export function typedTextMark(length: number): string {
  return `[Typed: ${length} characters]`;
}

function applyRule(rule: FieldRule, value: unknown): unknown {
  return rule === 'length' && typeof value === 'string' ? typedTextMark(value.length) : FILTERED;
}

const SECRET_KEY = /authorization|token|password|passwd|secret|cookie|api[-_]?key/i;
const SECRET_NAME = 'authorization|token|password|passwd|secret|cookie|api[-_]?key';

const stringRules: Array<[RegExp, string]> = [
  // An Authorization header value written out: `Token 9944b0…`, `Bearer eyJ0…`. A credential is
  // long and has a digit, so 'Token expired' or 'Basic information' keep their words.
  [/\b(Token|Bearer|Basic)(\s+)(?=[A-Za-z0-9._~+/=-]*\d)[A-Za-z0-9._~+/=-]{12,}/g, `$1$2${FILTERED}`],
  // A query parameter: `?token=abc`, `&password=x`.
  [new RegExp(`([?&][^=&#\\s]*(?:${SECRET_NAME})[^=&#\\s]*=)[^&#\\s]*`, 'gi'), `$1${FILTERED}`],
  // A JSON field inside a string (a logged request body): `"password":"x"`.
  [new RegExp(`("[^"]*(?:${SECRET_NAME})[^"]*"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi'), `$1"${FILTERED}"`],
];

/** Shorter known values would blank ordinary words. */
const MIN_SECRET_LENGTH = 6;

function scrubString(text: string, secrets: readonly string[]): string {
  let result = stringRules.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_LENGTH) result = result.split(secret).join(FILTERED);
  }
  return result;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export function scrubSecrets<T>(value: T, secrets: readonly string[] = [], fields: Readonly<Partial<Record<string, FieldRule>>> = {}): T {
  const seen = new WeakMap<object, unknown>();
  const scrub = (current: unknown): unknown => {
    if (typeof current === 'string') return scrubString(current, secrets);
    if (Array.isArray(current)) {
      if (seen.has(current)) return seen.get(current);
      const copy: unknown[] = [];
      seen.set(current, copy);
      current.forEach((item) => copy.push(scrub(item)));
      return copy;
    }
    if (isPlainObject(current)) {
      if (seen.has(current)) return seen.get(current);
      const copy: Record<string, unknown> = {};
      seen.set(current, copy);
      for (const [key, item] of Object.entries(current)) {
        const rule = (Object.hasOwn(fields, key) ? fields[key] : undefined) ?? (SECRET_KEY.test(key) ? 'filter' : undefined);
        copy[key] = rule && item !== undefined && item !== null ? applyRule(rule, item) : scrub(item);
      }
      return copy;
    }
    if (current instanceof Error) {
      // Console breadcrumbs keep the logged error itself; the SDK reads its message and stack later.
      const copy = new Error(scrubString(current.message, secrets));
      copy.name = current.name;
      copy.stack = current.stack === undefined ? undefined : scrubString(current.stack, secrets);
      return copy;
    }
    return current;
  };
  return scrub(value) as T;
}
