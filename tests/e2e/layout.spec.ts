import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { HUB_TO_INSTALL, holdInInclusionMode, includeThroughController, manualPairing, openFromPanel, pausedScenario, UNIT, UNIT_TO_INSTALL } from './support/pairing';
import { pickFromMenu } from './support/menus';
import { openUnit } from './support/unit';
import { texts } from '../../app/domain/texts';

test('the central column is 570 px wide at most and 350 px at least, and follows the window between', async ({ page, sim }) => {
  await sim.open('/login', { scenario: 'default' });
  for (const [windowWidth, expected] of [
    [1280, 570],
    [570, 570],
    [420, 420],
    [350, 350],
    [320, 350],
  ] as const) {
    await page.setViewportSize({ width: windowWidth, height: 800 });
    await expect.poll(async () => (await page.getByRole('main').boundingBox())?.width, `in a ${windowWidth} px window`).toBe(expected);
  }
});

test('dialogs are at most 570px wide in a wide window', async ({ page, sim }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await sim.openSignedIn('/community/cmty-7d2f9a0e-maple-court', { scenario: 'default' });
  await page.getByRole('button', { name: texts.units.communityInfo }).click();
  const box = await page.getByRole('dialog').boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  expect(box?.width).toBeLessThanOrEqual(570);
});

