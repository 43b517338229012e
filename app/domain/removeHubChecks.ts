/**
 * The checks of the support users' remove-hub wizard (spec 01 §4, §5). Each answers 'empty'
 * (nothing typed yet: no error shown), 'ok' or 'wrong'. Entries are trimmed: a stray space from
 * a phone keyboard is not a wrong unit.
 */
import type { Resident } from '../api/schemas';

export type EntryCheck = 'empty' | 'ok' | 'wrong';

/** The word accepted on page 2 when nobody lives in the unit. */
export const VACANT_ENTRY = 'vacant';

function judge(entry: string, accepted: readonly string[]): EntryCheck {
  const typed = entry.trim().toLowerCase();
  if (typed === '') return 'empty';
  return accepted.some((value) => value.trim().toLowerCase() === typed) ? 'ok' : 'wrong';
}

/** Page 1: the unit name, case-insensitively. */
export function checkUnitName(entry: string, unitName: string): EntryCheck {
  return judge(entry, [unitName]);
}

/**
 * Page 2: one resident's e-mail, case-insensitively; 'vacant' when no resident has an e-mail
 * (a resident without one could never be confirmed, so the unit counts as vacant here).
 */
export function checkResidentEntry(entry: string, residents: readonly Resident[]): EntryCheck {
  const emails = residents.map((resident) => resident.email?.trim() ?? '').filter((email) => email !== '');
  return judge(entry, emails.length > 0 ? emails : [VACANT_ENTRY]);
}
