// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import type { Unit } from '../api/schemas';
import { createQueryClient } from './queryClient';
import { queryKeys } from './queryKeys';
import { useRouteUnit } from './useRouteUnit';

const COMMUNITY = 'cmty-maple';
const listed: Unit = {
  id: 1004,
  uid: 'unit-104',
  unit: '104',
  communityId: COMMUNITY,
  communityName: 'Maple Court',
  gatewayId: 'gw-104',
  hub_serial: 'HB2-1000104',
  permission: true,
  role: 'Installer',
  residents: [],
};

function renderRouteUnit(unitList: Unit[] | null) {
  const client = createQueryClient();
  if (unitList) client.setQueryData(queryKeys.units(COMMUNITY), { results: unitList });
  let answer: (unit: Unit) => void = () => undefined;
  vi.spyOn(api.units, 'get').mockReturnValue(new Promise((resolve) => (answer = (unit) => resolve({ results: [unit] }))));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useRouteUnit(COMMUNITY, '1004'), { wrapper });
  return { result, answer: (unit: Unit) => act(async () => answer(unit)) };
}

describe('the unit screen draws what the unit list holds at once (issue 40)', () => {
  afterEach(cleanup);

  it("shows the list's record while the unit's own answer loads, then the answer", async () => {
    const { result, answer } = renderRouteUnit([{ ...listed, id: 1003, unit: '103' }, listed]);
    expect(result.current.unit.data).toEqual(listed);
    expect(result.current.unit.isPlaceholderData).toBe(true);
    expect(result.current.leave).toBe(false);

    await answer({ ...listed, role: 'Admin' });
    await waitFor(() => expect(result.current.unit.data?.role).toBe('Admin'));
    expect(result.current.unit.isPlaceholderData).toBe(false);
  });

  it('waits for the answer when no list holds the unit (a reload)', () => {
    expect(renderRouteUnit(null).result.current.unit.data).toBeUndefined();
    cleanup();
    expect(renderRouteUnit([{ ...listed, id: 1003 }]).result.current.unit.data).toBeUndefined();
  });
});
