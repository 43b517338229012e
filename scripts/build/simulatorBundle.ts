/**
 * A Vite plugin that keeps the demo build's simulator chunk small (issue 17; decision 0181)
 * without changing what the simulator does: the cookie store msw would fill is never
 * used by a token-auth API.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const COOKIE_STORE_STUB = fileURLToPath(new URL('../../simulator/start/mswCookieStore.ts', import.meta.url));

/**
 * msw keeps response cookies in a tough-cookie jar, which brings the public-suffix list (tldts,
 * about 100 KB gzip). The provider's API authenticates with a token header and the simulator sets
 * no cookie, so its cookie store is replaced by one that holds none (simulator/start/mswCookieStore.ts).
 */
export function mswWithoutCookieJar(): Plugin {
  return {
    name: 'msw-without-cookie-jar',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('/node_modules/msw/') && /\/cookieStore\.m?js$/.test(source)) return COOKIE_STORE_STUB;
      return null;
    },
  };
}
