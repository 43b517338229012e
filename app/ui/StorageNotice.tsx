import { useSyncExternalStore } from 'react';
import { errors } from '../domain/texts/errors';
import { storageIsFull, subscribeStored } from '../lib/storage';
import { PlainAlert } from './PlainAlert';

/**
 * Says that the phone's storage is full while a record lives outside it (app/lib/storage.ts): the
 * work goes on, but closing the page may lose the sign-in and what is recorded on this phone.
 */
export function StorageNotice() {
  const full = useSyncExternalStore(subscribeStored, storageIsFull, () => false);
  if (!full) return null;
  return (
    <PlainAlert severity="warning" square>
      {errors.storageFull}
    </PlainAlert>
  );
}
