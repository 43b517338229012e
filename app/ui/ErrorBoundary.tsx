import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportCrash } from '../data/errorReporting';
import { ErrorPage } from './ErrorPage';

interface Props {
  children: ReactNode;
  /** When it changes (the route's path), a crash shown so far is forgotten and the children render again. */
  resetKey?: string;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey?: string;
}

/** Catches crashes (of a screen, or of providers and layout) so the installer never sees a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: null, resetKey: props.resetKey };
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
