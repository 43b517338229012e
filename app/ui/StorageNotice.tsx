import Alert from '@mui/material/Alert';
import { useSyncExternalStore } from 'react';
import { texts } from '../domain/texts';
import { storageIsFull, subscribeStored } from '../lib/storage';

/**
 * Says that the phone's storage is full while a record lives outside it (app/lib/storage.ts): the
 * work goes on, but closing the page may lose the sign-in and what is recorded on this phone.
 */
export function StorageNotice() {
  const full = useSyncExternalStore(subscribeStored, storageIsFull, () => false);
  if (!full) return null;
  return (
    <Alert severity="warning" sx={{ borderRadius: 0 }}>
      {texts.errors.storageFull}
    </Alert>
  );
}
