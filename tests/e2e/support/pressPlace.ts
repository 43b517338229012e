/**
 * A press by place (`press` in a scenario's expect section) found in the page by the rules the
 * flight recorder counted it by (app/lib/flightScreenWatch.ts, decision 0359): the control's role,
 * its row's place in its list as the list announces it (aria-posinset), its place among its role's
 * controls in that row, else in the region or dialog around it, and that list's or region's name.
 * A long list renders only the rows near the screen: the page is scrolled toward the row.
 */
import type { Locator, Page } from '@playwright/test';
import type { Place, PlaceLook } from '../../../simulator/expect/page';
import { PLACE_SELECTORS } from '../../../app/lib/flightScreenWatch';

type Selectors = typeof PLACE_SELECTORS;

/**
 * Runs in the page (self-contained: Playwright sends its source). Finds the control at `place`;
 * when it is not there and `describe` is false, scrolls a long list toward the row and returns
 * false (so `page.waitForFunction` polls it until the row is drawn); with `describe`, says what is
 * there instead.
 */
export function lookAtPlace({ place, sel, describe }: { place: Place; sel: Selectors; describe: boolean }): PlaceLook | false {
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const roleOf = (element: Element) =>
    element instanceof HTMLInputElement ? element.type : (element.getAttribute('role') ?? ({ BUTTON: 'button', A: 'link' } as Record<string, string>)[element.tagName] ?? 'button');
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby')?.split(' ')[0];
    const title = labelledBy ? document.getElementById(labelledBy) : null;
    return clean(title?.textContent) || clean(element.getAttribute('aria-label')) || clean(element.textContent);
  };
  const shown = (element: Element) => element.checkVisibility();
  // Counted as the recorder counts, hidden controls included; only the one pressed must be shown.
  const ofRole = (scope: Element) => [...scope.querySelectorAll(sel.pressable)].filter((control) => roleOf(control) === place.role);
  const rowsOf = (list: Element) => [...list.querySelectorAll(sel.row)].filter((row) => row.closest(sel.list) === list);
  const rowPlace = (list: Element, row: Element) => Number(row.getAttribute('aria-posinset')) || rowsOf(list).indexOf(row) + 1;
  /** The control's place as the recorder writes it, with the list or region it counts in. */
  const placeOf = (control: Element) => {
    const list = control.closest(sel.list);
    const row = list ? control.closest(sel.row) : null;
    if (list && row && list.contains(row)) return { row: rowPlace(list, row), nth: ofRole(row).indexOf(control) + 1, scope: list };
    const region = control.parentElement?.closest(sel.region) ?? document.body;
    return { row: undefined, nth: ofRole(region).indexOf(control) + 1, scope: region };
  };
  const all = [...document.querySelectorAll(sel.pressable)];
  const hits = all.filter((control) => {
    if (roleOf(control) !== place.role || !shown(control)) return false;
    const at = placeOf(control);
    return at.row === place.row && at.nth === place.nth && (place.in === undefined || nameOf(at.scope) === place.in);
  });
  // The press was made on what was on top: an open dialog's control before the page's under it.
  const dialog = [...document.querySelectorAll(sel.dialog)].filter(shown).at(-1);
  const hit = hits.find((control) => dialog?.contains(control)) ?? hits[0];
  if (hit) return { index: all.indexOf(hit) };

  const row = place.row;
  const lists = row === undefined ? [] : [...document.querySelectorAll(sel.list)].filter((list) => shown(list) && (place.in === undefined || nameOf(list) === place.in));
  if (row !== undefined && !describe) {
    // A long list (app/ui/VirtualList.tsx) announces its size and draws the rows near the screen: scroll toward the row.
    const list = lists.find((candidate) => Number(rowsOf(candidate)[0]?.getAttribute('aria-setsize')) >= row && !rowsOf(candidate).some((drawn) => rowPlace(candidate, drawn) === row));
    const drawn = list ? rowsOf(list) : [];
    const nearest = drawn.sort((a, b) => Math.abs(rowPlace(list as Element, a) - row) - Math.abs(rowPlace(list as Element, b) - row))[0];
    if (list && nearest) {
      const rowHeight = list.getBoundingClientRect().height / Number(nearest.getAttribute('aria-setsize'));
      window.scrollTo(0, nearest.getBoundingClientRect().top + window.scrollY + (row - rowPlace(list, nearest)) * rowHeight - window.innerHeight / 2);
    }
    return false;
  }
  if (!describe) return false;
  const many = (count: number) => `${count} ${place.role}${count === 1 ? '' : 's'}`;
  if (row !== undefined) {
    if (lists.length === 0) return { instead: `no list${place.in === undefined ? '' : ` named "${place.in}"`} on screen` };
    return {
      instead: lists.map((list) => {
        const rows = rowsOf(list);
        const there = rows.find((drawn) => rowPlace(list, drawn) === row);
        const places = rows.map((drawn) => rowPlace(list, drawn));
        const name = nameOf(list).slice(0, 60);
        if (there) return `row ${row} of the list "${name}" has ${many(ofRole(there).length)}`;
        return places.length === 0 ? `the list "${name}" has no rows` : `the list "${name}" shows rows ${Math.min(...places)} to ${Math.max(...places)}`;
      }).join('; '),
    };
  }
  const scopes = place.in === undefined ? [dialog ?? document.body] : [...document.querySelectorAll(sel.region)].filter((region) => shown(region) && nameOf(region) === place.in);
  if (scopes.length === 0) return { instead: `no region or dialog named "${place.in}" on screen` };
  return { instead: scopes.map((scope) => `${scope === document.body ? 'the screen' : `"${nameOf(scope).slice(0, 60)}"`} has ${many(ofRole(scope).length)}`).join('; ') };
}

/** `lookAtPlace`'s argument. */
export const placeLook = (place: Place, describe: boolean) => ({ place, sel: PLACE_SELECTORS, describe });

/** The control a look found, as Playwright presses it. */
export const placedControl = (page: Page, { index }: { index: number }): Locator => page.locator(PLACE_SELECTORS.pressable).nth(index);
