import { checkAccessibility } from './support/axe';
import { expect, test } from './support/fixtures';
import { screens } from './support/screens';

/**
 * Every screen and dialog the app has (support/screens.ts), opened once on a 360 px phone: nothing
 * is cut off or sticks out sideways, and an axe scan (WCAG 2.x A and AA) finds no violation. The
 * sign-in page is checked in signIn.spec.ts. Both checks share one opening because opening is
 * what costs: doing them apart opened every screen twice.
 */

/**
 * What sticks out sideways in the page as it is now: the page scrolling sideways, an element past
 * the window's left or right edge (as far as the boxes around it let it show), or a box whose
 * content is wider than the box and cut off. A text shortened with an ellipsis, or a switch
 * clipping its thumb, is a deliberate cut and passes.
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
    // MUI's switch clips its own thumb's touch area on purpose: nothing of the switch is lost.
    const deliberateClip = style.textOverflow === 'ellipsis' || element.classList.contains('MuiSwitch-root');
    const cuts = style.overflowX !== 'visible' && !deliberateClip;
    if (cuts && element.scrollWidth > element.clientWidth + 1) problems.push(`${describe(element)} holds ${element.scrollWidth}px in ${element.clientWidth}px`);
  }
  return problems;
}

/** Transitions (a drawer sliding in, a dialog growing) end before anything is measured; spinners run on. */
const transitionsEnded = () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);

test.use({ viewport: { width: 360, height: 760 } });

for (const screen of screens) {
  test(`${screen.name}: at 360 px nothing is cut off or sticks out, and axe finds no violation`, async ({ page, sim }) => {
    await screen.open(page, sim);
    await page.waitForFunction(transitionsEnded);
    expect(await page.evaluate(horizontalOverflow), 'sticks out or is cut off').toEqual([]);
    const { ids, summary } = await checkAccessibility(page, { context: screen.dialog ? '[role="dialog"]' : 'body' });
    expect(ids, summary).toEqual([]);
  });
}
