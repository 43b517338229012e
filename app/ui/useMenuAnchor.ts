import { useRef, useState, type MouseEvent } from 'react';

/**
 * A header menu's open state. A picked item closes the menu, but the menu fades out under the
 * finger, so the second tap of a double tap lands on the same item: `pick` runs an item's action
 * once per opening. The guard is a ref, set in the first tap's handler, because the second tap
 * can arrive before React has re-rendered the closing menu.
 */
export function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const live = useRef(false);
  const close = () => {
    live.current = false;
    setAnchor(null);
  };
  return {
    anchor,
    isOpen: anchor !== null,
    open: (event: MouseEvent<HTMLElement>) => {
      live.current = true;
      setAnchor(event.currentTarget);
    },
    close,
    pick: (action: () => void) => () => {
      if (!live.current) return;
      close();
      action();
    },
  };
}
