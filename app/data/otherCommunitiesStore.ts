/**
 * Whether the user has other communities (communities.get's multipleCommunitiesAvailable): the
 * side drawer offers 'Switch community' only then (spec 01 §2). A zustand store kept in storage,
 * so the drawer re-renders when the flag arrives, a reload keeps it, and sign-out or a 401 forgets it.
 */
import { z } from 'zod';
import { create } from 'zustand';
import { onStoredCleared, storedKey } from '../lib/storage';

const stored = storedKey('multipleCommunitiesAvailable', z.boolean());

export const useOtherCommunities = create<{ available: boolean }>(() => ({ available: stored.read() === true }));

export function recordOtherCommunities(available: boolean): void {
  stored.write(available);
  useOtherCommunities.setState({ available });
}

onStoredCleared(() => useOtherCommunities.setState({ available: stored.read() === true }));
