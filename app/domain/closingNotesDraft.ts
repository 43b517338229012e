/**
 * The Closing Notes draft (issue 8): what the installer typed in the Submit Install dialog, kept
 * through a 401 until the same installer signs in again (the storage module keeps it per user and
 * drops it at sign-out or when someone else signs in). One unit at a time: typing on another unit
 * replaces it.
 */
import { z } from 'zod';

export const closingNotesDraftSchema = z.object({ addressId: z.number().int(), closingNotesText: z.string() });
export type ClosingNotesDraft = z.infer<typeof closingNotesDraftSchema>;

/** The draft's notes when it is this unit's, else null. */
export function draftNotesFor(draft: ClosingNotesDraft | null, addressId: number): string | null {
  return draft?.addressId === addressId ? draft.closingNotesText : null;
}

/** The draft after typing `text` on this unit; blank notes leave none (null). */
export function draftAfterTyping(addressId: number, text: string): ClosingNotesDraft | null {
  return text.trim() === '' ? null : { addressId, closingNotesText: text };
}

/** The draft after this unit's ticket was submitted: gone if it was this unit's, else kept. */
export function draftAfterSubmit(draft: ClosingNotesDraft | null, addressId: number): ClosingNotesDraft | null {
  return draftNotesFor(draft, addressId) === null ? draft : null;
}
