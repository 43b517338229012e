/**
 * The Closing Notes draft (app/domain/closingNotesDraft.ts) in storage, kept after a 401 for the
 * same user (`keptAfterExpiry`): written as the installer types, read when the Submit Install form
 * starts, removed once that unit's ticket is submitted.
 */
import { closingNotesDraftSchema, draftAfterSubmit, draftAfterTyping, draftNotesFor, type ClosingNotesDraft } from '../domain/closingNotesDraft';
import { storedKey } from '../lib/storage';

const stored = storedKey('closingNotesDraft', closingNotesDraftSchema, { keptAfterExpiry: true });

function store(draft: ClosingNotesDraft | null): void {
  if (draft) stored.write(draft);
  else stored.remove();
}

export function readClosingNotesDraft(addressId: number): string | null {
  return draftNotesFor(stored.read(), addressId);
}

export function saveClosingNotesDraft(addressId: number, text: string): void {
  store(draftAfterTyping(addressId, text));
}

export function clearClosingNotesDraft(addressId: number): void {
  store(draftAfterSubmit(stored.read(), addressId));
}
