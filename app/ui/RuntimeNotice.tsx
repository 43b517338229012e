import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useRuntime } from '../config/RuntimeContext';

/** A message from the entry point (e.g. a scenario that could not start), until dismissed. */
export function RuntimeNotice() {
  const { notice } = useRuntime();
  const [open, setOpen] = useState(true);
  if (!notice || !open) return null;
  return (
    <Alert severity="warning" onClose={() => setOpen(false)} sx={{ borderRadius: 0 }}>
      {notice}
    </Alert>
  );
}
