import { describe, expect, it } from 'vitest';
import type { Resident } from '../api/schemas';
import { formatScheduledDate, hasHubWithoutSerial, residentsLabel, showsPte, statusLabel, workTypeLabel } from './unitRow';

const jane: Resident = { firstName: 'jane', lastName: 'Smith', email: 'jane@example.com' };
const emailOnly: Resident = { firstName: null, lastName: null, email: 'k@example.com' };
const lastOnly: Resident = { firstName: '', lastName: 'Ortega', email: null };
const nothing: Resident = { firstName: 'Ann', lastName: ' ', email: '' };

describe('residentsLabel', () => {
  it.each([
    ['one resident', [jane], null, 'J. Smith'],
    ['several residents', [jane, emailOnly], 'gw', 'J. Smith, k@example.com'],
    ['no first name', [lastOnly], null, 'Ortega'],
    ['e-mail only', [emailOnly], null, 'k@example.com'],
    ['hub, nobody lives there', [], 'gw', 'Vacant'],
    ['hub, only unreadable residents', [nothing], 'gw', 'Vacant'],
    ['no hub, nobody', [], null, null],
    ['no hub, unreadable resident', [nothing], undefined, null],
  ])('%s', (_case, residents, gatewayId, expected) => {
    expect(residentsLabel({ residents, gatewayId })).toBe(expected);
  });
});

describe('hasHubWithoutSerial', () => {
  it.each([
    ['gw', null, true],
    ['gw', '', true],
    ['gw', '  ', true],
    ['gw', 'HB2-1', false],
    [null, null, false],
    [undefined, 'HB2-1', false],
  ])('gateway %j, serial %j', (gatewayId, hub_serial, expected) => {
    expect(hasHubWithoutSerial({ gatewayId, hub_serial })).toBe(expected);
  });
});

describe('statusLabel', () => {
  it.each([
    ['Complete', 'Complete'],
    ['Incomplete', 'Incomplete'],
    ['Scheduled', 'Incomplete'],
    ['In Progress', 'Incomplete'],
    [null, 'Incomplete'],
  ])('%j reads %s', (workTicketStatus, expected) => {
    expect(statusLabel({ workTicketStatus })).toBe(expected);
  });
});

describe('showsPte and workTypeLabel', () => {
  it.each([
    ['service', true, 'service'],
    ['install;service', true, 'install, service'],
    ['Service', true, 'service'],
    ['install', false, 'install'],
    [null, false, ''],
    ['', false, ''],
  ])('%j', (workType, pte, label) => {
    expect(showsPte(workType)).toBe(pte);
    expect(workTypeLabel(workType)).toBe(label);
  });
});

describe('formatScheduledDate', () => {
  it.each([
    ['2026-11-23', 'Mon, Nov 23, 2026'],
    ['2026-01-01T10:00:00Z', 'Thu, Jan 1, 2026'],
    ['next week', 'next week'],
    ['2026-13-45', '2026-13-45'],
  ])('%s', (date, expected) => {
    expect(formatScheduledDate(date)).toBe(expected);
  });
});
