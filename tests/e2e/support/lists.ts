import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, type ScenarioObject } from './fixtures';

export const MAPLE_COURT = { uid: 'cmty-7d2f9a0e-maple-court', name: 'Maple Court Apartments' };
export const MAPLE_COURT_PATH = `/community/${MAPLE_COURT.uid}`;

/** A unit's row in the unit list, found by its exact unit name. */
export function unitRow(page: Page, unit: string) {
  return page.getByRole('listitem').filter({ has: page.getByText(unit, { exact: true }) });
}

/**
 * A variant of a scenario file (another name, other flags or faults), to open with `sim.open` or
 * `sim.openSignedIn`; it must be named apart from the file, so the check of the running scenario
 * cannot mistake one for the other.
 */
export function variantOf(base: string, change: { name: string } & Record<string, unknown>): ScenarioObject {
  const scenario = JSON.parse(readFileSync(new URL(`../../../scenarios/${base}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
  return { ...scenario, ...change, flags: { ...(scenario.flags as object), ...(change.flags as object | undefined) } };
}

/**
 * Leaves a unit whose work ticket is open without finishing it, as an installer who closes the app
 * and opens the community again does: the phone's Back no longer leaves (it opens the finish
 * dialog, decision 0269), so the list is opened by its address.
 */
export async function leaveUnitUnfinished(page: Page): Promise<void> {
  await page.goto(MAPLE_COURT_PATH);
  await expect(page).toHaveURL(MAPLE_COURT_PATH);
}
