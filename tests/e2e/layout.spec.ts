import { expect, test } from './support/fixtures';
import { screens } from './support/screens';
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

/**
 * What sticks out sideways in the page as it is now: the page scrolling sideways, an element past
 * the window's left or right edge (as far as the boxes around it let it show), or a box whose
 * content is wider than the box and cut off. A text shortened with an ellipsis is a deliberate
 * cut and passes.
 */
function horizontalOverflow(): string[] {
  const width = document.documentElement.clientWidth;
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const label = element.getAttribute('aria-label') ?? element.getAttribute('role') ?? '';
    return `<${element.tagName.toLowerCase()} class="${String(element.className).split(' ').slice(0, 2).join(' ')}"${label ? ` ${label}` : ''}> '${text}'`;
  };
  /** The part of the element's box its clipping ancestors let show. */
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    let [left, right] = [box.left, box.right];
    for (let around = element.parentElement; around; around = around.parentElement) {
      if (getComputedStyle(around).overflowX === 'visible') continue;
      const clip = around.getBoundingClientRect();
      [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
    }
    return { left, right, visible: right > left && box.height > 0 };
  };
  const problems: string[] = [];
  if (document.documentElement.scrollWidth > width) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px in a ${width}px window`);
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    const box = shown(element);
    if (style.visibility !== 'visible' || !box.visible) continue;
    if (box.left < -0.5 || box.right > width + 0.5) problems.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)}px`);
    const cuts = style.overflowX !== 'visible' && style.textOverflow !== 'ellipsis';
    if (cuts && element.scrollWidth > element.clientWidth + 1) problems.push(`${describe(element)} holds ${element.scrollWidth}px in ${element.clientWidth}px`);
  }
  return problems;
}

/** Transitions (a drawer sliding in, a dialog growing) end before anything is measured; spinners run on. */
const transitionsEnded = () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);

test.describe('at 360px nothing is cut off or sticks out sideways', () => {
  test.use({ viewport: { width: 360, height: 760 } });
  for (const screen of screens) {
    test(screen.name, async ({ page, sim }) => {
      await screen.open(page, sim);
      await page.waitForFunction(transitionsEnded);
      expect(await page.evaluate(horizontalOverflow)).toEqual([]);
    });
  }
});
