/**
 * A case-insensitive substring search over a list, prepared once per list: each item's text is
 * lower-cased here, so a keystroke costs one comparison per item and nothing else. An empty
 * search answers the list itself (the same array), so nothing downstream sees a change.
 */
export function substringMatcher<T>(items: readonly T[], textOf: (item: T) => string): (search: string) => readonly T[] {
  const texts = items.map((item) => textOf(item).toLowerCase());
  return (search) => {
    const needle = search.trim().toLowerCase();
    if (!needle) return items;
    return items.filter((_, index) => texts[index]?.includes(needle));
  };
}
