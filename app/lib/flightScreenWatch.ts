/**
 * What the installer saw, pressed and typed, for the flight recorder, read from the page the way a
 * screen reader would (issue 26): a dialog opening or closing (role dialog, by its label), an alert
 * or notice appearing (role alert or status, by its text), a button, menu item, tab or link pressed
 * (by its name; a radio or checkbox by its label), a text field changed (by its label, with the length of its text and never the text, decision 0344). The names are the app's own texts, so the recording speaks its vocabulary without
 * each screen reporting itself. A name that is not one of them (a unit row's carries the residents'
 * names) does not leave the phone: the control is recorded by its role and place (decision 0359).
 * Returns the way to stop watching.
 */
import { recordFlight, type ControlPosition, type FlightEvent } from './flightTap';

/** True when `text` is exactly one of the app's own texts (its catalogues), which name nobody. */
export type IsAppText = (text: string) => boolean;

/** Long enough for any label or message of the text catalogues; more would be typed text. */
const MAX_TEXT = 160;

const PRESSABLE = 'button, [role="button"], [role="menuitem"], [role="tab"], a[href], [role="option"], input[type="radio"], input[type="checkbox"], [role="radio"], [role="checkbox"]';
const SHOWN = '[role="alert"], [role="status"]';
const DIALOG = '[role="dialog"], [role="alertdialog"]';

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
}

function nameOf(element: Element): string {
  // A dialog being removed is out of the document: its title is looked for inside it.
  const labelledBy = element.getAttribute('aria-labelledby')?.split(' ')[0];
  const title = labelledBy ? (element.ownerDocument.getElementById(labelledBy) ?? element.querySelector(`[id="${CSS.escape(labelledBy)}"]`)) : null;
  const label = clean(title?.textContent);
  return label || clean(element.getAttribute('aria-label')) || clean(element.textContent);
}

/** An element's text with a space where layout breaks it (a block, a flex item), as an accessible name is read; hidden parts left out. */
function laidOutText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
  const display = node.ownerDocument.defaultView?.getComputedStyle(node).display ?? 'inline';
  if (display === 'none') return '';
  const inner = [...node.childNodes].map(laidOutText).join('');
  return display === 'inline' ? inner : ` ${inner} `;
}

/**
 * A pressed control's name as a replay presses it (by accessible name, decision 0335): its label,
 * else its text with the spaces layout puts between its parts ('Kitchen Lights', 'ON'), which
 * `textContent` loses; unlike `innerText`, not upper-cased by CSS. A press is rare: reading styles
 * then costs nothing felt.
 */
function pressedName(element: Element): string {
  // A radio or checkbox is named by its label (MUI wraps it in one): the input itself has no text.
  const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
  return clean(element.getAttribute('aria-label')) || clean(laidOutText(label ?? element));
}

const LIST = 'ul, ol, [role="list"], [role="listbox"], [role="grid"], [role="menu"], [role="tablist"], [role="radiogroup"]';
const ROW = 'li, [role="listitem"], [role="row"], [role="option"], [role="menuitem"], [role="tab"]';
const REGION = '[role="dialog"], [role="alertdialog"], [role="region"], [role="group"], [role="tabpanel"], section, main, form';
/** What a press's place is counted by: the expect runner finds a press by place with the same (tests/e2e/support/pressPlace.ts). */
export const PLACE_SELECTORS = { pressable: PRESSABLE, list: LIST, row: ROW, region: REGION, dialog: DIALOG } as const;

const IMPLICIT_ROLES: Record<string, string> = { BUTTON: 'button', A: 'link' };

function roleOf(element: Element): string {
  if (element instanceof HTMLInputElement) return element.type;
  return element.getAttribute('role') ?? IMPLICIT_ROLES[element.tagName] ?? 'button';
}

/** A list's or region's name (its label), kept only when it is one of the app's texts. */
function scopeName(scope: Element | null, isAppText: IsAppText): string | undefined {
  const name = scope ? nameOf(scope) : '';
  return name && isAppText(name) ? name : undefined;
}

