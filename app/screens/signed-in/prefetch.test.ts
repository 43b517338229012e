import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { unitScreenAddressOf } from '../screenCodes';
import { prefetchDataOf } from './SignedInApp';

const UNIT = '/community/cmty-maple/unit/1004';

describe('a start on a unit path fetches early (issue 40)', () => {
  afterEach(() => vi.restoreAllMocks());

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
});
