import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openUnit } from './support/unit';
import { texts } from '../../app/domain/texts';
import { specWords } from '../support/specTexts';

const t = texts.doorCodes;
const frontDoor = (page: Page) => page.getByRole('region', { name: 'Front Door' });
const syncButton = (page: Page) => frontDoor(page).getByRole('button', { name: texts.lockTasks.syncDoorCodes });
const dialog = (page: Page) => page.getByRole('dialog', { name: t.title });

async function startSync(page: Page) {
  await syncButton(page).click();
  await expect(dialog(page).getByText(specWords('Sending: N% complete', { N: '0' }))).toBeVisible();
}

/**
 * Simulator minutes pass with the dialog closed, as an installer waits: an open MUI dialog checks
 * its focus every 50 ms, which would make the clock fire thousands of timers per minute.
 */
async function closeAndReopen(page: Page, pass: () => Promise<unknown>) {
  await dialog(page).getByRole('button', { name: t.close }).click();
  await expect(dialog(page)).toBeHidden();
  await pass();
  await frontDoor(page).getByRole('button', { name: t.viewProgress }).click();
}

test.describe('door-code sync (door-code reliability on)', () => {
  test('a full sync of 5 simulator minutes in seconds: sending, verifying, the master code, then Syncing complete!', async ({ page, sim }) => {
    await openUnit(sim, 1004, 'door-code-sync-completes');
    // Only advanceClock moves the sync: on real time too, a slow machine saw it end before the last reopen.
    await sim.control((s) => s.clock.pause());
    await startSync(page);
    const d = dialog(page);
    await expect(d.getByText(specWords('Do not disturb the hub or lock while codes sync. This will take several minutes.'))).toBeVisible();
    await expect(d.getByText(specWords('Verifying: N% complete', { N: '0' }))).toBeVisible();
    await expect(d.getByText('Front Door')).toBeVisible();

    await closeAndReopen(page, async () => {
      // While it runs, the task waits and offers the progress instead.
      await expect(syncButton(page)).toBeDisabled();
      await sim.advanceClock(75_000);
    });
    await expect(d.getByText(specWords('Sending: N% complete', { N: /5\d/ }))).toBeVisible();
    await expect(d.getByText(t.verifyingPercent(0))).toBeVisible();

    await closeAndReopen(page, () => sim.advanceClock(150_000));
    await expect(d.getByText(specWords('Sending complete'))).toBeVisible();
    await expect(d.getByText(specWords('Verifying: N% complete', { N: /5\d/ }))).toBeVisible();
    // 3 of 6 codes: below 30 synced codes the master-code spinner stands still.
    await expect(d.locator('[data-master-code="static"]')).toBeVisible();

    await closeAndReopen(page, () => sim.advanceClock(70_000));
    await expect(d.getByText(specWords('Verifying: N% complete', { N: /9\d/ }))).toBeVisible();
    await sim.advanceClock(10_000);
    await expect(d.getByText(specWords('Syncing complete!'))).toBeVisible();
    await expect(d.getByText(specWords('Verification complete'))).toBeVisible();
    await expect(d.getByText(t.masterCodeSynced)).toBeVisible();
    await expect(d.getByText(t.inProgress)).toHaveCount(0);
    await d.getByRole('button', { name: t.done }).click();
    await expect(d).toBeHidden();
    await expect(frontDoor(page).getByText(texts.lockTasks.codesSynced)).toBeVisible();
    await expect(syncButton(page)).toBeEnabled();
    await expect(frontDoor(page).getByRole('button', { name: t.viewProgress })).toHaveCount(0);
  });
  // Each status's banner, its link and the greyed bars are checked beside the feature (app/features/door-codes/DoorCodeSyncDialog.test.tsx).

  test.describe('at 360×740, as on an installer phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("a banner's link stands on its own line under the banner's text, not run on from it", async ({ page, sim }) => {
      await openUnit(sim, 1004, 'door-code-sync-poor-cell-signal');
      await sim.control((s) => s.clock.pause());
      await startSync(page);
      await sim.advanceClock(10_000);
      const banner = dialog(page).locator('[data-banner="poorCellSignal"]');
      const headline = banner.getByText(t.banners.poorCellSignal, { exact: true });
      const link = banner.getByRole('button', { name: t.outOfTime });
      await expect(link).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('poor-cell-signal-banner-360x740.png') });
      // As read: the text's sentence ends before the link begins ("…signal.I'M OUT OF TIME." before).
      expect(await banner.innerText()).toMatch(/signal\.\s*\n\s*I'M OUT OF TIME\./i);
      const [textBox, linkBox] = [await headline.boundingBox(), await link.boundingBox()];
      if (!textBox || !linkBox) throw new Error('The banner text or its link has no box');
      expect(linkBox.y, 'the link starts below the text').toBeGreaterThanOrEqual(textBox.y + textBox.height);
    });
  });
});
