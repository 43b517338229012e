import { useLayoutEffect } from 'react';

/**
 * A new page starts at its top (decision 0273): when the component mounts and whenever `page`
 * changes, the window scrolls up before the browser paints. The unit's sub-pages do not change
 * the route, and the router keeps no scroll positions, so a button pressed low on one page would
 * otherwise open the next one scrolled down.
 */
export function useStartsAtTop(page: string): void {
  useLayoutEffect(() => {
    if (window.scrollY !== 0) window.scrollTo(0, 0);
  }, [page]);
}
