/**
 * The device screen's draft (issue 23): the name and placement the installer typed, kept through a
 * 401 until the same installer signs in again and lands back on the device screen, as the Closing
 * Notes draft is (domain/closingNotesDraft.ts). One device at a time: editing another replaces it.
 */
import { z } from 'zod';
import type { DeviceEntry } from './deviceDetail';
import { placements } from './placements';

export const deviceEntryDraftSchema = z.object({
  deviceUid: z.string().min(1),
  name: z.string(),
  placement: z.enum(placements).nullable(),
});
export type DeviceEntryDraft = z.infer<typeof deviceEntryDraftSchema>;

/** What the screen starts with: the draft when it is this device's, else what the device has. */
export function entryFromDraft(draft: DeviceEntryDraft | null, deviceUid: string, saved: DeviceEntry): DeviceEntry {
  return draft?.deviceUid === deviceUid ? { name: draft.name, placement: draft.placement } : saved;
}

/** The draft after an edit: none (null) once the entry is back to what the device has. */
export function draftAfterEditing(deviceUid: string, saved: DeviceEntry, entry: DeviceEntry): DeviceEntryDraft | null {
  if (entry.name === saved.name && entry.placement === saved.placement) return null;
  return { deviceUid, name: entry.name, placement: entry.placement };
}

/** The draft after the screen was left with its entry saved (or nothing to save): gone if it was this device's. */
export function draftAfterLeaving(draft: DeviceEntryDraft | null, deviceUid: string): DeviceEntryDraft | null {
  return draft?.deviceUid === deviceUid ? null : draft;
}
