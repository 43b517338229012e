import { useEffect, useState } from 'react';
import { useRuntime } from '../config/RuntimeContext';
import { PlainAlert } from './PlainAlert';

/**
 * A message from the entry point (e.g. a scenario that could not start, storage full), until
 * dismissed. The first may come after the first render, when the entry's start-up ends.
 */
export function RuntimeNotice() {
  const { notice, onNotice } = useRuntime();
  // An object per message, so the same text sent again shows again after a dismissal.
  const [later, setLater] = useState<{ text: string } | undefined>();
  const [dismissed, setDismissed] = useState<unknown>();
  useEffect(() => onNotice?.((text) => setLater({ text })), [onNotice]);
  const shown = later ?? notice;
  if (!shown || shown === dismissed) return null;
  return (
    <PlainAlert severity="warning" square onClose={() => setDismissed(shown)}>
      {typeof shown === 'string' ? shown : shown.text}
    </PlainAlert>
  );
}
