import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { MAPLE_COURT, unitRow, variantOf } from './support/lists';
import { UNIT_TO_INSTALL } from './support/pairing';
import { keptMasterCode, openYaleUnit, shownMasterCode, yaleStepTitle } from './support/yale';
import { openUnit, startHubPowerFromMenu } from './support/unit';
import { texts } from '../../app/domain/texts';
import { nextPageCall, pathOf } from './support/pageCalls';

test.use({ viewport: { width: 412, height: 915 } });

/**
 * Fills browser storage to the last character with values of another owner, as a phone whose
 * storage is full: every new value the app writes is refused from then on.
 */
async function fillStorage(page: Page, ...kinds: Array<'localStorage' | 'sessionStorage'>) {
  await page.evaluate((names) => {
    for (const name of names) {
      const store = window[name];
      for (const size of [1 << 20, 1 << 16, 1 << 12, 1 << 8, 1 << 4, 1]) {
        try {
          for (let i = 0; ; i += 1) store.setItem(`filler:${size}:${i}`, 'x'.repeat(size));
        } catch {
          // This size no longer fits: go on with a smaller one.
        }
      }
    }
  }, kinds);
}

/**
 * The simulator writes its changes half a second behind (simulator/persistence/saver.ts): the
 * session it was handed at the start must be saved before the storage fills, or the reload that
 * follows finds no session and shows the sign-in page.
 */
async function simulatorHasSavedTheSession(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('simulator:record:sessions:'))))
    .toBe(true);
}

const storageNotice = (page: Page) => page.getByRole('alert').filter({ hasText: texts.errors.storageFull });

test.describe("the phone's storage is full", () => {
  test('signing in works and says so; a unit opens', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await fillStorage(page, 'localStorage', 'sessionStorage');
    await signIn(page);
    await expect(page.getByRole('heading', { name: texts.communities.title })).toBeVisible();
    await expect(storageNotice(page)).toBeVisible();
    await expect(page.getByText(texts.signIn.failed)).toHaveCount(0);

    await page.getByRole('button', { name: new RegExp(MAPLE_COURT.name) }).click();
    await unitRow(page, '104').getByRole('button').first().click();
    await expect(page.getByRole('button', { name: texts.unitDetail.finish })).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.errorPage.title })).toHaveCount(0);
    await expect(storageNotice(page)).toBeVisible();
  });

  // The marker goes to this tab's storage, which a reload keeps (the simulator's own state cannot
  // be saved either, so a sign-in made after filling storage would not survive the reload).
  test('Restart hub succeeds, and the progress screen shows after the reload', async ({ page, sim }) => {
    await openUnit(sim, 1004);
    await expect(page.getByRole('tab', { name: texts.unitDetail.devicesTab })).toBeVisible();
    await simulatorHasSavedTheSession(page);
    await fillStorage(page, 'localStorage');
    // The simulator cannot save its call log either, so the answer is read off the page's traffic.
    const restarted = nextPageCall(page, (call) => call.phase === 'answered' && pathOf(call).endsWith('/restart/'));
    const reloaded = page.waitForEvent('load');
    await startHubPowerFromMenu(page, 'restart');
    expect((await restarted).status).toBe(200);
    await reloaded;
    await expect(page.getByRole('region', { name: texts.hubPower.restartTitle })).toContainText(texts.hubPower.doNotUnplug);
    await expect(storageNotice(page)).toBeVisible();
  });
});

test.describe('a generated Yale master code the server does not have yet (decision 0268)', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  const neverSaved = variantOf('yale-master-code-fetch-fails', {
    name: 'yale-master-code-never-saved',
    faults: [
      { id: 'master-codes-fail', kind: 'http', call: 'yale.getMasterCodes', status: 500, body: { message: 'Internal Server Error' } },
      { id: 'save-fails', kind: 'http', call: 'yale.saveMasterCode', status: 500, body: { message: 'Internal Server Error' } },
    ],
  });
  const startYale = async (page: Page) => {
    await page.getByRole('button', { name: texts.yale.startInclusionOf('Yale Assure Lock SL') }).click();
    await page.getByRole('group', { name: texts.yale.question }).getByRole('button', { name: texts.yale.yes, exact: true }).click();
    await expect(yaleStepTitle(page, texts.yale.steps.masterCode)).toBeVisible();
  };

  test("takes localStorage from the app's other records, and a reload shows the same code", async ({ page, sim }) => {
    await openYaleUnit(sim, neverSaved);
    await simulatorHasSavedTheSession(page);
    // As a scenario says it (the explorer's found Yale runs do): the simulator fills the page's storage.
    expect(await sim.control((s) => s.steps.run({ 'phone.fillStorage': {} }))).toEqual({ ok: true });
    await startYale(page);
    const code = await shownMasterCode(page);
    await expect(page.getByRole('alert').filter({ hasText: texts.yale.notSaved })).toBeVisible();
    expect(await keptMasterCode(page, UNIT_TO_INSTALL, 'localStorage')).toBe(JSON.stringify(code));
    await expect(page.getByText(texts.yale.notKept(code))).toHaveCount(0);

    await page.reload();
    await expect(yaleStepTitle(page, texts.yale.steps.masterCode)).toBeVisible();
    expect(await shownMasterCode(page)).toBe(code);
    expect(await keptMasterCode(page, UNIT_TO_INSTALL, 'localStorage')).toBe(JSON.stringify(code));
  });

  test('when localStorage refuses every write, the stage says plainly that the phone cannot keep the code', async ({ page, sim }) => {
    await openYaleUnit(sim, neverSaved);
    // From the next load on, before the page's own scripts: the app's and the simulator's first
    // writes of that load fail for certain (refused once the screen was up, they raced its writes,
    // which may all be done by then with the clock paused).
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    await page.reload();
    // Both say so above the screen: a press while those notices push the screen down can miss its
    // button (a fresh-clone run's press landed as the button moved, and the Yale question never came).
    await expect(page.getByRole('alert').filter({ hasText: 'The simulator could not save' })).toBeVisible();
    await expect(storageNotice(page)).toBeVisible();
    await startYale(page);
    const code = await shownMasterCode(page);
    await expect(page.getByRole('alert').filter({ hasText: texts.yale.notKept(code) })).toBeVisible();
    await expect(page.getByText(texts.yale.notSaved)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('master-code-not-kept-360.png'), fullPage: true });
  });
});

