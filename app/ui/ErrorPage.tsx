import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { env } from '../config/env';
import { errorReportingOn, openCrashReportForm, reportCrash } from '../data/errorReporting';
import { texts } from '../domain/texts';
import { Column } from './Column';

/**
 * Shown when a screen crashes (spec 01 §2). The crash is reported; with error reporting on, the
 * report link opens the feedback form for that report, otherwise it goes to VITE_REPORT_URL.
 */
export function ErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    void reportCrash(error);
  }, [error]);
  return (
    <Column>
      <Box role="alert" sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {texts.errorPage.title}
        </Typography>
        <Typography>
          {texts.errorPage.reportBefore}
          {errorReportingOn ? (
            <Link component="button" type="button" onClick={() => void openCrashReportForm(error)} sx={{ verticalAlign: 'baseline', font: 'inherit' }}>
              {texts.errorPage.reportLink}
            </Link>
          ) : (
            <Link href={env.reportUrl}>{texts.errorPage.reportLink}</Link>
          )}
          {texts.errorPage.reportAfter}
        </Typography>
      </Box>
    </Column>
  );
}
