import { expect, test } from './support/fixtures';
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
