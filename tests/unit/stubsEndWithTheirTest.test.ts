import { expect, it, onTestFinished, vi } from 'vitest';

// The test setup's guard (tests/support/vitestSetup.ts): what a test stubs is put back as it ends
// (its finish callbacks run after every afterEach), not when the next test starts, which in a
// worker's shared modules may be another file's.
it('puts a stubbed global back when the test that stubbed it ends', () => {
  const original = globalThis.performance;
  vi.stubGlobal('performance', { mark: () => undefined });
  expect(globalThis.performance).not.toBe(original);
  onTestFinished(() => {
    expect(globalThis.performance).toBe(original);
  });
});

it('puts a stubbed environment variable back when the test that stubbed it ends', () => {
  vi.stubEnv('STUBBED_BY_A_TEST', 'yes');
  expect(process.env.STUBBED_BY_A_TEST).toBe('yes');
  onTestFinished(() => {
    expect(process.env.STUBBED_BY_A_TEST).toBeUndefined();
  });
});
