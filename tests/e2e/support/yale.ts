import type { Page } from '@playwright/test';
import { texts } from '../../../app/domain/texts';
import { keypadTexts } from '../../../simulator/keypad/texts';
import { expect, type ScenarioObject, type Sim } from './fixtures';
import { UNIT_TO_INSTALL, untilPolledAfterListing } from './pairing';
import { unitPath } from './unit';

/** Opens unit 1204 (its Yale lock at the door) in a Yale scenario, signed in with one page load, the clock paused. */
export async function openYaleUnit(sim: Sim, scenario: string | ScenarioObject): Promise<void> {
  await sim.openSignedIn(unitPath(UNIT_TO_INSTALL), { scenario });
  await sim.control((s) => s.clock.pause());
}

/** Presses keys on the simulated lock's keypad panel, key by key, as an installer does. */
export async function pressOnKeypadPanel(page: Page, keys: string): Promise<void> {
  const keypad = page.getByRole('region', { name: keypadTexts.region });
  for (const key of keys) await keypad.getByRole('button', { name: keypadTexts.key(key), exact: true }).click();
}

/** Presses keys on the lock's keypad headless, through the control API. */
export async function pressYaleKeys(sim: Sim, keys: string): Promise<void> {
  expect(await sim.control((s, k) => s.yale.press(k), keys)).toEqual({ ok: true });
}

/** The Yale header's current title (an h3 under the page's title). */
export const yaleStepTitle = (page: Page, title: string | RegExp) => page.getByRole('region', { name: texts.yale.progress }).getByRole('heading', { name: title });

/** The master code shown large. */
export async function shownMasterCode(page: Page): Promise<string> {
  const shown = await page.getByRole('region', { name: texts.yale.masterCode, exact: true }).getByRole('paragraph').textContent();
  return shown ?? '';
}

/** From the lock heard in inclusion mode to the naming form: the controller's interview, then device info's poll. */
export async function yaleLockJoins(page: Page, sim: Sim, interviewMs: number): Promise<void> {
  await sim.advanceClock(interviewMs);
  await untilPolledAfterListing(page, sim);
}

/**
 * The master code this phone keeps for the unit until the server has it, as stored (JSON), or null;
 * with `where`, only that storage is read. Kept per installer (it survives a 401): the key ends in the unit.
 */
export function keptMasterCode(page: Page, unit: number, where: 'localStorage' | 'sessionStorage' | 'any' = 'any'): Promise<string | null> {
  return page.evaluate(
    ({ id, from }) => {
      const stores = from === 'any' ? [localStorage, sessionStorage] : [window[from]];
      for (const store of stores) {
        const key = Object.keys(store).find((candidate) => candidate.startsWith('installer:') && candidate.endsWith(`:yaleMasterCode:${id}`));
        if (key) return store.getItem(key);
      }
      return null;
    },
    { id: unit, from: where },
  );
}
