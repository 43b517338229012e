import { describe, expect, it } from 'vitest';
import { mayRecord, pendingRecordFor, pendingUnitRoute } from './pendingWorkTicket';
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

describe('pendingUnitRoute', () => {
  const record = { addressId: 1004, communityId: 'c 1' };
  it.each([
    ['the unit route', '/community/c%201/unit/1004', '/community/c%201/unit/1004'],
    ['the unit_v2 route', '/community/c%201/unit_v2/1004', '/community/c%201/unit_v2/1004'],
    ['another origin', 'https://evil.example/community/c%201/unit/1004', '/community/c%201/unit/1004'],
    ['a protocol-relative address', '//evil.example/unit/1004', '/community/c%201/unit/1004'],
    ['a script address', 'javascript:alert(1)', '/community/c%201/unit/1004'],
    ['a path of no screen', '/not/a/route', '/community/c%201/unit/1004'],
    ["another unit's route", '/community/c%201/unit/1002', '/community/c%201/unit/1004'],
  ])('%s leads to %s', (_label, unitRoute, expected) => {
    expect(pendingUnitRoute({ ...record, unitRoute })).toBe(expected);
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
