// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { UPDATE_POLL_MS, UPDATE_SCREEN_POLL_MS } from '../domain/hubModes';
import { useHubUpdateStatus } from './hubs';
import { createQueryClient } from './queryClient';

const answer = { result: { update_pending: false, current_commit: 'c1', service_statuses: {} } };

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** Polls of the update status while `intervalMs` holds, over `ms` of clock time. */
async function pollsOver(ms: number, intervalMs: number | false, during?: () => void) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  renderHook(() => useHubUpdateStatus('HB1', intervalMs), { wrapper });
  await act(() => vi.advanceTimersByTimeAsync(0));
  during?.();
  await act(() => vi.advanceTimersByTimeAsync(ms));
  return vi.mocked(api.hubs.updateStatus).mock.calls.length;
}

describe('update status polling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(api.hubs, 'updateStatus').mockResolvedValue(answer as Awaited<ReturnType<typeof api.hubs.updateStatus>>);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('the unit screen: on load, then every 10 s', async () => {
    expect(await pollsOver(30_000, UPDATE_POLL_MS)).toBe(4);
  });

  it('the update screen: on load, then every 5 s', async () => {
    expect(await pollsOver(30_000, UPDATE_SCREEN_POLL_MS)).toBe(7);
  });

  it('while nothing it could answer is shown: on load only', async () => {
    expect(await pollsOver(60_000, false)).toBe(1);
  });

  it('a hidden page polls nothing, and is brought up to date when shown again', async () => {
    expect(await pollsOver(60_000, UPDATE_POLL_MS, () => setVisibility('hidden'))).toBe(1);
    await act(async () => {
      setVisibility('visible');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(vi.mocked(api.hubs.updateStatus)).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(UPDATE_POLL_MS));
    expect(vi.mocked(api.hubs.updateStatus)).toHaveBeenCalledTimes(3);
  });
});
