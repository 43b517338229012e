import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { env } from '../config/env';
import { texts } from '../domain/texts';
import { Column } from './Column';

/** Shown when a screen crashes (spec 01 §2). */
export function ErrorPage() {
  return (
    <Column>
      <Box role="alert" sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {texts.errorPage.title}
        </Typography>
        <Typography>
          {texts.errorPage.reportBefore}
          <Link href={env.reportUrl}>{texts.errorPage.reportLink}</Link>
          {texts.errorPage.reportAfter}
        </Typography>
      </Box>
    </Column>
  );
}
