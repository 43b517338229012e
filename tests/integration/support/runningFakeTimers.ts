import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a component test that must move past the app's polls: fake timers that also run in real time
 * (so the simulator and Testing Library's waits go on as usual), installed before each test renders
 * and moved on with `vi.advanceTimersByTimeAsync` (decision 0283).
 */
export function withRunningFakeTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
