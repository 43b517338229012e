// At 360 px the trainer works the panel while an app dialog is open: the dialog's backdrop and
// scroll lock must not shut it out (issue 25).
import { texts } from '../../app/domain/texts';
import { panelTexts } from '../../simulator/panel/texts';
import { expect, test } from './support/fixtures';
import { MAPLE_COURT, MAPLE_COURT_PATH } from './support/lists';

test.use({ viewport: { width: 360, height: 740 } });

test('at 360 px the panel opens and works while an app dialog is open, and the dialog stays', async ({ page, sim }, testInfo) => {
  await sim.openSignedIn(MAPLE_COURT_PATH);
  await expect(page.getByRole('heading', { name: MAPLE_COURT.name })).toBeVisible();
  await page.getByRole('button', { name: texts.units.communityInfo }).click();
  const dialog = page.getByRole('dialog', { name: texts.units.communityInfo });
  await expect(dialog).toBeVisible();

  const panel = page.getByRole('complementary', { name: panelTexts.region });
  await panel.getByRole('button', { name: panelTexts.toggle, exact: true }).click({ timeout: 5_000 });
  await expect(panel.getByRole('heading', { name: panelTexts.heading })).toBeInViewport();
  await panel.getByRole('button', { name: panelTexts.clock.pause }).click();
  await expect.poll(() => sim.control((s) => s.clock.paused())).toBe(true);
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('panel-over-dialog-360.png') });
});
