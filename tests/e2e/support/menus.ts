import type { Page } from '@playwright/test';

/**
 * Waits until no CSS transition runs (a menu growing in, a dialog fading in, a button taking its
 * colours). A press on a menu that is still growing can put its mousedown on one item and its
 * mouseup elsewhere: the browser then clicks neither, and the item only takes focus (decision 0340).
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
}

/** Opens the menu of the button named `opener` and picks `item`, once the menu has finished growing in. */
export async function pickFromMenu(page: Page, opener: string, item: string): Promise<void> {
  await page.getByRole('button', { name: opener }).click();
  await page.getByRole('menu').waitFor();
  await transitionsEnded(page);
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}
