/**
 * How a request finds its world (decision 0297): the world's secret key, issued when the trainee
 * joins (or a test worker asks for a world), carried as the `simulator-world` cookie (the
 * classroom's browsers: same origin, so fetch and the stream's upgrade send it by themselves),
 * the `X-Simulator-World` header (tools, and test browsers talking to the server from another
 * origin) or, for the stream only, the `world` query parameter.
 */
export const WORLD_COOKIE = 'simulator-world';
export const WORLD_HEADER = 'x-simulator-world';
export const WORLD_QUERY = 'world';

/** A value that does not decode is kept as sent: no world has it as key, so the request is refused as one naming an unknown world. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function cookieValue(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decoded(value.join('='));
  }
  return null;
}

/** The world key a request carries, or null. The header wins over the cookie. */
export function worldKeyOf(headers: Headers, url?: URL): string | null {
  return headers.get(WORLD_HEADER) || url?.searchParams.get(WORLD_QUERY) || cookieValue(headers.get('cookie'), WORLD_COOKIE) || null;
}

/** The cookie that makes a browser carry its world: not readable by scripts, never sent cross-site. */
export function worldCookie(key: string): string {
  return `${WORLD_COOKIE}=${encodeURIComponent(key)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=86400`;
}
