import { useSyncExternalStore } from 'react';

/** The page is in front of the installer: shown, and its window has the focus. */
function attended(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

function subscribe(changed: () => void): () => void {
  window.addEventListener('focus', changed);
  window.addEventListener('blur', changed);
  document.addEventListener('visibilitychange', changed);
  return () => {
    window.removeEventListener('focus', changed);
    window.removeEventListener('blur', changed);
    document.removeEventListener('visibilitychange', changed);
  };
}

/**
 * Whether the installer is looking at the page (spec 02 §4: the device screen polls only while
 * the window has focus). TanStack's own focus tracking hears visibility only, not blur.
 */
export function usePageAttention(): boolean {
  return useSyncExternalStore(subscribe, attended, () => true);
}
