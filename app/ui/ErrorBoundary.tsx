import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

interface State {
  failed: boolean;
}

/** Catches crashes outside the router (providers, layout) so the installer never sees a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Screen crashed', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
