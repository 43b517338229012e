import type { Page } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { panelTexts } from '../../simulator/panel/texts';
import { keypadEntry } from '../../app/domain/pairing/yale';
import { CONTROLLER_TIMEOUT_MS, EXCLUSION_AFTER_PRESS_MS, INCLUSION_AFTER_PRESS_MS } from '../../simulator/zwave/timing';
import { keypadTexts } from '../../simulator/keypad/texts';
import { specWords } from '../support/specTexts';
import { variantOf } from './support/lists';
import { checkAccessibility } from './support/axe';
import { expect, test, type Sim } from './support/fixtures';
import { HUB_TO_INSTALL, UNIT_TO_INSTALL } from './support/pairing';
import { keptMasterCode, openYaleUnit, pressOnKeypadPanel, pressYaleKeys, shownMasterCode, yaleLockJoins, yaleStepTitle } from './support/yale';

test.use({ viewport: { width: 360, height: 780 } });
// Each test is a whole journey (the Yale flow over minutes of simulator time), as the other journeys.
test.describe.configure({ timeout: 60_000 });

const { yale } = texts;
const countdown = (page: Page) => page.getByRole('timer', { name: texts.pairing.countdown });
const errorView = (page: Page) => page.getByRole('alert').filter({ hasText: texts.errorView.title });

async function answerYes(page: Page) {
  await page.getByRole('group', { name: yale.question }).getByRole('button', { name: yale.yes, exact: true }).click();
}

/**
 * From the exclusion's start: twice the lock goes into exclusion mode from its keypad but the hub
 * does not hear it, and the Yale error counts the tries left; Try Again each time. Ends on the
 * third exclusion's countdown.
 */
async function twoUnheardExclusions(page: Page, sim: Sim) {
  const view = errorView(page);
  for (const left of [2, 1]) {
    await expect(countdown(page)).toHaveText('90');
    await pressYaleKeys(sim, keypadEntry('615204', 'exclusion'));
    await sim.advanceClock(CONTROLLER_TIMEOUT_MS);
    await expect(view.getByText(yale.errors.triesLeft(left))).toBeVisible();
    await expect(view.getByRole('button')).toHaveText([texts.pairing.buttons.tryAgain, texts.pairing.buttons.skipExclusion]);
    await view.getByRole('button', { name: texts.pairing.buttons.tryAgain }).click();
  }
  await expect(countdown(page)).toHaveText('90');
}

