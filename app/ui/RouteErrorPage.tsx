import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';

/** The router's error element: logs the crash, then shows the error page (which reports it). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.warn('Screen crashed', error);
  }, [error]);
  return <ErrorPage error={error} />;
}
