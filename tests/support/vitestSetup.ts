import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { logContract, takeContractLog } from '../../simulator/handlers/contractLog';

// A console.error during a unit test is a bug (React warnings, unhandled API errors): fail loudly.
afterEach(() => {
  vi.restoreAllMocks();
});
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error during a test: ${args.map(String).join(' ')}`);
};

// What the simulator answered is held to the committed contract documents (decision 0315); the
// check loads only in a test that reached the simulator.
logContract(true);
async function checkContract() {
  const logged = await takeContractLog();
  if (logged.length === 0) return;
  const { contractDrifts } = await import('./contractCheck');
  const drifts = contractDrifts(logged);
  if (drifts.length) throw new Error(`The simulator drifted from docs/contract/ (decision 0315):\n${drifts.join('\n')}`);
}
afterEach(checkContract);
afterAll(checkContract);
