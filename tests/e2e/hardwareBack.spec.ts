import { texts } from '../../app/domain/texts';
import { expect, test } from './support/fixtures';
import { openSetupPage, recordHubActions } from './support/pairing';
import { openUnit, unitPath } from './support/unit';

/** The phone's Back button behaves as the header's back arrow (decision 0269). */
test.use({ viewport: { width: 360, height: 740 } });

test("Back from a pairing sub-page returns to the tabs and aborts the inclusion; Back from the unit with an open ticket opens 'Submit Install'", async ({ page, sim }) => {
  const actions = recordHubActions(page);
  await openSetupPage(page, sim, 'inclusion');
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('tab', { name: texts.unitDetail.devicesTab })).toBeVisible();
  await expect(page).toHaveURL(unitPath(1004));
  await expect.poll(() => actions).toEqual(['inclusion start', 'inclusion abort']);

  await page.goBack();
  const finish = page.getByRole('dialog', { name: texts.finish.title });
  await expect(finish).toBeVisible();
  await expect(page).toHaveURL(unitPath(1004));
  await page.screenshot({ path: test.info().outputPath('back-opens-finish-360.png') });
  // Closed, the dialog leaves the installer on the unit, and Back asks again.
  await finish.getByRole('button', { name: texts.finish.cancel }).click();
  await expect(finish).toHaveCount(0);
  await page.goBack();
  await expect(finish).toBeVisible();
});

test("Back from a unit without a hub and with an open ticket opens 'Submit Install'", async ({ page, sim }) => {
  await openUnit(sim, 1001);
  await expect(page.getByRole('heading', { name: texts.assignHub.title })).toBeVisible();
  const finish = page.getByRole('dialog', { name: texts.finish.title });
  // The guard is put in place once the ticket is known to be open.
  await expect.poll(() => page.evaluate(() => (window.history.state as Record<string, unknown> | null)?.installerBackGuard === true)).toBe(true);
  await page.goBack();
  await expect(finish).toBeVisible();
  await expect(page).toHaveURL(unitPath(1001));
});
