import { describe, expect, it } from 'vitest';
import type { DeviceEntry } from './deviceDetail';
import { deviceEntryDraftSchema, draftAfterEditing, draftAfterLeaving, entryFromDraft, type DeviceEntryDraft } from './deviceEntryDraft';

const saved: DeviceEntry = { name: 'Hallway', placement: 'Door' };
const draft: DeviceEntryDraft = { deviceUid: 'dev-7', name: 'Back Door', placement: 'Window' };

describe('entryFromDraft: the typed entry of this device only', () => {
  it.each<[string, DeviceEntryDraft | null, string, DeviceEntry]>([
    ['the same device', draft, 'dev-7', { name: 'Back Door', placement: 'Window' }],
    ['another device', draft, 'dev-8', saved],
    ['no draft', null, 'dev-7', saved],
  ])('%s', (_case, stored, uid, expected) => {
    expect(entryFromDraft(stored, uid, saved)).toEqual(expected);
  });
});

describe('draftAfterEditing and draftAfterLeaving', () => {
  it.each<[string, () => DeviceEntryDraft | null, DeviceEntryDraft | null]>([
    ['a typed name is kept as typed', () => draftAfterEditing('dev-7', saved, { name: ' Kitchen ', placement: 'Door' }), { deviceUid: 'dev-7', name: ' Kitchen ', placement: 'Door' }],
    ['a cleared name is kept too (the field shows it empty)', () => draftAfterEditing('dev-7', saved, { name: '', placement: 'Door' }), { deviceUid: 'dev-7', name: '', placement: 'Door' }],
    ['a new placement alone', () => draftAfterEditing('dev-7', saved, { name: 'Hallway', placement: 'Motion' }), { deviceUid: 'dev-7', name: 'Hallway', placement: 'Motion' }],
    ['back to what the device has: no draft', () => draftAfterEditing('dev-7', saved, { ...saved }), null],
    ['leaving this device ends its draft', () => draftAfterLeaving(draft, 'dev-7'), null],
    ["leaving another device keeps this one's", () => draftAfterLeaving(draft, 'dev-8'), draft],
    ['leaving without a draft', () => draftAfterLeaving(null, 'dev-7'), null],
  ])('%s', (_case, change, expected) => {
    expect(change()).toEqual(expected);
  });
});

describe('a stored draft that cannot be read is refused', () => {
  it.each<[string, unknown]>([
    ['no device', { name: 'Kitchen', placement: null }],
    ['an unknown placement', { deviceUid: 'dev-7', name: 'Kitchen', placement: 'Roof' }],
    ['a name that is not text', { deviceUid: 'dev-7', name: 7, placement: null }],
  ])('%s', (_case, value) => {
    expect(deviceEntryDraftSchema.safeParse(value).success).toBe(false);
  });
});
