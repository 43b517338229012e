import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noFileCycle, noFolderCycle } from './eslint/cycles.js';
import { layerImports } from './eslint/layers.js';
import { testImports } from './eslint/testImports.js';

const appApart = [
  { group: ['**/simulator', '**/simulator/**', '**/scenarios', '**/scenarios/**', 'msw', 'msw/*', 'mock-socket', '@msw/data', '@msw/data/*'], message: 'The app must not depend on the simulator.' },
  { group: ['**/fixtures', '**/fixtures/**', '**/tests/**'], message: 'The app must not read seed data or tests: data it needs lives in app/.' },
];

const architecture = { rules: { layers: layerImports, 'no-file-cycle': noFileCycle, 'no-folder-cycle': noFolderCycle, 'test-imports': testImports } };

const simulatorTests = '\\.test\\.tsx?$';

const oneWayToMutate = {
  name: '@tanstack/react-query',
  importNames: ['useMutation'],
  message: 'Change server state through useSingleMutation (app/data/useSingleMutation.ts): one send per intent.',
};

const bareTimers = ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'];
const timerSeam = 'Set and clear timers through app/lib/timers.ts, the seam the simulator clock drives.';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results*', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs', 'eslint/**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The layers of docs/architecture.md: direction, features apart, no cycles of files or folders.
    files: ['app/**/*.{ts,tsx}'],
    plugins: { architecture },
    rules: {
      'architecture/layers': ['error', { root: 'app' }],
      'architecture/no-file-cycle': ['error', { root: 'app' }],
      'architecture/no-folder-cycle': ['error', { root: 'app' }],
    },
  },
  {
    // The simulator's floors of docs/simulator.md: direction, no cycles of files or of top folders,
    // type imports included (decision 0280). Its tests drive it from its entry points, so they are
    // left out of the graph.
    files: ['simulator/**/*.{ts,tsx}'],
    ignores: ['simulator/**/*.test.{ts,tsx}'],
    plugins: { architecture },
    rules: {
      'architecture/layers': ['error', { root: 'simulator', table: 'simulator' }],
      'architecture/no-file-cycle': ['error', { root: 'simulator', exclude: simulatorTests }],
      'architecture/no-folder-cycle': ['error', { root: 'simulator', folders: 'top', exclude: simulatorTests }],
    },
  },
  {
    // A query function that reads TanStack's abort signal is cancelled when its last observer
    // unmounts, and React StrictMode (npm start) unmounts once on mount: the request is sent twice
    // and a scenario fault of `times: 1` is eaten by the aborted one (decision 0055).
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'Property[key.name="queryFn"] > :function > ObjectPattern > Property[key.name="signal"]', message: 'Do not read the abort signal in a queryFn: StrictMode would send the request twice.' },
        { selector: 'Property[key.name="queryFn"] MemberExpression[property.name="signal"]', message: 'Do not read the abort signal in a queryFn: StrictMode would send the request twice.' },
      ],
    },
  },
  {
    // Every timer of the app goes through its seam (app/lib/timers.ts), which runs it on the
    // simulator's clock in simulator builds (decision 0320): a bare timer would run on real time
    // while that clock is paused. Tests are not the app's runtime, so they are left out.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/lib/timers.ts', 'app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...bareTimers.map((name) => ({ name, message: timerSeam }))],
      'no-restricted-properties': ['error', ...['window', 'globalThis', 'self'].flatMap((object) => bareTimers.map((property) => ({ object, property, message: timerSeam })))],
    },
  },
  {
    // The app must not know the simulator: only app/main.tsx may load it, and only by dynamic import.
    // Mutations have one way in (docs/architecture.md): useSingleMutation, which sends once per intent.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/main.tsx', 'app/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [oneWayToMutate], patterns: appApart }] },
  },
  {
    // A component test beside its feature renders the app against the Node simulator through the
    // test support (tests/integration/support); no app module imports a test (decision 0283).
    files: ['app/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [oneWayToMutate] }] },
  },
  {
    files: ['app/data/useSingleMutation.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: appApart }] },
  },
  {
    // The simulator stands in for the provider: from the app it may know only the wire contract, and
    // the marks by which a page tells its clock that code is on its way (decision 0521).
    files: ['simulator/**/*.{ts,tsx}'],
    ignores: ['simulator/**/*.test.{ts,tsx}', 'simulator/testing/**', 'simulator/capture/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          {
            regex: '^(\\.\\./)+app/(?!(api/calls|api/schemas(/.*)?|flags/flagNames|lib/codeLoadMarks)$)',
            message: 'The simulator may import from app/ only the wire contract: app/api/calls, app/api/schemas, the flag names and the code-load marks.',
          },
        ],
      }],
    },
  },
  {
    // A test imports product code, support folders and its own tier (eslint/testImports.js).
    files: ['tests/**/*.{ts,tsx}'],
    plugins: { architecture },
    rules: { 'architecture/test-imports': ['error', { root: 'tests' }] },
  },
  {
    // A flight recording is the app's own format: the capture compiler may also read how the app
    // names a row, to press a row recorded by its place as the replayed app names it (decision 0359).
    files: ['simulator/capture/**/*.{ts,tsx}'],
    ignores: ['simulator/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          {
            regex: '^(\\.\\./)+app/(?!(api/calls|api/schemas(/.*)?|flags/flagNames|domain/pressedRowNames)$)',
            message: 'Field captures may import from app/ only the wire contract (app/api/calls, app/api/schemas, the flag names) and how the app names a row (app/domain/pressedRowNames).',
          },
        ],
      }],
    },
  },
);
