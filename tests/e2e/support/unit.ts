import type { Page, Route } from '@playwright/test';
import { texts } from '../../../app/domain/texts';
import type { ScenarioObject, Sim } from './fixtures';
import { pickFromMenu } from './menus';

export const MAPLE_COURT = 'cmty-7d2f9a0e-maple-court';
export const unitPath = (addressId: number, style: 'unit' | 'unit_v2' = 'unit') => `/community/${MAPLE_COURT}/${style}/${addressId}`;

/** Starts a fresh scenario (a name, or a scenario object) and opens a Maple Court unit, signed in with the stored session. */
export async function openUnit(sim: Sim, addressId: number, scenario: string | ScenarioObject = 'default', style: 'unit' | 'unit_v2' = 'unit') {
  await sim.openSignedIn(unitPath(addressId, style), { scenario });
}

/** Counts the answered calls with this name. */
export async function callCount(sim: Sim, name: string): Promise<number> {
  return (await sim.calls()).filter((call) => call.name === name).length;
}

/** Picks an item of the unit screen's header menu. */
export async function pickFromUnitMenu(page: Page, item: string): Promise<void> {
  await pickFromMenu(page, texts.unitDetail.moreActions, item);
}

/** The question each hub power item asks before it acts: the menu item, the dialog title, the confirm button. */
export const hubPowerQuestions = {
  reboot: { item: texts.hubPower.rebootHub, title: texts.hubPower.rebootConfirmTitle, confirm: texts.hubPower.rebootConfirm },
  restart: { item: texts.hubPower.restartHub, title: texts.hubPower.restartConfirmTitle, confirm: texts.hubPower.restartConfirm },
};

/** Picks 'Reboot hub' or 'Restart hub' and confirms; success reloads the page (wait for it yourself). */
export async function startHubPowerFromMenu(page: Page, kind: keyof typeof hubPowerQuestions): Promise<void> {
  const { item, title, confirm } = hubPowerQuestions[kind];
  await pickFromUnitMenu(page, item);
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: confirm, exact: true }).click();
}

/** The unit screen's code, routed on the context: every page of the test's context. */
const UNIT_SCREEN_CODE = /\/assets\/UnitScreen-[^/]*\.js$/;

/**
 * Serves the unit screen's code as a module that throws when it runs, as a broken build would:
 * the next opening of a unit crashes into the router's error page. (Code that cannot be fetched is
 * retried instead: see `cutOffUnitScreenCode`.)
 */
export async function breakUnitScreenCode(page: Page): Promise<void> {
  await page.context().route(UNIT_SCREEN_CODE, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "throw new Error('The unit screen code is broken');" }),
  );
}

/** Makes the unit screen's code unreachable, as a server that stops answering would; returns the way to restore it. */
export async function cutOffUnitScreenCode(page: Page): Promise<() => Promise<void>> {
  const abort = (route: Route) => route.abort();
  await page.context().route(UNIT_SCREEN_CODE, abort);
  return () => page.context().unroute(UNIT_SCREEN_CODE, abort);
}

/** Makes the next `times` loads of the unit screen's code fail, as a connection still coming back would. */
export async function failNextUnitScreenCodeLoads(page: Page, times: number): Promise<void> {
  await page.context().route(UNIT_SCREEN_CODE, (route) => route.abort(), { times });
}

/** Scenarios that only differ from the hand-written community by one fault. */
export const faultScenarios = {
  deviceListDown: {
    name: 'device-list-down',
    description: 'The device list answers 500.',
    seed: { handwritten: true },
    faults: [{ call: 'devices.listByHub', status: 500 }],
  },
  slowNest: {
    name: 'slow-nest',
    description: 'Nest provisioning takes 2 s of simulator time (advance the clock past it), so the waiting line shows.',
    seed: { handwritten: true },
    faults: [{ call: 'nest.provision', delayMs: 2_000 }],
  },
};
