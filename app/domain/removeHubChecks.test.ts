import { describe, expect, it } from 'vitest';
import type { Resident } from '../api/schemas';
import { checkResidentEntry, checkUnitName, type EntryCheck } from './removeHubChecks';

describe('checkUnitName', () => {
  it.each<[string, string, EntryCheck]>([
    ['', '104', 'empty'],
    ['   ', '104', 'empty'],
    ['104', '104', 'ok'],
    [' 104 ', '104', 'ok'],
    ['apt b', 'Apt B', 'ok'],
    ['APT B', 'Apt B', 'ok'],
    ['10', '104', 'wrong'],
    ['1040', '104', 'wrong'],
    ['105', '104', 'wrong'],
  ])('%j for unit %j is %s', (entry, unitName, expected) => {
    expect(checkUnitName(entry, unitName)).toBe(expected);
  });
});

describe('checkResidentEntry', () => {
  const residents: Resident[] = [
    { firstName: 'Jordan', lastName: 'Ellis', email: 'jordan.ellis@example.com' },
    { firstName: null, lastName: null, email: 'Sam.Whitaker@example.com' },
  ];
  const withoutEmail: Resident[] = [{ firstName: 'Pat', lastName: 'Lee', email: null }];

  it.each<[string, string, Resident[], EntryCheck]>([
    ['nothing typed', '', residents, 'empty'],
    ['first resident', 'jordan.ellis@example.com', residents, 'ok'],
    ['second resident, other case', 'sam.whitaker@EXAMPLE.com', residents, 'ok'],
    ['surrounding spaces', '  jordan.ellis@example.com ', residents, 'ok'],
    ['someone else', 'avery.thompson@example.com', residents, 'wrong'],
    ['part of an e-mail', 'jordan.ellis', residents, 'wrong'],
    ['vacant while residents live there', 'vacant', residents, 'wrong'],
    ['vacant unit', 'vacant', [], 'ok'],
    ['vacant unit, upper case', 'VACANT', [], 'ok'],
    ['vacant unit, other word', 'empty', [], 'wrong'],
    ['resident without an e-mail counts as vacant', 'vacant', withoutEmail, 'ok'],
    ['resident without an e-mail, blank', ' ', withoutEmail, 'empty'],
  ])('%s', (_, entry, people, expected) => {
    expect(checkResidentEntry(entry, people)).toBe(expected);
  });
});
