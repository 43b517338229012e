/**
 * Vite plugins that keep the demo build's simulator chunk small (issue 17; docs/decisions.md,
 * "Simulator"). Neither changes what the simulator does: the faker subset holds every definition
 * the bulk generator reads (a missing one throws, so the seed tests would fail), and the cookie
 * store msw would fill is never used by a token-auth API.
 */
import { fileURLToPath } from 'node:url';
import { base, en, en_US, type LocaleDefinition } from '@faker-js/faker';
import type { Plugin } from 'vite';

const FAKER_LOCALE = 'virtual:faker-locale';

/** The faker modules simulator/seed/bulk calls that read locale data, and for location the entries they read. */
const CATEGORIES = ['person', 'phone_number', 'internet', 'location'] as const;
const LOCATION_ENTRIES = /^(street|building_number|secondary_address)/;

function subset(locale: LocaleDefinition): LocaleDefinition {
  return Object.fromEntries(
    CATEGORIES.flatMap((category) => {
      const entries = locale[category];
      if (!entries) return [];
      return [[category, category === 'location' ? Object.fromEntries(Object.entries(entries).filter(([key]) => LOCATION_ENTRIES.test(key))) : entries]];
    }),
  );
}

/**
 * `virtual:faker-locale`: en_US, en and base (faker's own fallback chain for en_US) cut to what
 * the generator reads, about 35 KB gzip instead of the whole locale's 135.
 */
export function fakerLocaleSubset(): Plugin {
  return {
    name: 'faker-locale-subset',
    resolveId: (source) => (source === FAKER_LOCALE ? `\0${FAKER_LOCALE}` : null),
    load: (id) => (id === `\0${FAKER_LOCALE}` ? `export default ${JSON.stringify([en_US, en, base].map(subset))};` : null),
  };
}

const COOKIE_STORE_STUB = fileURLToPath(new URL('../simulator/start/mswCookieStore.ts', import.meta.url));

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