test('yale-master-code-fetch-fails: a full Yale inclusion through the keypad panel; the generated code is saved, programmed, and let go once the lock is included', async ({ page, sim }) => {
  await openYaleUnit(sim, 'yale-master-code-fetch-fails');
  // The start-inclusion button of a device to install (yale-lock-master-codes is on).
  await page.getByRole('button', { name: yale.startInclusionOf('Yale Assure Lock SL') }).click();
  await expect(page.getByRole('heading', { name: texts.pairing.includeTitle })).toBeVisible();
  await answerYes(page);

  // The fetch failed (500): a generated code, saved with POST and kept on the phone.
  await expect(yaleStepTitle(page, specWords('Program the master code'))).toBeVisible();
  const code = await shownMasterCode(page);
  expect(code).toMatch(/^\d{6}$/);
  await expect.poll(async () => (await sim.calls()).filter((call) => call.name?.startsWith('yale.')).map((call) => `${call.name} ${call.status}`)).toEqual(['yale.getMasterCodes 500', 'yale.saveMasterCode 200']);
  expect(await sim.control((s) => s.db.find('yaleMasterCodes', { addressId: 1008 }).map((record) => record.activeMasterCode))).toEqual([code]);
  // Saved, but kept until the lock is included: a 200 alone does not prove the server has it (decision 0500).
  const kept = () => keptMasterCode(page, UNIT_TO_INSTALL);
  expect(await kept()).toBe(JSON.stringify(code));
  const circles = page.getByRole('region', { name: yale.progress }).getByRole('listitem');
  await expect(circles).toHaveCount(4);
  await expect(circles.nth(0)).toHaveAttribute('aria-current', 'step');
  for (const step of yale.masterCodeSteps) await expect(page.getByText(step)).toBeVisible();
  // The keypad panel is the simulator's: after the app's column at 360 px, never over it.
  const app = await page.locator('#root').boundingBox();
  const keypad = await page.getByRole('region', { name: keypadTexts.region }).boundingBox();
  expect(keypad && app && keypad.y >= app.y + app.height).toBe(true);
  const { ids, summary } = await checkAccessibility(page);
  expect(ids, summary).toEqual([]);

  // The new lock takes the code first (code, #), then excludes: code, 7, 3.
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(yaleStepTitle(page, specWords('Put the lock in exclusion mode'))).toBeVisible();
  await expect(countdown(page)).toHaveText('90');
  for (const step of yale.exclusionSteps(code)) await expect(page.getByText(step)).toBeVisible();
  await pressOnKeypadPanel(page, `${code}#${keypadEntry(code, 'exclusion')}`);
  await sim.advanceClock(EXCLUSION_AFTER_PRESS_MS.networkChanged);
  await page.getByRole('button', { name: texts.pairing.includeNow }).click();

  // Inclusion: code, 7, 1, pressed headless through the control API.
  await expect(yaleStepTitle(page, specWords('Put the lock in inclusion mode'))).toBeVisible();
  for (const step of yale.inclusionSteps(code)) await expect(page.getByText(step)).toBeVisible();
  await expect(countdown(page)).toBeVisible();
  await pressYaleKeys(sim, keypadEntry(code, 'inclusion'));
  await yaleLockJoins(page, sim, INCLUSION_AFTER_PRESS_MS.addNodeDone);
  await expect(yaleStepTitle(page, specWords("Set the lock's location"))).toBeVisible();
  await expect(circles.nth(3)).toHaveAttribute('aria-current', 'step');
  await page.screenshot({ path: test.info().outputPath('yale-location-360.png'), fullPage: true });
  // Included after its save succeeded: the phone lets it go (spec 02 §5).
  await expect.poll(kept).toBeNull();
  expect(await sim.control((s, serial) => s.db.find('devices', { gatewayId: s.db.find('hubs', { hub_serial_number: serial })[0]?.gateway_id }).map((d) => d.model), HUB_TO_INSTALL)).toContain('Yale Assure Lock SL');
});

test('a generated code whose save fails: the stage says the phone keeps it; the next Yale flow of the unit saves the same code', async ({ page, sim }) => {
  const scenario = variantOf('yale-master-code-fetch-fails', {
    name: 'yale-master-code-save-fails-once',
    faults: [
      { id: 'master-codes-fail', kind: 'http', call: 'yale.getMasterCodes', status: 500, body: { message: 'Internal Server Error' } },
      { id: 'save-fails-once', kind: 'http', call: 'yale.saveMasterCode', status: 500, body: { message: 'Internal Server Error' }, times: 1 },
    ],
  });
  await openYaleUnit(sim, scenario);
  const startYale = async () => {
    await page.getByRole('button', { name: yale.startInclusionOf('Yale Assure Lock SL') }).click();
    await answerYes(page);
    await expect(yaleStepTitle(page, specWords('Program the master code'))).toBeVisible();
  };
  const yaleCalls = async () => (await sim.calls()).filter((call) => call.name?.startsWith('yale.')).map((call) => `${call.name} ${call.status}`);
  const warning = page.getByRole('alert').filter({ hasText: yale.notSaved });

  await startYale();
  const code = await shownMasterCode(page);
  await expect.poll(yaleCalls).toEqual(['yale.getMasterCodes 500', 'yale.saveMasterCode 500']);
  await expect(warning).toBeVisible();
  expect(await keptMasterCode(page, UNIT_TO_INSTALL, 'localStorage')).toBe(JSON.stringify(code));

  await page.getByRole('button', { name: texts.nav.back }).click();
  await startYale();
  expect(await shownMasterCode(page)).toBe(code);
  await expect.poll(yaleCalls).toEqual(['yale.getMasterCodes 500', 'yale.saveMasterCode 500', 'yale.getMasterCodes 500', 'yale.saveMasterCode 200']);
  await expect(warning).toHaveCount(0);
  expect(await sim.control((s) => s.db.find('yaleMasterCodes', { addressId: 1008 }).map((record) => record.activeMasterCode))).toEqual([code]);
  // Saved now, but the lock is not included yet: the phone still keeps it (decision 0500).
  expect(await keptMasterCode(page, UNIT_TO_INSTALL, 'localStorage')).toBe(JSON.stringify(code));
});

