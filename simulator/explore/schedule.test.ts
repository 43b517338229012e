import { describe, expect, it } from 'vitest';
import { syncStatuses } from '../../app/api/schemas/doorCodes';
import { faultSchema } from '../faults/schema';
import { createSeededRandom } from '../engine/seededRandom';
import { describeFault, drawFaults, type ExploreFault, type FaultMenu } from './schedule';

const LOCK = 'dev-1004-lock';
const draws = (menu: FaultMenu, seeds: number) => Array.from({ length: seeds }, (_, seed) => drawFaults(menu, createSeededRandom(seed + 1).fork('faults'))).flat();

describe("the explorer's door-code faults (issue 38)", () => {
  const menu: FaultMenu = { calls: ['doorCodes.resendPins', 'doorCodes.syncsForDevice'], doorCodeLock: LOCK };

  it('draws each of the door-code service\'s ten statuses for the lock, at a time a 300-s sync reaches, as a fault the simulator takes', () => {
    const doorCode = draws(menu, 200).filter((fault): fault is Extract<ExploreFault, { kind: 'doorCode' }> => fault.kind === 'doorCode');
    expect(new Set(doorCode.map((fault) => fault.status))).toEqual(new Set(syncStatuses));
    for (const fault of doorCode) {
      expect(fault.deviceUid).toBe(LOCK);
      expect(fault.afterMs).toBeLessThanOrEqual(280_000);
      expect(faultSchema.safeParse(fault).success).toBe(true);
    }
  });

  it('leaves a menu without a lock to the call and stream faults it drew before', () => {
    expect(draws({ calls: ['hubs.inclusion', 'devices.update'], streamSerial: 'HB2-1001204' }, 200).some((fault) => fault.kind === 'doorCode')).toBe(false);
  });

  it('names a door-code fault by its status, time and window', () => {
    expect(describeFault({ kind: 'doorCode', status: 'lock_offline', deviceUid: LOCK, afterMs: 40_000, nth: 2, times: 2 })).toBe('doorCode lock_offline +40s #2x2');
  });
});