test.describe('at 360×740, as on an installer phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

  /** In the window as it stands (nothing scrolls it), whole, and not under anything else. */
  async function expectInSight(target: Locator) {
    await expect(target).toBeInViewport({ ratio: 1 });
    // Polled: a menu just closed keeps its invisible backdrop over the page until its exit transition ends.
    const onTop = () =>
      target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        // A disabled MUI button lets the pointer through to what holds it.
        return hit !== null && (element.contains(hit) || hit.contains(element));
      });
    await expect.poll(onTop, { message: 'nothing covers it' }).toBe(true);
  }

  /** Not a corner of it under anything else (a sticky bar): the middle alone can be clear while its end is covered. */
  async function expectUncovered(target: Locator) {
    const covered = () =>
      target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const inset = 2;
        const corners: Array<[number, number]> = [
          [box.left + inset, box.top + inset],
          [box.right - inset, box.top + inset],
          [box.left + inset, box.bottom - inset],
          [box.right - inset, box.bottom - inset],
        ];
        return corners.filter(([x, y]) => {
          const hit = document.elementFromPoint(x, y);
          return hit === null || !element.contains(hit);
        }).length;
      });
    await expect.poll(covered, { message: 'corners covered by something else' }).toBe(0);
  }

  /** The page's own title stands below the app bar, not under it. */
  async function expectTitleInSight(page: Page, title: Locator) {
    const header = await page.locator('header').boundingBox();
    const box = await title.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  }

  test("each stage's primary action is in sight without scrolling (decision 0273)", async ({ page, sim }) => {
    test.setTimeout(60_000);
    await openUnit(sim, UNIT, manualPairing());
    const panel = page.getByRole('region', { name: texts.pairing.panelTitle });
    await expect(panel).toBeVisible();
    for (const action of [
      panel.getByRole('button', { name: texts.pairing.include, exact: true }),
      panel.getByRole('button', { name: texts.pairing.exclude, exact: true }),
      page.getByRole('button', { name: texts.unitDetail.finish }),
    ]) {
      await expectInSight(action);
    }
    expect(await scrollTop(page)).toBe(0);

    // The Yale flow: the question, the master code, then the countdown with the keypad steps.
    await panel.getByRole('button', { name: texts.pairing.include, exact: true }).click();
    const yes = page.getByRole('group', { name: texts.yale.question }).getByRole('button', { name: texts.yale.yes, exact: true });
    await expectInSight(yes);
    await yes.click();
    const start = page.getByRole('button', { name: texts.pairing.start });
    await expect(start).toBeEnabled();
    expect(await scrollTop(page)).toBe(0);
    await expectInSight(start);
    // The Yale header: the four titles with their circles (spec 02 §2), in sight too; the current one is the heading.
    const yaleHeader = page.getByRole('region', { name: texts.yale.progress });
    for (const title of Object.values(texts.yale.steps)) await expectInSight(yaleHeader.getByText(title, { exact: true }));
    await expect(yaleHeader.getByRole('heading')).toHaveText(texts.yale.steps.masterCode);
    await start.click();
    await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectInSight(page.getByRole('button', { name: texts.pairing.abort }));
  });

  test('the naming step and the device screen after inclusion: Next and Done in sight, the device screen from its top (decision 0273)', async ({ page, sim }) => {
    test.setTimeout(60_000);
    await openUnit(sim, UNIT, pausedScenario());
    await holdInInclusionMode(sim, 'Ecolink Door/Window Sensor');
    // Include pressed with the list scrolled to its end: the setup page opens at its top.
    await expect(page.getByRole('list', { name: texts.unitDetail.devicesToInstall })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(0);
    await openFromPanel(page, sim, 'inclusion');
    expect(await scrollTop(page)).toBe(0);
    await expectTitleInSight(page, page.getByRole('heading', { name: texts.pairing.includeTitle }));
    await expectInSight(page.getByRole('button', { name: texts.pairing.start }));
    await page.getByRole('button', { name: texts.pairing.start }).click();
    // How full the status bar is in the first frame that says 'Device included.': full at once.
    const barAtSuccess = page.waitForFunction((done) => {
      const status = document.querySelector('[role="status"]');
      const track = document.querySelector('[role="progressbar"]');
      const bar = track?.firstElementChild;
      if (status?.textContent !== done || !track || !bar) return null;
      const [trackBox, barBox] = [track.getBoundingClientRect(), bar.getBoundingClientRect()];
      return (barBox.right - trackBox.left) / trackBox.width;
    }, texts.pairing.status.inclusionSuccess, { polling: 'raf' });
    await includeThroughController(page, sim);
    expect(await (await barAtSuccess).jsonValue()).toBeCloseTo(1, 2);
    await page.evaluate(() => window.scrollTo(0, 0));
    const next = page.getByRole('button', { name: texts.pairing.naming.save });
    await expectInSight(next);

    await page.getByRole('radio', { name: texts.pairing.naming.placements.Door, exact: true }).check();
    await page.getByRole('group', { name: texts.pairing.naming.suggestions }).getByRole('button', { name: 'Hallway' }).click();
    // Next pressed with the naming step scrolled to its end: the device screen opens at its top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(0);
    await next.click();
    const name = page.getByRole('heading', { name: 'Hallway', level: 2 });
    await expect(name).toBeVisible();
    expect(await scrollTop(page)).toBe(0);
    await expectTitleInSight(page, name);
    await expectInSight(page.getByText(new RegExp(`^${texts.deviceMenu.nodeId('')}\\d+$`)));
    await expectInSight(page.getByRole('button', { name: texts.deviceDetail.done }));

    // A notice of the device menu stands under the header, not over Done.
    await pickFromMenu(page, texts.deviceMenu.moreActions, texts.deviceMenu.refreshStatus);
    await expect(page.getByRole('alert').filter({ hasText: 'Status refresh requested' })).toBeVisible();
    await expectInSight(page.getByRole('button', { name: texts.deviceDetail.done }));
  });

  test('the hub connection lost on a long naming step: the whole warning, Reconnect and Next in sight, none under the bar', async ({ page, sim }) => {
    test.setTimeout(60_000);
    await openUnit(sim, UNIT_TO_INSTALL, pausedScenario());
    await openFromPanel(page, sim, 'inclusion', HUB_TO_INSTALL);
    // A door sensor: its step asks what the sensor is for, so it runs past the window's end.
    await holdInInclusionMode(sim, 'Ecolink Door/Window Sensor', HUB_TO_INSTALL);
    await page.getByRole('button', { name: texts.pairing.start }).click();
    await includeThroughController(page, sim);
    await page.evaluate(() => window.scrollTo(0, 0));

    // The connection is dropped and its one reconnect refused: the stream has failed for good.
    await sim.control((s, serial) => s.faults.add({ kind: 'stream', action: 'refuse', serial, times: 1 }), HUB_TO_INSTALL);
    await sim.control((s, serial) => s.stream.drop(serial), HUB_TO_INSTALL);
    const lost = page.getByRole('alert').filter({ hasText: texts.pairing.naming.streamLost });
    await expect(lost).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('naming-stream-lost-360x740.png') });
    expect(await scrollTop(page)).toBe(0);
    await expect(lost).toBeInViewport({ ratio: 1 });
    await expectUncovered(lost);
    await expectInSight(lost.getByRole('button', { name: texts.pairing.naming.reconnect }));
    await expectInSight(page.getByRole('button', { name: texts.pairing.naming.save, exact: true }));
  });
});
