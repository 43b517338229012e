import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { env } from '../../config/env';
import { loadFailureText } from '../../domain/errorMessages';
import { texts } from '../../domain/texts';

interface Props {
  /** The last failure, whose words say why when known. */
  failure: unknown;
  onRetry: () => void;
}

/**
 * The error view of spec 01 §2 / 02 §2: the hub's device list could not be loaded. It stays while
 * the list keeps being asked for, so the screen does not flicker between it and a spinner, and says
 * so; Retry asks at once (decision 0265).
 */
export function DeviceDetailsMissing({ failure, onRetry }: Props) {
  const why = loadFailureText(failure, '');
  return (
    <Box role="alert" sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {texts.errorView.title}
      </Typography>
      <Typography gutterBottom>{texts.errorView.deviceDetailsMissing}</Typography>
      {why && <Typography gutterBottom>{why}</Typography>}
      <Typography gutterBottom>{texts.errorView.tryingAgain}</Typography>
      <Typography gutterBottom>{texts.errorView.contactSupport(env.supportPhone)}</Typography>
      <Button variant="contained" onClick={onRetry}>
        {texts.nav.retry}
      </Button>
    </Box>
  );
}
