import { describe, expect, it } from 'vitest';
import { mayRecord, pendingRecordFor } from './pendingWorkTicket';
import { isOpenTicket } from './workTicketStatus';

const unit = { id: 1004, unit: '104', communityId: 'c 1', communityName: 'Maple Court' };

describe('pendingRecordFor', () => {
  it('points both routes at the unit screen on the style in use', () => {
    expect(pendingRecordFor(unit, 'unit_v2')).toEqual({
      addressId: 1004,
      unit: '104',
      communityId: 'c 1',
      communityName: 'Maple Court',
      unitRoute: '/community/c%201/unit_v2/1004',
      workTicketRoute: '/community/c%201/unit_v2/1004',
    });
  });

  it('keeps the record of another unit, replaces its own', () => {
    expect(mayRecord(null, 1004)).toBe(true);
    expect(mayRecord(pendingRecordFor(unit, 'unit'), 1004)).toBe(true);
    expect(mayRecord(pendingRecordFor({ ...unit, id: 1002 }, 'unit'), 1004)).toBe(false);
  });
});

describe('isOpenTicket', () => {
  it.each([
    ['Scheduled', true],
    ['In Progress', true],
    ['Complete', false],
    [' Incomplete ', false],
    ['', false],
    [null, false],
  ])('%j: %j', (status, expected) => {
    expect(isOpenTicket(status)).toBe(expected);
  });
});
