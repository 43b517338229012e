import { defineConfig, loadEnv } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { appShellWorker } from './scripts/build/appShellWorker.ts';
import { contentSecurityPolicy } from './scripts/build/contentSecurityPolicy.ts';
import { demoAccountsSetting } from './scripts/build/demoAccounts.ts';
import { productionSettingsCheck, settingProblems } from './scripts/build/productionSettings.ts';
import { routePreload } from './scripts/build/routePreload.ts';
import { mswWithoutCookieJar } from './scripts/build/simulatorBundle.ts';
import { isolatedTestFiles, sharedDomTestFiles } from './scripts/testSupport/testEnvironments.ts';

const TEST_ROOTS = ['app', 'simulator', 'tests/unit', 'tests/integration', 'tests/journeys'];
const TEST_FILES = ['app/**/*.test.{ts,tsx}', 'simulator/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts', 'tests/integration/**/*.test.{ts,tsx}', 'tests/journeys/**/*.test.{ts,tsx}'];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const simulator = env.VITE_SIMULATOR === '1';
  const isolatedFiles = isolatedTestFiles(TEST_ROOTS);
  const sharedDomFiles = sharedDomTestFiles(TEST_ROOTS);
  return {
    plugins: [react(), productionSettingsCheck(env, !simulator), contentSecurityPolicy(env, !simulator), demoAccountsSetting(simulator), mswWithoutCookieJar(), routePreload(), appShellWorker(!simulator && settingProblems(env).length === 0)],
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: { sourcemap: false, chunkSizeWarningLimit: 1200 },
    test: {
      // Domain and simulator tests need no browser. A file that renders or uses browser storage
      // says so in its first line (`// @vitest-environment jsdom`), so the cost stays where it is paid.
      environment: 'node',
      setupFiles: ['tests/support/vitestSetup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // The console shows the default report; the second, silent, writes the files' times for `npm run test:timings`.
      reporters: ['default', './tests/support/timingsReporter.ts'],
      pool: 'threads',
      maxWorkers: 2,
      // Test files share each worker's modules: importing them anew for every file cost five times
      // the CPU of the Node files' tests, and more than twice that of the jsdom files', which also
      // share the worker's page, put back before each file. Those that mock a module keep fresh
      // modules per file (decisions 0326, 0458, 0528).
      projects: [
        { extends: true, test: { name: 'node', include: TEST_FILES, exclude: [...configDefaults.exclude, ...isolatedFiles, ...sharedDomFiles], isolate: false } },
        { extends: true, test: { name: 'dom', include: sharedDomFiles, isolate: false, setupFiles: ['tests/support/sharedPageSetup.ts'], benchmark: { include: [] } } },
        // Benchmarks run once, in the node project (tests/bench).
        { extends: true, test: { name: 'isolated', include: isolatedFiles, benchmark: { include: [] } } },
      ],
    },
  };
});
