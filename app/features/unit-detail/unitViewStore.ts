/**
 * Which tab and sub-page each unit shows. Sub-pages replace the tabs without a route change
 * (spec 02 §2): detail, nest, wifi_offline, and the Z-Wave setup pages inclusion and exclusion;
 * screens open and close them through this store only. Kept per unit for the session, so coming
 * back from a device screen lands on the same tab.
 */
import { create } from 'zustand';

export type UnitTab = 'devices' | 'nest' | 'hub';

export type UnitSubPage = { kind: 'detail' } | { kind: 'nest' } | { kind: 'wifi_offline' } | { kind: 'inclusion' } | { kind: 'exclusion' };

/** The Z-Wave setup pages, which the unit screen draws from the pairing feature. */
export type PairingSubPage = Extract<UnitSubPage, { kind: 'inclusion' | 'exclusion' }>;

export const isPairingPage = (page: UnitSubPage): page is PairingSubPage => page.kind === 'inclusion' || page.kind === 'exclusion';

export interface UnitView {
  tab: UnitTab;
  subPage: UnitSubPage;
}

const initialView: UnitView = { tab: 'devices', subPage: { kind: 'detail' } };

interface UnitViewState {
  views: Record<string, UnitView>;
  setTab(unitKey: string, tab: UnitTab): void;
  open(unitKey: string, subPage: UnitSubPage): void;
  /** Back to the tabs, on the tab the sub-page was opened from. */
  close(unitKey: string): void;
}

export const useUnitViews = create<UnitViewState>((set) => {
  const change = (unitKey: string, patch: Partial<UnitView>) =>
    set((state) => ({ views: { ...state.views, [unitKey]: { ...(state.views[unitKey] ?? initialView), ...patch } } }));
  return {
    views: {},
    setTab: (unitKey, tab) => change(unitKey, { tab }),
    open: (unitKey, subPage) => change(unitKey, { subPage }),
    close: (unitKey) => change(unitKey, { subPage: { kind: 'detail' } }),
  };
});

export function useUnitView(unitKey: string) {
  const view = useUnitViews((state) => state.views[unitKey] ?? initialView);
  const { setTab, open, close } = useUnitViews.getState();
  return {
    ...view,
    setTab: (tab: UnitTab) => setTab(unitKey, tab),
    open: (subPage: UnitSubPage) => open(unitKey, subPage),
    close: () => close(unitKey),
  };
}
