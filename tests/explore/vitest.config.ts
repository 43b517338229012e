/**
 * The explorer's own Vitest run (npm run explore): jsdom, one worker, the whole run in one test
 * with no timeout of its own, and the explorer's own tests of its page (`*.test.tsx`, run by
 * `npm run test:explore`). Kept apart from the suite's config so `vitest run` never
 * picks the explorer up and the explorer never inherits the suite's console.error trap (a page
 * error is one of its invariants, counted, not thrown).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  plugins: [react()],
  test: {
    include: ['tests/explore/exploreRun.tsx', 'tests/explore/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    pool: 'threads',
    maxWorkers: 1,
    testTimeout: 0,
    reporters: ['dot'],
  },
});
