/**
 * A row of tabs as plain elements styled once (app/ui/plainTabs.css), in the look of MUI's
 * full-width Tabs: MUI's measures its indicator with getBoundingClientRect in an effect, which
 * forced the whole unit screen's style and layout inside the commit that mounts it, 115 ms of one
 * long task at 4× CPU (issue 40, decision 0475). The selected tab is the one tab stop; the arrow
 * keys, Home and End move the focus along the row, and Enter or Space selects, as in MUI's.
 */
import { useRef, type KeyboardEvent } from 'react';
import './plainTabs.css';

interface Props<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: ReadonlyArray<readonly [T, string]>;
  value: T;
  onChange(value: T): void;
  /** The tab's id and its panel's id, for the tab's `aria-controls`. */
  ids(value: T): { tab: string; panel: string };
}

export function PlainTabs<T extends string>({ label, tabs, value, onChange, ids }: Props<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const moveFocus = (event: KeyboardEvent) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.findIndex((button) => button === document.activeElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined || at < 0) return;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} ref={listRef} className="plain-tabs" onKeyDown={moveFocus}>
      {tabs.map(([tab, text]) => {
        const selected = tab === value;
        const { tab: id, panel } = ids(tab);
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            id={id}
            aria-controls={panel}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'plain-tab plain-tab--selected' : 'plain-tab'}
            onClick={() => onChange(tab)}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}
