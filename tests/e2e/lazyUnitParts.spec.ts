import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hubPowerQuestions, MAPLE_COURT, openUnit, pickFromUnitMenu } from './support/unit';
import { texts } from '../../app/domain/texts';

/**
 * The unit screen's dialogs and pairing page come in a chunk of their own, fetched once the screen
 * has drawn (decision 0530). Routed on the context: every page of the test's context.
 */
const UNIT_PARTS_CODE = /\/assets\/unitParts-[^/]*\.js$/;
/** The unit list's code, a chunk of its own (decision 0529). */
const UNIT_LIST_CODE = /\/assets\/UnitListPage-[^/]*\.js$/;

/** Makes the dialogs' code unreachable, so the screen's own fetch of it fails; returns the way to restore it. */
async function cutOffUnitParts(page: Page): Promise<() => Promise<void>> {
  const abort = (route: Route) => route.abort();
  await page.context().route(UNIT_PARTS_CODE, abort);
  return () => page.context().unroute(UNIT_PARTS_CODE, abort);
}

test.describe("the unit screen's dialogs, whose code loads apart from the screen", () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('open at once on a tap: their code was fetched once the screen had drawn', async ({ page, sim }) => {
    const fetched = page.context().waitForEvent('request', (request) => UNIT_PARTS_CODE.test(request.url()));
    await openUnit(sim, 1004);
    await expect(page.getByRole('button', { name: texts.unitDetail.finish })).toBeVisible();
    await fetched;
    await pickFromUnitMenu(page, hubPowerQuestions.restart.item);
    await expect(page.getByRole('dialog', { name: hubPowerQuestions.restart.title })).toBeVisible();
  });

  test('tapped while their code is still on its way (a weak signal), a dialog says it is loading over the screen, then opens', async ({ page, sim }) => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.context().route(UNIT_PARTS_CODE, async (route) => {
      await arrived;
      await route.continue();
    });
    await openUnit(sim, 1004);
    await expect(page.getByRole('button', { name: texts.unitDetail.finish })).toBeVisible();
    await pickFromUnitMenu(page, hubPowerQuestions.restart.item);
    const loading = page.getByRole('dialog', { name: texts.nav.loading });
    await expect(loading.getByRole('progressbar', { name: texts.nav.loading })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('dialog-loading-412.png') });
    arrive();
    await expect(page.getByRole('dialog', { name: hubPowerQuestions.restart.title })).toBeVisible();
    await expect(loading).toHaveCount(0);
  });

  test('offline, a dialog whose code never arrived says so instead of crashing, and opens when the connection returns', async ({ page, sim, context }) => {
    const restore = await cutOffUnitParts(page);
    await openUnit(sim, 1004);
    await expect(page.getByRole('button', { name: texts.unitDetail.finish })).toBeVisible();
    await context.setOffline(true);
    await restore();
    await pickFromUnitMenu(page, hubPowerQuestions.restart.item);
    const failure = page.getByRole('dialog', { name: texts.nav.connectionLost });
    await expect(failure).toContainText(texts.nav.partNotLoaded);
    await expect(page.getByRole('heading', { name: texts.errorPage.title })).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByRole('dialog', { name: hubPowerQuestions.restart.title })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('Close leaves the failure for the unit screen; the next opening fetches the code again', async ({ page, sim }) => {
    const restore = await cutOffUnitParts(page);
    await openUnit(sim, 1004);
    await expect(page.getByRole('button', { name: texts.unitDetail.finish })).toBeVisible();
    await pickFromUnitMenu(page, texts.info.unitInfo);
    await page.getByRole('dialog', { name: texts.nav.connectionLost }).getByRole('button', { name: texts.nav.close }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: texts.unitDetail.finish })).toBeVisible();
    await restore();
    await pickFromUnitMenu(page, texts.info.unitInfo);
    await expect(page.getByRole('dialog', { name: `${texts.info.unitInfo} — 104` })).toBeVisible();
  });

  test('a reloaded unit screen fetches the way back to its list after its dialogs, and offline the list still opens', async ({ page, sim, context }) => {
    const asked: string[] = [];
    page.context().on('request', (request) => {
      const url = request.url();
      if (UNIT_PARTS_CODE.test(url) || UNIT_LIST_CODE.test(url)) asked.push(UNIT_PARTS_CODE.test(url) ? 'dialogs' : 'list');
    });
    const listFetched = page.context().waitForEvent('requestfinished', (request) => UNIT_LIST_CODE.test(request.url()));
    await openUnit(sim, 1004);
    await expect(page.getByRole('button', { name: texts.unitDetail.finish })).toBeVisible();
    await listFetched;
    // A fetch the page tries again is heard again.
    expect([...new Set(asked)]).toEqual(['dialogs', 'list']);
    await context.setOffline(true);
    // To the list within the page (Back would open the finish dialog: the unit's ticket is open).
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/community/${MAPLE_COURT}`);
    await expect(page.getByText(texts.nav.offline)).toBeVisible();
    await expect(page.getByText(texts.nav.screenNotLoaded)).toHaveCount(0);
  });
});
