import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { env } from '../../config/env';
import { texts } from '../../domain/texts';

/** The error view of spec 01 §2 / 02 §2: the hub's device list could not be loaded. */
export function DeviceDetailsMissing() {
  return (
    <Box role="alert" sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {texts.errorView.title}
      </Typography>
      <Typography gutterBottom>{texts.errorView.deviceDetailsMissing}</Typography>
      <Typography>{texts.errorView.contactSupport(env.supportPhone)}</Typography>
    </Box>
  );
}
