import { useEffect, useRef } from 'react';
import { reloadPage } from './reload';

/** Reloads the page once `due` turns true, after `before` (e.g. removing a marker). */
export function useReloadWhen(due: boolean, before?: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (!due || done.current) return;
    done.current = true;
    before?.();
    reloadPage();
  }, [due, before]);
}
