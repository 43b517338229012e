import { useMemo } from 'react';
import { useAddressSyncs } from '../../data/doorCodes';
import { latestSyncStatuses, type SyncStatus } from '../../domain/doorCodeSync';

const NONE: ReadonlyMap<string, SyncStatus> = new Map();

/** The newest sync status of each of the unit's locks (read only with door-code reliability on). */
export function useLockSyncStatuses(addressId: number): ReadonlyMap<string, SyncStatus> {
  const records = useAddressSyncs(addressId).data;
  return useMemo(() => (records ? latestSyncStatuses(records) : NONE), [records]);
}
