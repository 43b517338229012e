/**
 * The phone's back button (Android's, the browser's) as the screen's own back arrow (decision
 * 0269). While `active`, the screen's history entry has a copy in front of it (a guard, marked in
 * `history.state`): Back pops the guard instead of leaving, the screen's `onBack` runs (the finish
 * dialog, or a sub-page back to the tabs), and the guard is put back. The declarative router has
 * no `useBlocker`; a guard entry holds nothing else, so a 401's redirect (which replaces the
 * entry) and the app's own navigation go through untouched.
 */
import { useEffect, useRef } from 'react';

const GUARD = 'installerBackGuard';

function currentState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

const onGuard = () => currentState()[GUARD] === true;

function pushGuard(): void {
  window.history.pushState({ ...currentState(), [GUARD]: true }, '');
}

export function useHardwareBack(onBack: () => void, active: boolean): void {
  const handler = useRef(onBack);
  useEffect(() => {
    handler.current = onBack;
  });
  useEffect(() => {
    if (!active) return undefined;
    if (!onGuard()) pushGuard();
    const onPop = () => {
      // Forward onto a guard left from before changes nothing; Back off the guard is the screen's Back.
      if (onGuard()) return;
      pushGuard();
      handler.current();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [active]);
}
