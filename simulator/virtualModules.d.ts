/** Modules made by Vite plugins (scripts/simulator-bundle.ts). */
declare module 'virtual:faker-locale' {
  import type { LocaleDefinition } from '@faker-js/faker';

  /** en_US, en and base, cut to the definitions the bulk generator reads. */
  const locales: LocaleDefinition[];
  export default locales;
}
