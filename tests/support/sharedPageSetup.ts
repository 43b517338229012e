/**
 * The jsdom files share their worker's page and modules (decision 0528). Before each file the
 * installer signs out, as on a shared phone: that drops every stored record and stops what a
 * signed-in page keeps running (the flight recorder, whose screen watch would also hear the next
 * file's presses). Then the page is put back as a fresh one would be (its address, storage,
 * elements, cookies), and the app's timers run on the page's own again. Other module state is
 * each file's to undo, as for the Node files (decision 0326).
 */
import { timeoutManager } from '@tanstack/react-query';
import { beforeAll } from 'vitest';
import { useSession } from '../../app/data/sessionStore';
import { setTimerSource, timers } from '../../app/lib/timers';

// Query's timers always go through the app's seam, which without a source is the page's own, as
// Query's default provider is: a file that hands the seam a clock then switches no provider Query
// already used (TanStack warns of that switch, and a warning fails a test).
timeoutManager.setTimeoutProvider(timers);

function freshPage(): void {
  useSession.getState().end();
  setTimerSource(undefined);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
  document.title = '';
}

beforeAll(freshPage);
