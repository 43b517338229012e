import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './listRows.css';

interface Props<T> {
  items: readonly T[];
  /** Accessible name of the list. */
  label: string;
  getKey(item: T): string | number;
  /** A first guess of a row's height; rows are measured once shown. */
  estimateSize: number;
  renderItem(item: T): ReactNode;
}

/**
 * A list that renders only the rows near the window's viewport, so thousands of communities or
 * units scroll smoothly. The page (not an inner box) scrolls, keeping the sticky header and the
 * browser's own scrolling; rows stay a real list with their position announced. Plain elements
 * (app/ui/listRows.css): this renders on every keystroke of a search.
 */
export function VirtualList<T>({ items, label, getKey, estimateSize, renderItem }: Props<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  // Where the list starts on the page, re-read when the rows change (a message above may come or go).
  // Rows are placed relative to the list itself, so a stale value only shifts which rows are
  // rendered by a few pixels, well inside the overscan.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, [items]);

  // Stable per list: the virtualizer recomputes every row's position (O(rows)) whenever it changes.
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    [items, getKey],
  );
  const estimate = useCallback(() => estimateSize, [estimateSize]);
  const virtualizer = useWindowVirtualizer({ count: items.length, estimateSize: estimate, overscan: 6, scrollMargin, getItemKey });

  return (
    <ul role="list" aria-label={label} ref={listRef} className="list-rows" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            className="list-rows__row"
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            {renderItem(item)}
          </li>
        );
      })}
    </ul>
  );
}
