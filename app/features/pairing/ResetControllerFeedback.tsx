import Alert from '@mui/material/Alert';
import { genericFailureText } from '../../domain/errorMessages';
import { texts } from '../../domain/texts';
import { ResetControllerDialog } from '../../ui/ResetControllerDialog';
import type { ResetControllerFlow } from './useResetController';

/** The reset's confirmation dialog while asked, and how the reset went once it has run. */
export function ResetControllerFeedback({ flow }: { flow: ResetControllerFlow }) {
  const { reset } = flow;
  return (
    <>
      {reset.isSuccess && <Alert severity="success" sx={{ mt: 2 }}>{reset.data?.message ?? texts.pairing.resetDone}</Alert>}
      {reset.isError && <Alert severity="error" sx={{ mt: 2 }}>{genericFailureText(reset.error)}</Alert>}
      {flow.confirming && <ResetControllerDialog busy={reset.isPending} onCancel={flow.cancel} onConfirm={flow.confirm} />}
    </>
  );
}
