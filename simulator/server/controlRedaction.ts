/**
 * What the server's control API answers never carries a password or a session token (decision
 * 0276): not in a db record, a trace entry, a saved scenario or a logged URL. Fields named like a
 * secret are blanked, `token=` query parameters too, and every live password and session token is
 * blanked wherever else it appears. The in-page control API (`window.__simulator`) is unchanged:
 * its caller is the page's own tests, which already hold the page.
 */
export const REDACTED = '[redacted]';

const SECRET_KEY = /password|passwd|token|secret|authorization/i;
const SECRET_QUERY = /([?&][^=&#\s]*(?:token|password)[^=&#\s]*=)[^&#\s]*/gi;
/** Shorter values would blank ordinary words. */
const MIN_SECRET_LENGTH = 6;

function redactString(text: string, secrets: readonly string[]): string {
  let result = text.replace(SECRET_QUERY, `$1${REDACTED}`);
  for (const secret of secrets) result = result.split(secret).join(REDACTED);
  return result;
}

export function redactSecrets(value: unknown, knownSecrets: readonly string[]): unknown {
  const secrets = knownSecrets.filter((secret) => secret.length >= MIN_SECRET_LENGTH);
  const redact = (current: unknown): unknown => {
    if (typeof current === 'string') return redactString(current, secrets);
    if (Array.isArray(current)) return current.map(redact);
    if (typeof current === 'object' && current !== null) {
      return Object.fromEntries(
        Object.entries(current).map(([key, item]) => [key, SECRET_KEY.test(key) && typeof item === 'string' ? REDACTED : redact(item)]),
      );
    }
    return current;
  };
  return redact(value);
}
