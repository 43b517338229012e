import { useEffect, useState } from 'react';
import { useRuntime } from '../config/RuntimeContext';
import { PlainAlert } from './PlainAlert';

/** A message from the entry point (e.g. a scenario that could not start, storage full), until dismissed. */
export function RuntimeNotice() {
  const { notice, onNotice } = useRuntime();
  const [shown, setShown] = useState<string | undefined>(notice);
  useEffect(() => onNotice?.(setShown), [onNotice]);
  if (!shown) return null;
  return (
    <PlainAlert severity="warning" square onClose={() => setShown(undefined)}>
      {shown}
    </PlainAlert>
  );
}