test('yale-older-master-code: the active code does nothing, the hub gives up, the Yale error offers the older codes; one of them excludes the lock', async ({ page, sim }) => {
  await openYaleUnit(sim, 'yale-older-master-code');
  // The trainer's panel names the code the lock holds, which is not the one the phone will show.
  const trainer = page.getByRole('complementary', { name: panelTexts.region });
  const toggle = trainer.getByRole('button', { name: panelTexts.toggle, exact: true });
  await toggle.click();
  const [lock] = await sim.control((s) => s.yale.locks());
  await expect(trainer.getByText(panelTexts.physical.yaleLock(String(lock?.serial), String(lock?.model), '390117'))).toBeVisible();
  await expect(trainer.getByRole('link', { name: panelTexts.physical.toKeypad })).toHaveAttribute('href', '#simulator-yale-keypads');
  await toggle.click();
  await page.getByRole('region', { name: texts.pairing.panelTitle }).getByRole('button', { name: texts.pairing.exclude, exact: true }).click();
  await answerYes(page);
  await expect(yaleStepTitle(page, specWords('Program the master code'))).toBeVisible();
  expect(await shownMasterCode(page)).toBe('615204');
  const older = page.getByRole('region', { name: yale.olderCodes });
  await expect(older.getByRole('listitem')).toHaveText(['390117', '802655']);
  // An exclusion asked for has two steps.
  await expect(page.getByRole('region', { name: yale.progress }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(countdown(page)).toHaveText('90');
  await pressOnKeypadPanel(page, keypadEntry('615204', 'exclusion'));
  await expect(page.getByRole('region', { name: keypadTexts.region }).getByRole('status')).toContainText(keypadTexts.outcome.rejected);
  // The controller gives up at 60 s (RemoveNode Failed), before the app's 90 s.
  await sim.advanceClock(CONTROLLER_TIMEOUT_MS);
  const view = errorView(page);
  await expect(view.getByText(yale.errors.notExcluded)).toBeVisible();
  await expect(view.getByText(yale.errors.tryOlder)).toBeVisible();
  await expect(view.getByRole('region', { name: yale.olderCodes }).getByRole('listitem')).toHaveText(['390117', '802655']);
  await expect(view.getByText(yale.errors.triesLeft(2))).toBeVisible();
  await expect(view.getByRole('button')).toHaveText([texts.pairing.buttons.tryAgain]);

  await view.getByRole('button', { name: texts.pairing.buttons.tryAgain }).click();
  await expect(countdown(page)).toHaveText('90');
  await pressYaleKeys(sim, keypadEntry('390117', 'exclusion'));
  await sim.advanceClock(EXCLUSION_AFTER_PRESS_MS.networkChanged);
  await expect(page.getByText(texts.pairing.instructions.exclusionDone)).toBeVisible();
  await expect(page.getByRole('button', { name: texts.pairing.done })).toBeVisible();
});

test('yale-exclusion-fails-three-times: Try Again twice with the tries left, then Reset Controller and Skip Exclusion instead', async ({ page, sim }) => {
  await openYaleUnit(sim, 'yale-exclusion-fails-three-times');
  await page.getByRole('region', { name: texts.pairing.panelTitle }).getByRole('button', { name: texts.pairing.include, exact: true }).click();
  await answerYes(page);
  // The unit's codes came from the server: nothing is kept on the phone.
  await expect(yaleStepTitle(page, specWords('Program the master code'))).toBeVisible();
  expect(await keptMasterCode(page, UNIT_TO_INSTALL)).toBeNull();
  await page.getByRole('button', { name: texts.pairing.start }).click();
  const view = errorView(page);
  await twoUnheardExclusions(page, sim);
  await pressYaleKeys(sim, keypadEntry('615204', 'exclusion'));
  await sim.advanceClock(CONTROLLER_TIMEOUT_MS);
  await expect(view.getByText(yale.errors.triesUsedUp)).toBeVisible();
  await expect(view.getByRole('button')).toHaveText([texts.pairing.buttons.skipExclusion, texts.pairing.buttons.resetController]);
  await view.getByRole('button', { name: texts.pairing.buttons.resetController }).click();
  const dialog = page.getByRole('dialog', { name: texts.hubMenu.resetTitle });
  await expect(dialog.getByText(texts.hubMenu.resetText)).toBeVisible();
  // Once the hub has reset its controller, the Yale flow starts again from the master code, with its three tries.
  await dialog.getByRole('button', { name: texts.hubMenu.reset, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(view).toHaveCount(0);
  await expect(yaleStepTitle(page, specWords('Program the master code'))).toBeVisible();
  expect(await shownMasterCode(page)).toBe('615204');
  await page.screenshot({ path: test.info().outputPath('after-reset-360.png') });
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(yaleStepTitle(page, specWords('Put the lock in exclusion mode'))).toBeVisible();
  await expect(countdown(page)).toHaveText('90');
  expect((await sim.calls()).filter((call) => call.name === 'hubs.resetNetwork').map((call) => call.status)).toEqual([200]);
});

const heardAtLast: Array<[scenario: string, title: string, unheard: boolean]> = [
  ['yale-includes-first-time', 'the first exclusion is heard', false],
  ['yale-exclusion-fails-twice', 'Try Again twice, the third exclusion is heard', true],
];
for (const [scenario, title, unheard] of heardAtLast) {
  test(`${scenario}: ${title}, then the lock is included and its location asked`, async ({ page, sim }) => {
    await openYaleUnit(sim, scenario);
    await page.getByRole('region', { name: texts.pairing.panelTitle }).getByRole('button', { name: texts.pairing.include, exact: true }).click();
    await answerYes(page);
    await expect(yaleStepTitle(page, specWords('Program the master code'))).toBeVisible();
    await page.getByRole('button', { name: texts.pairing.start }).click();
    if (unheard) await twoUnheardExclusions(page, sim);
    await expect(yaleStepTitle(page, specWords('Put the lock in exclusion mode'))).toBeVisible();
    // The title shows while the start is asked for; the countdown only once the hub has answered
    // it, so a press before then would reach a hub not yet listening.
    await expect(countdown(page)).toHaveText('90');
    await pressYaleKeys(sim, keypadEntry('615204', 'exclusion'));
    await sim.advanceClock(EXCLUSION_AFTER_PRESS_MS.networkChanged);
    await page.getByRole('button', { name: texts.pairing.includeNow }).click();
    await expect(yaleStepTitle(page, specWords('Put the lock in inclusion mode'))).toBeVisible();
    await expect(countdown(page)).toBeVisible();
    await pressYaleKeys(sim, keypadEntry('615204', 'inclusion'));
    await yaleLockJoins(page, sim, INCLUSION_AFTER_PRESS_MS.addNodeDone);
    await expect(yaleStepTitle(page, specWords("Set the lock's location"))).toBeVisible();
    const failedExclusions = await sim.control((s) => s.trace().filter((entry) => entry.type === 'zwave.message' && JSON.stringify(entry.message).includes('"status":"Failed"')).length);
    expect(failedExclusions).toBe(unheard ? 2 : 0);
  });
}
