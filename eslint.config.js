import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results*', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs'],
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
    // The app must not know the simulator: only app/main.tsx may load it, and only by dynamic import.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/main.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/simulator/**', '**/scenarios/**', 'msw', 'msw/*', 'mock-socket', '@faker-js/*', '@msw/data', '@msw/data/*'], message: 'The app must not depend on the simulator.' },
        ],
      }],
    },
  },
);
