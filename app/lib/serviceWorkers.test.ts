import { describe, expect, it, vi } from 'vitest';
import { unregisterStaleWorkers } from './serviceWorkers';

function registration(scriptURL: string | null) {
  return {
    active: scriptURL ? { scriptURL } : null,
    waiting: null,
    installing: null,
    unregister: vi.fn(async () => true),
  };
}

describe('unregisterStaleWorkers', () => {
  it('unregisters every worker by default', async () => {
    const regs = [registration('/sw.js'), registration('/mockServiceWorker.js')];
    const count = await unregisterStaleWorkers(undefined, { getRegistrations: async () => regs as never });
    expect(count).toBe(2);
    regs.forEach((reg) => expect(reg.unregister).toHaveBeenCalled());
  });

  it('keeps the workers the caller names', async () => {
    const stale = registration('https://x.test/service-worker.js');
    const simulator = registration('https://x.test/mockServiceWorker.js');
    const count = await unregisterStaleWorkers((url) => url.endsWith('/mockServiceWorker.js'), { getRegistrations: async () => [stale, simulator] as never });
    expect(count).toBe(1);
    expect(stale.unregister).toHaveBeenCalled();
    expect(simulator.unregister).not.toHaveBeenCalled();
  });

  it('does nothing without service worker support', async () => {
    expect(await unregisterStaleWorkers(undefined, undefined)).toBe(0);
  });
});
