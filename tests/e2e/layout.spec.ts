import { expect, test } from './support/fixtures';

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
