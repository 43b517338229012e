import { describe, expect, it } from 'vitest';
import { pendingTicketVerdict, planOpenUnit, unitRouteStyle } from './openUnit';
import type { PendingWorkTicket } from './pendingWorkTicket';

const pending: PendingWorkTicket = {
  addressId: 1002,
  unit: '102',
  communityId: 'c1',
  communityName: 'Maple Court',
  unitRoute: '/community/c1/unit/1002',
  workTicketRoute: '/community/c1/unit/1002',
};

const unit = (over: Partial<Parameters<typeof planOpenUnit>[0]> = {}) => ({
  id: 1001,
  communityId: 'c1',
  gatewayId: null,
  permission: false,
  installerPreviewData: null,
  ...over,
});

describe('unitRouteStyle', () => {
  it.each([
    ['install', true, 'unit_v2'],
    ['install;service', true, 'unit_v2'],
    ['install', false, 'unit'],
    ['service', true, 'unit'],
    [null, true, 'unit'],
  ] as const)('work type %j, flag %j: %s', (workType, flag, expected) => {
    expect(unitRouteStyle(workType, flag)).toBe(expected);
  });
});

describe('planOpenUnit', () => {
  it.each([
    ['no hub, nothing pending', unit(), null, true, { pendingToCheck: null, permissionFor: null, route: '/community/c1/unit/1001' }],
    ['hub without permission', unit({ gatewayId: 'gw', permission: false }), null, true, { pendingToCheck: null, permissionFor: 'gw', route: '/community/c1/unit/1001' }],
    ['hub with permission', unit({ gatewayId: 'gw', permission: true }), null, true, { pendingToCheck: null, permissionFor: null, route: '/community/c1/unit/1001' }],
    ['another unit pending', unit(), pending, true, { pendingToCheck: pending, permissionFor: null, route: '/community/c1/unit/1001' }],
    ['this unit pending', unit({ id: 1002 }), pending, true, { pendingToCheck: null, permissionFor: null, route: '/community/c1/unit/1002' }],
    [
      'install work, flag on',
      unit({ installerPreviewData: { workType: 'install', devicesToBeInstalled: [] } }),
      null,
      true,
      { pendingToCheck: null, permissionFor: null, route: '/community/c1/unit_v2/1001' },
    ],
    [
      'install work, flag off',
      unit({ installerPreviewData: { workType: 'install', devicesToBeInstalled: [] } }),
      null,
      false,
      { pendingToCheck: null, permissionFor: null, route: '/community/c1/unit/1001' },
    ],
  ])('%s', (_case, target, pendingRecord, unitVersion2, expected) => {
    expect(planOpenUnit(target, { pending: pendingRecord, unitVersion2 })).toEqual(expected);
  });
});

describe('pendingTicketVerdict', () => {
  it.each([
    [{ ok: true, status: 'Complete' }, 'proceed'],
    [{ ok: true, status: 'Incomplete' }, 'proceed'],
    [{ ok: true, status: '' }, 'proceed'],
    [{ ok: true, status: null }, 'proceed'],
    [{ ok: true, status: undefined }, 'proceed'],
    [{ ok: true, status: 'In Progress' }, 'block'],
    [{ ok: true, status: 'Scheduled' }, 'block'],
    [{ ok: false, httpStatus: 404 }, 'proceed'],
    [{ ok: false, httpStatus: 500 }, 'proceed'],
    [{ ok: false, httpStatus: null }, 'proceed'],
    [{ ok: false, httpStatus: 401 }, 'stop'],
  ] as const)('%j: %s', (check, expected) => {
    expect(pendingTicketVerdict(check)).toBe(expected);
  });
});