/** The controls of `role` within `scope`, in document order. */
function controlsOf(scope: Element, role: string): Element[] {
  return [...scope.querySelectorAll(PRESSABLE)].filter((control) => roleOf(control) === role);
}

/**
 * Where the control sits: in a list, its row's place as the list announces it (a long list renders
 * only the rows near the screen) and its place among its role's controls in that row; elsewhere,
 * its place among its role's controls in the region or dialog around it.
 */
function positionOf(control: Element, isAppText: IsAppText): ControlPosition {
  const role = roleOf(control);
  const list = control.closest(LIST);
  const row = list ? control.closest(ROW) : null;
  if (list && row && list.contains(row)) {
    const rows = [...list.querySelectorAll(ROW)].filter((candidate) => candidate.closest(LIST) === list);
    const place = Number(row.getAttribute('aria-posinset')) || rows.indexOf(row) + 1;
    const inRow = controlsOf(row, role);
    const named = scopeName(list, isAppText);
    return { role, row: place, nth: Math.max(1, inRow.indexOf(control) + 1), ...(named ? { in: named } : {}) };
  }
  const region = control.parentElement?.closest(REGION) ?? control.ownerDocument.body;
  const named = scopeName(region, isAppText);
  return { role, nth: controlsOf(region, role).indexOf(control) + 1, ...(named ? { in: named } : {}) };
}

/** A press as it leaves the phone: by name when the name is the app's own text, else by place. */
function pressOf(control: Element, isAppText: IsAppText): FlightEvent {
  const name = pressedName(control);
  return isAppText(name) ? { kind: 'action', action: name } : { kind: 'action', action: '', position: positionOf(control, isAppText) };
}

function matching(node: Node, selector: string): Element[] {
  if (!(node instanceof Element)) return [];
  return [...(node.matches(selector) ? [node] : []), ...node.querySelectorAll(selector)];
}

/** Fields whose value is free text the installer types (a choice from a list is not: it is pressed). */
const TYPED = 'textarea, input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="number"], input[type="password"]';

/**
 * A field's name as a replay finds it (by its label, as Playwright's getByLabel does). Never the
 * field's own text content: a text area's holds what was typed.
 */
function fieldName(field: HTMLInputElement | HTMLTextAreaElement): string {
  const labelledBy = field.getAttribute('aria-labelledby')?.split(' ')[0];
  const title = labelledBy ? field.ownerDocument.getElementById(labelledBy) : null;
  return clean(field.getAttribute('aria-label')) || clean(title?.textContent) || clean(field.labels?.[0]?.textContent) || clean(field.getAttribute('name'));
}

export function watchScreenForFlight(isAppText: IsAppText, root: Document = document): () => void {
  // A dialog's title or a field's label that is not the app's own text (a unit's info, a device's name) goes blank.
  const appText = (text: string) => (isAppText(text) ? text : '');
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        matching(node, DIALOG).forEach((dialog) => recordFlight(() => ({ kind: 'dialog', dialog: appText(nameOf(dialog)), open: true })));
        matching(node, SHOWN).forEach((shown) => {
          const text = clean(shown.textContent);
          if (text) recordFlight(() => ({ kind: 'shown', text }));
        });
      });
      record.removedNodes.forEach((node) => matching(node, DIALOG).forEach((dialog) => recordFlight(() => ({ kind: 'dialog', dialog: appText(nameOf(dialog)), open: false }))));
    }
  });
  observer.observe(root.body, { childList: true, subtree: true });
  const pressed = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (target) recordFlight(() => pressOf(target, isAppText));
  };
  // A field's change (its value committed, as focus leaves it): its length only, never its text.
  const typed = (event: Event) => {
    const field = event.target instanceof Element && event.target.matches(TYPED) ? (event.target as HTMLInputElement | HTMLTextAreaElement) : null;
    if (field) recordFlight(() => ({ kind: 'typed', field: appText(fieldName(field)), length: field.value.length }));
  };
  root.addEventListener('click', pressed, { capture: true });
  root.addEventListener('change', typed, { capture: true });
  return () => {
    observer.disconnect();
    root.removeEventListener('click', pressed, { capture: true });
    root.removeEventListener('change', typed, { capture: true });
  };
}
