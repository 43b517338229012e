import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportCrash } from '../data/errorReporting';
import { ErrorPage } from './ErrorPage';

interface State {
  failed: boolean;
  error: unknown;
}

/** Catches crashes outside the router (providers, layout) so the installer never sees a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Screen crashed', error, info.componentStack);
    // Reported here, where the component stack is known; the error page then finds the report.
    void reportCrash(error, info.componentStack ?? undefined);
  }

  render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
