import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { MAPLE_COURT } from './support/lists';
import { texts } from '../../app/domain/texts';

/** Whether the element shows all of its content: nothing clipped or hidden behind an ellipsis. */
const showsAll = (locator: Locator) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight);

/** How many lines the element's text runs over. */
const linesOf = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });

for (const width of [360, 412]) {
  test.describe(`the unit list header at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("shows the whole community name and 'COMMUNITY INFO' on one line", async ({ page, sim }) => {
      await sim.openSignedIn('/', { scenario: 'default' });
      const communities = await sim.db((db) => db.list('communities'));
      const longest = communities.map((community) => ({ uid: String(community.uid), name: String(community.name) })).sort((a, b) => b.name.length - a.name.length)[0];
      for (const community of [{ uid: MAPLE_COURT.uid, name: MAPLE_COURT.name }, ...(longest ? [longest] : [])]) {
        await page.goto(`/community/${encodeURIComponent(community.uid)}`);
        const heading = page.getByRole('heading', { level: 1, name: community.name, exact: true });
        await expect(heading).toBeVisible();
        expect(await showsAll(heading), `${community.name} is cut off`).toBe(true);
        const info = page.getByRole('button', { name: texts.units.communityInfo });
        await expect(info).toBeVisible();
        expect(await linesOf(info)).toBe(1);
        const [headingBox, infoBox] = [await heading.boundingBox(), await info.boundingBox()];
        expect(headingBox && infoBox && headingBox.x + headingBox.width <= infoBox.x).toBe(true);
        expect(infoBox && infoBox.x + infoBox.width <= width).toBe(true);
      }
    });
  });
}
