// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../domain/texts';
import { ErrorBoundary } from './ErrorBoundary';

function Crash(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  afterEach(cleanup);

  it('shows the error page with the report link when a child crashes', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // React reports caught render errors through console.error; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Crash />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: texts.errorPage.title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Our team has been notified, but click here fill out a report.");
    expect(screen.getByRole('link', { name: 'click here' })).toBeInTheDocument();
  });

  it('renders children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });

  it('renders its children again once the reset key changes (the installer went to another screen)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = (path: string, child: ReactNode) => (
      <ErrorBoundary resetKey={path}>
        {child}
      </ErrorBoundary>
    );
    const { rerender } = render(view('/a', <Crash />));
    expect(screen.getByRole('heading', { name: texts.errorPage.title })).toBeInTheDocument();
    rerender(view('/a', <p>fine</p>));
    expect(screen.getByRole('heading', { name: texts.errorPage.title })).toBeInTheDocument();
    rerender(view('/b', <p>fine</p>));
    expect(screen.getByText('fine')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: texts.errorPage.title })).toBeNull();
  });
});
