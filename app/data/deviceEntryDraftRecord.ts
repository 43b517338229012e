/**
 * The device screen's draft (app/domain/deviceEntryDraft.ts) in storage, kept after a 401 for the
 * same user (`keptAfterExpiry`), as the Closing Notes draft is: written as the installer edits,
 * read when the screen starts, removed once the screen is left with its entry saved.
 */
import type { DeviceEntry } from '../domain/deviceDetail';
import { deviceEntryDraftSchema, draftAfterEditing, draftAfterLeaving, entryFromDraft, type DeviceEntryDraft } from '../domain/deviceEntryDraft';
import { storedKey } from '../lib/storage';

const stored = storedKey('deviceEntryDraft', deviceEntryDraftSchema, { keptAfterExpiry: true });

function store(draft: DeviceEntryDraft | null): void {
  if (draft) stored.write(draft);
  else stored.remove();
}

export function readDeviceEntry(deviceUid: string, saved: DeviceEntry): DeviceEntry {
  return entryFromDraft(stored.read(), deviceUid, saved);
}

export function saveDeviceEntryDraft(deviceUid: string, saved: DeviceEntry, entry: DeviceEntry): void {
  store(draftAfterEditing(deviceUid, saved, entry));
}

export function clearDeviceEntryDraft(deviceUid: string): void {
  store(draftAfterLeaving(stored.read(), deviceUid));
}
