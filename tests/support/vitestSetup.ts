import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { logContract, takeContractLog } from '../../simulator/handlers/contractLog';

// A stub ends with the test that made it. Vitest's unstubGlobals puts globals back only as the next
// test starts: in a worker's shared modules (decision 0528) that may be another file's, or none, and
// a page's performance stubbed by a file's last test left the worker without performance.now.
// Environment variables the same (decision 0531).
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

// A console.error during a unit test is a bug (React warnings, unhandled API errors): fail loudly.
afterEach(() => {
  vi.restoreAllMocks();
});
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error during a test: ${args.map(String).join(' ')}`);
};

// What the simulator answered and was sent is held to the committed contract documents (decisions 0315, 0331); the
// check loads only in a test that reached the simulator.
logContract(true);
async function checkContract() {
  const logged = await takeContractLog();
  if (logged.length === 0) return;
  const { contractDrifts } = await import('./contractCheck');
  const drifts = contractDrifts(logged);
  if (drifts.length) throw new Error(`What the simulator was sent or answered drifted from docs/contract/ (decisions 0315, 0331, 0332):\n${drifts.join('\n')}`);
}
afterEach(checkContract);
afterAll(checkContract);
