import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { Sim } from './fixtures';

export const MAPLE_COURT = { uid: 'cmty-7d2f9a0e-maple-court', name: 'Maple Court Apartments' };
export const MAPLE_COURT_PATH = `/community/${MAPLE_COURT.uid}`;

/** A unit's row in the unit list, found by its exact unit name. */
export function unitRow(page: Page, unit: string) {
  return page.getByRole('listitem').filter({ has: page.getByText(unit, { exact: true }) });
}

/**
 * Starts a variant of a scenario file (other flags or faults) through the control API; the variant
 * keeps its own name, so `sim.open` cannot mistake it for the file. The page shows the old
 * scenario until it loads again (adopt the stored session first to load it signed in).
 */
export async function startVariant(sim: Sim, base: string, change: Record<string, unknown>): Promise<void> {
  const scenario = JSON.parse(readFileSync(new URL(`../../../scenarios/${base}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
  const variant = { ...scenario, ...change, flags: { ...(scenario.flags as object), ...(change.flags as object | undefined) } };
  const result = await sim.control((s, arg) => s.startScenario(arg), variant);
  if (!result.ok) throw new Error(`The scenario variant did not start: ${result.error}`);
}
