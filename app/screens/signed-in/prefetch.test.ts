import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { dropSentAhead } from '../../api/client';
import type { Unit } from '../../api/schemas';
import { sendDataAheadOf, unitScreenAddressOf } from '../screenCodes';
import { prefetchDataOf } from './SignedInApp';

const UNIT = '/community/cmty-maple/unit/1004';

describe('a start on a unit path fetches early (issue 40)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    dropSentAhead();
  });

  it.each([
    [UNIT, '1004'],
    ['/community/cmty-maple/unit_v2/1004', '1004'],
    [`${UNIT}/device/zw-12`, null],
    ['/community/cmty-maple', null],
    ['/', null],
  ])('%s is the unit screen of unit %s', (pathname, addressId) => {
    expect(unitScreenAddressOf(pathname)).toBe(addressId);
  });

  it("asks for the unit and its work ticket before the unit screen's code has run", () => {
    const unit = vi.spyOn(api.units, 'get').mockReturnValue(new Promise(() => undefined));
    const ticket = vi.spyOn(api.workTickets, 'get').mockReturnValue(new Promise(() => undefined));
    prefetchDataOf(UNIT);
    expect(unit.mock.calls.map(([addressId]) => addressId)).toEqual(['1004']);
    expect(ticket.mock.calls.map(([addressId]) => addressId)).toEqual(['1004']);
  });

  it('asks nothing on other paths', () => {
    const unit = vi.spyOn(api.units, 'get');
    prefetchDataOf('/community/cmty-maple');
    expect(unit).not.toHaveBeenCalled();
  });

  it('sends the unit and its work ticket before the signed-in code has loaded, and its queries read those answers', async () => {
    const fetched = vi.fn((_url: string) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetched);
    sendDataAheadOf(UNIT);
    await Promise.resolve();
    const urls = () => fetched.mock.calls.map(([url]) => new URL(url, 'http://app').pathname);
    expect(urls()).toEqual(['/v4/installer/address/', '/v4/installer/workticket/']);
    prefetchDataOf(UNIT);
    await Promise.resolve();
    expect(urls()).toHaveLength(2);
  });

  it.each([
    ['a hub', { gatewayId: 'gw-1', hub_serial: 'HUB-1' }, ['HUB-1']],
    ['a serial but no gateway', { gatewayId: null, hub_serial: 'HUB-1' }, []],
    ['no hub', { gatewayId: null, hub_serial: null }, []],
  ])("asks for the hub's devices and status once the unit names its hub: a unit with %s", async (_, hub, asked) => {
    vi.spyOn(api.units, 'get').mockResolvedValue({ results: [{ id: 1004, ...hub } as Unit] });
    vi.spyOn(api.workTickets, 'get').mockReturnValue(new Promise(() => undefined));
    const devices = vi.spyOn(api.devices, 'listByHub').mockReturnValue(new Promise(() => undefined));
    const status = vi.spyOn(api.hubs, 'status').mockReturnValue(new Promise(() => undefined));
    prefetchDataOf(UNIT);
    // The unit's answer and what it starts settle within a turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(devices.mock.calls.map(([serial]) => serial)).toEqual(asked);
    expect(status.mock.calls.map(([serial]) => serial)).toEqual(asked);
  });
});
