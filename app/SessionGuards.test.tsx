// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from './data/sessionStore';
import { RequireNoSession, RequireSession } from './SessionGuards';

const user = (uid: string) => ({ token: `tok-${uid}`, user: { uid, firstName: 'Ada', lastName: 'Lopez', email: `${uid}@example.com` } });
const STRUCK = '/community/cmty-other';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderApp() {
  return render(
    <BrowserRouter>
      <Routes>
        <Route element={<RequireNoSession />}>
          <Route path="/login" element={<Where />} />
        </Route>
        <Route element={<RequireSession />}>
          <Route path="*" element={<Where />} />
        </Route>
      </Routes>
    </BrowserRouter>,
  );
}

/** The screen as a 401 finds it when the entry lost its owner's stamp (the redirect replaces the entry, stamp and all). */
function strikeUnstamped() {
  const { installerUid: _dropped, ...rest } = window.history.state as Record<string, unknown>;
  window.history.replaceState(rest, '');
  act(() => useSession.getState().expire());
}

describe('after a 401', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.getState().end();
    window.history.replaceState(null, '', STRUCK);
    useSession.getState().start(user('u1'));
  });
  afterEach(() => {
    cleanup();
    useSession.getState().end();
  });

  it('the same user signs in again to the screen where it struck, even when its entry carries no stamp', () => {
    renderApp();
    strikeUnstamped();
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    act(() => useSession.getState().start(user('u1')));
    expect(screen.getByTestId('where')).toHaveTextContent(STRUCK);
  });

  it('another user signs in to their own start, even when that entry carries no stamp', () => {
    renderApp();
    strikeUnstamped();
    act(() => useSession.getState().start(user('u2')));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('a second 401 of the same session keeps the first one’s user', () => {
    renderApp();
    strikeUnstamped();
    act(() => useSession.getState().expire());
    expect(useSession.getState().expiredUid).toBe('u1');
  });
});
