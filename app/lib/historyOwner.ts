/**
 * Each browser history entry the app shows while someone is signed in carries that user's id, so
 * Back after a sign-out cannot show the next user a screen of the previous one: the history of a
 * tab outlives the session, and the app cannot erase it. The id sits beside React Router's own
 * fields in `history.state`, which survives reloads.
 */
const FIELD = 'installerUid';

function currentState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/** The id of the user who was signed in when the current entry was shown, or null. */
export function historyEntryOwner(): string | null {
  const uid = currentState()[FIELD];
  return typeof uid === 'string' ? uid : null;
}

/** Marks the current entry as this user's. */
export function stampHistoryEntry(uid: string): void {
  if (historyEntryOwner() !== uid) window.history.replaceState({ ...currentState(), [FIELD]: uid }, '');
}
