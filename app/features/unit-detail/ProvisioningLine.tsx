import Alert from '@mui/material/Alert';

/** 'Provisioning thermostat...', then success or failure, announced to screen readers. */
export function ProvisioningLine({ line, failed, succeeded }: { line: string | null; failed: boolean; succeeded: boolean }) {
  if (!line) return null;
  return (
    <Alert role="status" severity={failed ? 'error' : succeeded ? 'success' : 'info'} sx={{ my: 2 }}>
      {line}
    </Alert>
  );
}
