// @vitest-environment jsdom
import { notifyManager, QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HubStatus } from '../../api/schemas';
import { deviceQueries } from '../../data/devices';
import { texts } from '../../domain/texts';
import { UnitDetail } from './UnitDetail';

vi.mock('./DevicesTab', () => ({ DevicesTab: () => <p>devices</p> }));

const unit = { id: 1004, uid: 'u-1004', unit: '1004', communityId: 'cmty-1', communityName: 'Maple Court', gatewayId: 'gw-1', hub_serial: 'HB2-1', permission: true, residents: [] };
const noop = () => undefined;

function renderDetail(client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <UnitDetail
          unit={unit}
          style="unit"
          status={{ data: undefined } as UseQueryResult<HubStatus>}
          view={{ tab: 'devices', subPage: { kind: 'detail' }, setTab: noop, open: noop, close: noop }}
          onFinish={noop}
          lockDialogs={{ onSyncDoorCodes: noop, onViewSync: noop, onCheckLockThrow: noop, syncStatuses: new Map(), onRingDoorbell: noop }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('UnitDetail', () => {
  beforeEach(() => {
    // Nothing answers: the device list comes only as the test puts it in the cache.
    vi.stubGlobal('fetch', () => new Promise<never>(noop));
    // Rendered as in the browser, not inside act(): which task renders what is the point here.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    // The query's observers hear a change at once, as the answer's own task would tell them.
    notifyManager.setScheduler((callback) => callback());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  });

  it("renders the device list's arrival in a later task than the one that brought it (issue 40, decision 0475)", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderDetail(client);
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeInTheDocument());

    client.setQueryData(deviceQueries.byHub(unit.hub_serial).queryKey, { results: [] });
    // The store's update is rendered in a microtask, still in the answer's task: the tabs wait.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    expect(await screen.findByRole('tablist', { name: texts.unitDetail.tabs })).toBeInTheDocument();
    expect(screen.getByText('devices')).toBeInTheDocument();
  });
});
