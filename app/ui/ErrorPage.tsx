import { useEffect } from 'react';
import { env } from '../config/env';
import { errorReportingOn, openCrashReportForm, reportCrash } from '../data/errorReporting';
import { errorPage } from '../domain/texts/errors';
import { Column } from './Column';

/**
 * Shown when a screen crashes (spec 01 §2). The crash is reported; with error reporting on, the
 * report link opens the feedback form for that report, otherwise it goes to VITE_REPORT_URL.
 * Plain elements (app/ui/plain.css): a crash before MUI has loaded still shows this page.
 */
export function ErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    void reportCrash(error);
  }, [error]);
  return (
    <Column>
      <div role="alert" style={{ padding: 24 }}>
        <h1 className="plain-h5" style={{ marginBottom: '0.35em' }}>
          {errorPage.title}
        </h1>
        <p style={{ margin: 0 }}>
          {errorPage.reportBefore}
          {errorReportingOn ? (
            <button type="button" className="plain-link" onClick={() => void openCrashReportForm(error)}>
              {errorPage.reportLink}
            </button>
          ) : (
            <a className="plain-link" href={env.reportUrl}>
              {errorPage.reportLink}
            </a>
          )}
          {errorPage.reportAfter}
        </p>
      </div>
    </Column>
  );
}
