import { expect, test } from './support/fixtures';
import { texts } from '../../app/domain/texts';

for (const [windowWidth, expected] of [
  [1280, 570],
  [570, 570],
  [420, 420],
  [350, 350],
  [320, 350],
] as const) {
  test(`the central column is ${expected}px wide in a ${windowWidth}px window`, async ({ page, sim }) => {
    await page.setViewportSize({ width: windowWidth, height: 800 });
    await sim.open('/login', { scenario: 'default' });
    const box = await page.getByRole('main').boundingBox();
    expect(box?.width).toBe(expected);
  });
}

test('dialogs are at most 570px wide in a wide window', async ({ page, sim }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await sim.openSignedIn('/community/cmty-7d2f9a0e-maple-court', { scenario: 'default' });
  await page.getByRole('button', { name: texts.units.communityInfo }).click();
  const box = await page.getByRole('dialog').boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  expect(box?.width).toBeLessThanOrEqual(570);
});
