// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlainTabs } from './PlainTabs';

type Tab = 'one' | 'two' | 'three';
const tabs: Array<[Tab, string]> = [
  ['one', 'One'],
  ['two', 'Two'],
  ['three', 'Three'],
];
const ids = (tab: Tab) => ({ tab: `tab-${tab}`, panel: `panel-${tab}` });

function Tabs() {
  const [tab, setTab] = useState<Tab>('one');
  return <PlainTabs<Tab> label="Sections" tabs={tabs} value={tab} onChange={setTab} ids={ids} />;
}

describe('PlainTabs', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is a named tab list whose selected tab is the one tab stop, tied to its panel', () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(one).toHaveAttribute('tabindex', '0');
    expect(one).toHaveAttribute('aria-controls', 'panel-one');
    expect(one.id).toBe('tab-one');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('tabindex', '-1');
  });

  it('selects on click; the arrow keys, Home and End move the focus without selecting', () => {
    render(<Tabs />);
    const [one, two, three] = screen.getAllByRole('tab');
    fireEvent.click(two!);
    expect(two).toHaveAttribute('aria-selected', 'true');
    expect(one).toHaveAttribute('aria-selected', 'false');

    two!.focus();
    fireEvent.keyDown(two!, { key: 'ArrowRight' });
    expect(three).toHaveFocus();
    fireEvent.keyDown(three!, { key: 'ArrowRight' });
    expect(one).toHaveFocus();
    fireEvent.keyDown(one!, { key: 'ArrowLeft' });
    expect(three).toHaveFocus();
    fireEvent.keyDown(three!, { key: 'Home' });
    expect(one).toHaveFocus();
    fireEvent.keyDown(one!, { key: 'End' });
    expect(three).toHaveFocus();
    expect(two).toHaveAttribute('aria-selected', 'true');
  });

  it('reads no layout as it mounts (MUI Tabs measured its indicator inside the commit, issue 40)', () => {
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    render(<Tabs />);
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(measure).not.toHaveBeenCalled();
  });
});
