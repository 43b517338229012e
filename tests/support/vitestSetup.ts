import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';

// A console.error during a unit test is a bug (React warnings, unhandled API errors): fail loudly.
afterEach(() => {
  vi.restoreAllMocks();
});
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error during a test: ${args.map(String).join(' ')}`);
};
