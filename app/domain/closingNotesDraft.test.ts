import { describe, expect, it } from 'vitest';
import { draftAfterSubmit, draftAfterTyping, draftNotesFor, type ClosingNotesDraft } from './closingNotesDraft';

const draft104: ClosingNotesDraft = { addressId: 1004, closingNotesText: 'Lock fitted, tenant away.' };

describe('draftNotesFor: the notes of this unit only', () => {
  it.each<[string, ClosingNotesDraft | null, number, string | null]>([
    ['the same unit', draft104, 1004, 'Lock fitted, tenant away.'],
    ['another unit', draft104, 1003, null],
    ['no draft', null, 1004, null],
  ])('%s', (_case, draft, unit, expected) => {
    expect(draftNotesFor(draft, unit)).toBe(expected);
  });
});

describe('draftAfterTyping and draftAfterSubmit', () => {
  it.each<[string, () => ClosingNotesDraft | null, ClosingNotesDraft | null]>([
    ['typing keeps the text as typed', () => draftAfterTyping(1004, ' Done. '), { addressId: 1004, closingNotesText: ' Done. ' }],
    ['typing on another unit replaces the draft', () => draftAfterTyping(1005, 'New.'), { addressId: 1005, closingNotesText: 'New.' }],
    ['blank notes leave no draft', () => draftAfterTyping(1004, '  \n'), null],
    ['a submitted ticket ends its draft', () => draftAfterSubmit(draft104, 1004), null],
    ["another unit's submission keeps the draft", () => draftAfterSubmit(draft104, 1003), draft104],
    ['a submission without a draft', () => draftAfterSubmit(null, 1004), null],
  ])('%s', (_case, change, expected) => {
    expect(change()).toEqual(expected);
  });
});
